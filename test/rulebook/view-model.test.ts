// The view model: every number the rulebook prints comes from the deck.

import { describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { buildRulebookModel } from '../../generator/rulebook/view-model.ts';
import { InputError } from '../../generator/input-error.ts';
import { renderRulebookSource } from '../../generator/rulebook/source.ts';
import { readFileSync } from 'node:fs';
import { RULEBOOK_TEMPLATE } from '../../generator/rulebook/rulebook-fs.ts';

const classic = buildRulebookModel(loadDeck('decks/classic').deck);
const edition = buildRulebookModel(loadDeck('decks/edition-2018').deck);
const fixture = buildRulebookModel(loadDeck('test/fixtures/rulebook-deck').deck);

describe('numbers from the deck', () => {
  test.each([
    ['classic', classic, { handSize: 5, top: 95, names: 'Key/Fire', core: 'Fire core', penalty: 100, fire: 50 }],
    ['edition-2018', edition, { handSize: 3, top: 19, names: 'Key/Fire', core: 'Fire core', penalty: 100, fire: 10 }],
    ['fixture', fixture, { handSize: 4, top: 115, names: 'Star/Key', core: 'Star core', penalty: 60, fire: 22 }],
  ])('%s', (_, model, want) => {
    expect(model.counts).toMatchObject({ cards: 80, pairs: 66, cores: 11, wildCores: 3, pile: 79 });
    expect(model.options.handSize).toBe(want.handSize);
    expect(model.highest).toMatchObject({ value: want.top, names: want.names });
    expect(model.highestCore.name).toBe(want.core);
    expect(model.wild.penalty).toBe(want.penalty);
    expect(model.icons.find((i) => i.id === 'fire')!.value).toBe(want.fire);
    expect(model.cards.find((c) => c.kind === 'wild core')!.penalty).toBe(want.penalty);
  });

  test('variants mark the deck\'s choices', () => {
    const used = (model: typeof classic) => Object.fromEntries(model.variants.map((v) => [v.option, v.choices.filter((c) => c.used).map((c) => c.label)]));
    expect(used(classic)).toEqual({ handSize: ['5'], layout: ['halves'], wildPenalty: ['100'], wildScope: ['side'], coreBonus: ['on'], scoring: ['total'], players: ['2–6'] });
    expect(used(fixture)).toEqual({ handSize: ['4'], layout: ['alternating'], wildPenalty: ['60'], wildScope: ['card'], coreBonus: ['off'], scoring: ['rounds'], players: ['2–4'] });
    expect(fixture.variants.every((v) => v.changed)).toBe(true);
    expect(classic.variants.some((v) => v.changed)).toBe(false);
  });
});

describe('the template', () => {
  const template = readFileSync(RULEBOOK_TEMPLATE, 'utf8');

  test('the real template fills in for every deck', () => {
    for (const model of [classic, edition, fixture]) expect(renderRulebookSource(template, model).length).toBeGreaterThan(50);
  });

  test.each([
    ['{{deck.nmae}}', /template error: .*nmae/],
    ['{{#if deck.name}}', /template error/],
    ['::example nowhere', /line 1: ::example names no example "nowhere"/],
    ['::gallery', /unknown directive "::gallery"/],
    ['#### deep', /Markdown after filling in, line 1/],
  ])('%j is an input error naming the template', (text, message) => {
    expect(() => renderRulebookSource(text, classic, 'my.md.hbs')).toThrow(InputError);
    expect(() => renderRulebookSource(text, classic, 'my.md.hbs')).toThrow(message);
    expect(() => renderRulebookSource(text, classic, 'my.md.hbs')).toThrow(/^my\.md\.hbs: /);
  });

  test('a "*" in a deck name stays a "*"', () => {
    const starred = { ...classic, deck: { ...classic.deck, name: 'Jibe *Deluxe*' } };
    expect(renderRulebookSource('# {{deck.name}}', starred)[0]).toMatchObject({ spans: [{ text: 'Jibe *Deluxe*', bold: false, italic: false }] });
  });
});

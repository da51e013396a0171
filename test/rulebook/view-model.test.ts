// The view model: every number the rulebook prints comes from the deck.

import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { parseDeck, parseDeckBundle } from '../../engine/index.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';
import { InputError } from '../../lib/input-error.ts';
import { renderRulebookSource } from '../../draw/rulebook/source.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULEBOOK_TEMPLATE } from '../../generator/rulebook/rulebook-fs.ts';
import { shapedDeck } from '../support/shaped-deck.ts';

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
    expect(model.highestCore.names).toBe(want.core);
    expect(model.wild.penalty).toBe(want.penalty);
    expect(model.icons.find((i) => i.id === 'fire')!.value).toBe(want.fire);
    expect(model.cards.find((c) => c.kind === 'wild core')!.penalty).toBe(want.penalty);
  });

  test("variants mark the deck's choices", () => {
    const used = (model: typeof classic) =>
      Object.fromEntries(model.variants.map((v) => [v.option, v.choices.filter((c) => c.used).map((c) => c.label)]));
    expect(used(classic)).toEqual({
      handSize: ['5'],
      wildPenalty: ['100'],
      wildScope: ['side'],
      coreBonus: ['on'],
      scoring: ['total'],
      players: ['2–6'],
    });
    expect(used(fixture)).toEqual({
      handSize: ['4'],
      wildPenalty: ['60'],
      wildScope: ['card'],
      coreBonus: ['off'],
      scoring: ['rounds'],
      players: ['2–4'],
    });
    expect(fixture.variants.every((v) => v.changed)).toBe(true);
    expect(classic.variants.some((v) => v.changed)).toBe(false);
  });

  test('variants offer every option more than one choice, and never the card layout, which is the printed deck', () => {
    for (const model of [classic, fixture]) {
      expect(model.variants.map((v) => v.option)).not.toContain('layout');
      for (const v of model.variants) expect(v.choices.length, v.option).toBeGreaterThan(1);
    }
  });
});

test.each([
  [[3, 3, 3, 3], '3'],
  [[3, 4, 3], '3 or 4'],
  [[2, 5, 3], '2 to 5'],
])('colours of %j icons: "%s icons to each colour"', (sizes, text) => {
  const model = buildRulebookModel(shapedDeck(sizes));
  expect(model.counts.iconsPerColour).toBe(text);
  expect(model.counts.icons).toBe(sizes.reduce((a, b) => a + b, 0));
  expect(model.counts.colours).toBe(sizes.length);
});

test("a packed deck credits its art as the folder does: the bundle keeps each icon's package", () => {
  const loaded = loadDeck('decks/classic');
  const bundle = parseDeckBundle(packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8')));
  expect(bundle.ok).toBe(true);
  if (!bundle.ok) return;
  expect(bundle.value.deck.icons.every((i) => i.art === `art/${i.id}.svg`)).toBe(true);
  expect(buildRulebookModel(bundle.value.deck).cover.credits).toEqual(classic.cover.credits);
  expect(classic.cover.credits).toEqual(['Lucide icons (ISC licence), via @iconify-json/lucide']);
});

describe('the template', () => {
  const template = readFileSync(RULEBOOK_TEMPLATE, 'utf8');

  test('the real template fills in for every deck', () => {
    for (const model of [classic, edition, fixture])
      expect(renderRulebookSource(template, model).length).toBeGreaterThan(50);
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
    expect(renderRulebookSource('# {{deck.name}}', starred)[0]).toMatchObject({
      spans: [{ text: 'Jibe *Deluxe*', bold: false, italic: false }],
    });
  });
});

describe('any valid deck gets a rulebook', () => {
  const base = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8')) as {
    icons: { value: number; name: string }[];
  } & Record<string, unknown>;
  const template = readFileSync(RULEBOOK_TEMPLATE, 'utf8');
  const deckArb = fc.record({
    values: fc.array(fc.oneof(fc.constant(0), fc.constant(10), fc.integer({ min: 0, max: 80 })), {
      minLength: 12,
      maxLength: 12,
    }),
    wild: fc.integer({ min: 0, max: 11 }),
    wildCores: fc.integer({ min: 0, max: 12 }),
    name: fc.string({ minLength: 1, maxLength: 70 }),
    options: fc.record({
      layout: fc.constantFrom('halves', 'alternating'),
      wildScope: fc.constantFrom('side', 'card'),
      coreBonus: fc.boolean(),
      scoring: fc.constantFrom('total', 'rounds'),
    }),
  });

  prop.prop([deckArb], { numRuns: 25 })(
    'values, wild icon, wild cores, layout and options',
    ({ values, wild, wildCores, name, options }) => {
      const icons = base.icons.map((icon, i) => ({ ...icon, value: values[i]!, name: i === 4 ? name : icon.name }));
      const parsed = parseDeck({
        ...base,
        icons,
        wild: (icons[wild] as unknown as { id: string }).id,
        wildCores,
        options,
      });
      if (!parsed.ok) throw new Error(parsed.error.map((p) => p.message).join('; '));
      const model = buildRulebookModel(parsed.value);
      const blocks = renderRulebookSource(template, model);
      // Every example the deck can show is in the text; the one it cannot is left out, not broken.
      const shown = blocks
        .filter((b) => b.kind === 'directive' && b.name === 'example')
        .map((b) => (b as { arg: string }).arg);
      expect(shown).toContain(wildCores > 0 ? 'wild-hole' : 'wild-side');
      expect(shown).not.toContain(wildCores > 0 ? 'wild-side' : 'wild-hole');
      for (const id of shown) expect(model.positions.some((p) => p.id === id)).toBe(true);
      // A name cannot add headings: the level-2 sections stay the template's.
      const sections = (list: typeof blocks) => list.filter((b) => b.kind === 'heading' && b.level === 2).length;
      expect(sections(blocks)).toBe(sections(renderRulebookSource(template, classic)));
    },
  );
});

// One reading of the rules across every text a player reads: the wild icon's colour worded one way
// (docs/rules.md §8: one of the icons of its colour, its sides wild) in the rulebook, the player aid,
// docs/rules.md, the Cards page and the lessons, with no other wording beside it; and the card
// layout offered nowhere as a house rule, being how the deck is printed.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../engine/index.ts';
import { loadDeck } from '../generator/deck-fs.ts';
import { viewCardFace } from '../draw/card-view.ts';
import { SIZE_PRESETS } from '../draw/card-size.ts';
import { playerAidBlocks } from '../draw/rulebook/rulebook-files.ts';
import { renderRulebookSource } from '../draw/rulebook/source.ts';
import { buildRulebookModel } from '../draw/rulebook/view-model.ts';
import type { Block } from '../draw/rulebook/markdown.ts';
import { buildCardGallery } from '../site/src/lib/cards-view.ts';
import { buildLessons } from '../site/src/lib/play-view.ts';
import { HOUSE_RULES, viewVariants } from '../draw/rule-options.ts';
import { wildColourSentence } from '../draw/rule-text.ts';
import { enumerateCards } from '../engine/index.ts';

const ROOT = join(import.meta.dirname, '..');
const TEMPLATE = readFileSync(join(ROOT, 'templates', 'rulebook', 'rulebook.md.hbs'), 'utf8');
const DECKS = ['decks/classic', 'decks/edition-2018', 'test/fixtures/five-colours', 'test/fixtures/rulebook-flat'];

/** Other ways the wild icon's colour was once told: none may come back. */
const OTHER_WORDINGS =
  /belongs to no single colour|any \(star\)|\bcolour: any\b|four-colour wheel|every colour and a star|band and a mark of its own|charcoal band|drawn apart from the \d+ colours/i;

type Spans = { text: string }[];
/** Blocks as text, a line a paragraph, list item or table row, whitespace made single. */
function textOf(blocks: readonly Block[]): string {
  const line = (spans: Spans) => spans.map((s) => s.text).join('');
  return blocks
    .flatMap((b) => {
      const x = b as { spans?: Spans; items?: Spans[]; rows?: Spans[][] };
      if (x.items) return x.items.map(line);
      if (x.rows) return x.rows.map((r) => r.map(line).join(' | '));
      return x.spans ? [line(x.spans)] : [];
    })
    .join('\n')
    .replace(/[ \t]+/g, ' ');
}

const wildOf = (deck: Deck) => {
  const icon = deck.icons.find((i) => i.id === deck.wild)!;
  return { icon, colour: deck.colours.find((c) => c.id === icon.colour)! };
};

describe.each(DECKS)("the wild icon's colour in every text of %s", (dir) => {
  const { deck } = loadDeck(join(ROOT, dir));
  const { icon, colour } = wildOf(deck);
  const sentence = wildColourSentence(icon.name, colour.name);
  const model = buildRulebookModel(deck);
  const blocks = renderRulebookSource(TEMPLATE, model);
  const texts: [string, string][] = [
    ['the rulebook', textOf(blocks)],
    ['the player aid', textOf(playerAidBlocks(blocks))],
    ['the Cards page', buildCardGallery(deck, '/', { width: 1, height: 1 }).wildColour],
    [
      'the lessons',
      buildLessons(deck)
        .flatMap((l) => l.paragraphs)
        .join('\n'),
    ],
  ];

  test.each(texts)('%s says it in the one wording, and in no other', (_, text) => {
    expect(text).toContain(sentence);
    expect(text).not.toMatch(OTHER_WORDINGS);
  });

  test("the rulebook's icon table and colour list give the wild icon its colour and that colour's mark", () => {
    const row = model.icons.find((i) => i.wild)!;
    expect([row.colour, row.cue]).toEqual([colour.name, colour.cue]);
    expect(model.colours.find((c) => c.id === colour.id)!.icons).toContain(icon.name);
  });

  test("the printed face of a wild card shows its colour's band and mark on every wild side", () => {
    const core = enumerateCards(deck).find((c) => c.sets.length === 1 && c.sets[0] === deck.wild);
    const pair = enumerateCards(deck).find((c) => c.kind === 'pair' && c.sets.includes(deck.wild))!;
    for (const card of [core, pair].filter((c) => c !== undefined)) {
      const view = viewCardFace(deck, card, SIZE_PRESETS['tgc-hex']!);
      for (const side of view.sides.filter((s) => s.icon === deck.wild))
        expect([side.colour, side.cue]).toEqual([colour.id, colour.cue]);
    }
  });
});

test('docs/rules.md says it in the one wording for the classic deck, and in no other', () => {
  const { deck } = loadDeck(join(ROOT, 'decks/classic'));
  const { icon, colour } = wildOf(deck);
  const docs = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8').replace(/\s+/g, ' ');
  expect(docs).toContain(wildColourSentence(icon.name, colour.name));
  expect(docs).not.toMatch(OTHER_WORDINGS);
});

describe('the card layout is the printed deck, never a house rule', () => {
  test.each(DECKS)('%s: the rulebook offers no layout among its variants', (dir) => {
    const { deck } = loadDeck(join(ROOT, dir));
    expect(viewVariants(deck).map((v) => v.option)).not.toContain('layout');
    expect(textOf(renderRulebookSource(TEMPLATE, buildRulebookModel(deck)))).not.toMatch(/^Card layout$/m);
  });

  test("the scorekeeper's house rules are the rulebook's, without the layout", () => {
    expect(HOUSE_RULES).not.toContain('layout');
  });
});

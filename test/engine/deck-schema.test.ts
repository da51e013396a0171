import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deckCounts, enumerateCards } from '../../engine/cards.ts';
import { deckJsonSchema, parseDeck } from '../../engine/deck-schema.ts';
import { formatProblems } from '../../engine/problems.ts';
import { MAX_CARDS, MAX_COLOURS, MAX_ICONS_PER_COLOUR, MAX_ROUNDS, MAX_WILD_CORES } from '../../engine/types.ts';
import { shapedDeck, shapedDeckFile } from '../support/shaped-deck.ts';

const classic = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));
const edition2018 = JSON.parse(readFileSync('decks/edition-2018/deck.json', 'utf8'));

/** The classic deck file with one change applied. */
function variant(change: (deck: any) => void): unknown {
  const copy = structuredClone(classic);
  change(copy);
  return copy;
}

function problemsOf(input: unknown): string {
  const parsed = parseDeck(input);
  if (parsed.ok) throw new Error('expected problems');
  return formatProblems(parsed.error);
}

describe('parseDeck', () => {
  test('the shipped decks are valid and carry the defaults of docs/rules.md', () => {
    const deck = parseDeck(classic);
    expect(deck.ok).toBe(true);
    if (!deck.ok) return;
    expect(deck.value.options).toEqual({
      handSize: 5,
      layout: 'halves',
      wildPenalty: 100,
      wildScope: 'side',
      coreBonus: true,
      scoring: 'total',
      players: { min: 2, max: 6 },
    });
    expect(deck.value.icons.map((i) => `${i.id}=${i.value}`).join(' ')).toBe(
      'can=0 joker=0 beakers=5 pencil=10 bulb=15 note=20 star=25 heart=30 plane=35 gear=40 key=45 fire=50',
    );
    const old = parseDeck(edition2018);
    expect(old.ok && old.value.options.handSize).toBe(3);
    expect(old.ok && old.value.icons.map((i) => i.value)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('options left out take the defaults', () => {
    const deck = parseDeck(variant((d) => delete d.options));
    expect(deck.ok && deck.value.options.wildPenalty).toBe(100);
  });

  test('a wrong type names its path and what was found', () => {
    expect(problemsOf(variant((d) => (d.icons[3].value = 'ten')))).toMatchInlineSnapshot(
      `"icons[3].value: expected a number, got "ten""`,
    );
  });

  test('a negative value', () => {
    expect(problemsOf(variant((d) => (d.icons[2].value = -5)))).toMatchInlineSnapshot(
      `"icons[2].value: expected a number ≥ 0, got -5"`,
    );
  });

  test('every problem is reported, not just the first', () => {
    expect(
      problemsOf(
        variant((d) => {
          d.icons[0].value = 'x';
          d.name = '';
          d.options.layout = 'spiral';
        }),
      ),
    ).toMatchInlineSnapshot(`
      "name: expected a non-empty text, got ""
      icons[0].value: expected a number, got "x"
      options.layout: expected one of "halves", "alternating", got "spiral""
    `);
  });

  test('colour counts, unknown colours, duplicate ids and the wild icon', () => {
    expect(
      problemsOf(
        variant((d) => {
          d.icons[3].colour = 'gold';
          d.icons[8].colour = 'gold';
          d.icons[5].colour = 'purple';
          d.icons[7].id = 'star';
          d.wild = 'clown';
        }),
      ),
    ).toMatchInlineSnapshot(`
      "icons: icon id "star" is used twice
      icons[5].colour: unknown colour "purple" (the colours are red, gold, green, blue)
      colours[3]: blue has 1 icon; each colour needs 2 to 6
      wild: unknown icon "clown" (the icons are can, joker, beakers, pencil, bulb, note, star, star, plane, gear, key, fire)"
    `);
  });

  test('the deal limit: players × hand size must leave a pile', () => {
    expect(
      problemsOf(variant((d) => (d.options = { handSize: 20, players: { min: 2, max: 4 } }))),
    ).toMatchInlineSnapshot(
      `"options.players.max: 4 players × 20 cards is more than the 79 cards left after the starting core"`,
    );
  });

  test('unknown fields and a missing format are named', () => {
    expect(
      problemsOf(
        variant((d) => {
          delete d.format;
          d.colour = [];
        }),
      ),
    ).toMatchInlineSnapshot(`
      "format: expected 1, got nothing
      (top level): unknown field "colour" (did you mean "colours"?)"
    `);
  });

  test('an unknown field is matched with the field it was probably meant to be, at any depth', () => {
    expect(
      problemsOf(
        variant((d) => {
          d.icons[3].colr = 'red';
          d.options.handsize = 4;
          d.zebra = true;
        }),
      ),
    ).toMatchInlineSnapshot(`
      "icons[3]: unknown field "colr" (did you mean "colour"?)
      options: unknown field "handsize" (did you mean "handSize"?)
      (top level): unknown field "zebra" (check the spelling)"
    `);
  });

  test('not an object at all', () => {
    expect(problemsOf(42)).toMatchInlineSnapshot(`"(top level): expected an object, got 42"`);
  });
});

test('decks/deck.schema.json is the schema the code validates with', () => {
  expect(JSON.parse(readFileSync('decks/deck.schema.json', 'utf8'))).toEqual(deckJsonSchema());
});

test('a list of the wrong length is described by its length', () => {
  const file = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));
  file.icons = [...file.icons, ...file.icons, ...file.icons, ...file.icons].slice(0, 40);
  file.colours = file.colours.slice(0, 1);
  const parsed = parseDeck(file);
  expect(!parsed.ok && formatProblems(parsed.error)).toBe(
    'icons: expected at most 36 items, got 40\ncolours: expected at least 2 items, got 1',
  );
});

describe('the deck shape comes from the deck file', () => {
  test.each([
    { shape: [2, 2], wildCores: 0, cards: 9 },
    { shape: [3, 3, 3, 3], wildCores: 3, cards: 80 },
    { shape: [3, 3, 3, 3, 3], wildCores: 2, cards: 121 },
    { shape: [2, 6, 4], wildCores: 1, cards: 78 },
    { shape: [6, 6, 6, 6, 6, 6], wildCores: 12, cards: 677 },
  ])('$shape.length colours of $shape icons and $wildCores wild cores: $cards cards', ({ shape, wildCores, cards }) => {
    const deck = shapedDeck(shape, wildCores);
    const counts = deckCounts(deck);
    const icons = shape.reduce((a, b) => a + b, 0);
    expect(counts).toMatchObject({
      icons,
      colours: shape.length,
      pairs: (icons * (icons - 1)) / 2,
      iconCores: icons - 1,
      wildCores,
      cores: icons - 1 + wildCores,
      maxRounds: icons - 1 + wildCores,
      cards,
      dealPool: cards - 1,
    });
    expect(enumerateCards(deck)).toHaveLength(cards);
  });

  test('the largest deck the bounds allow is the one MAX_CARDS and MAX_ROUNDS count', () => {
    const counts = deckCounts(shapedDeck(Array(MAX_COLOURS).fill(MAX_ICONS_PER_COLOUR), MAX_WILD_CORES));
    expect([counts.cards, counts.maxRounds]).toEqual([MAX_CARDS, MAX_ROUNDS]);
  });

  test('a colour with too few or too many icons is named by its place in the list', () => {
    expect(problemsOf(shapedDeckFile([3, 1, 7]))).toMatchInlineSnapshot(`
      "colours[1]: colour-1 has 1 icon; each colour needs 2 to 6
      colours[2]: colour-2 has 7 icons; each colour needs 2 to 6"
    `);
  });

  test('a colour with no icon at all is named', () => {
    const file = shapedDeckFile([3, 3]);
    file.colours.push({ id: 'empty', name: 'Empty', screen: '#000000', cue: 'bar' });
    expect(problemsOf(file)).toBe('colours[2]: empty has 0 icons; each colour needs 2 to 6');
  });

  test('each colour needs a cue of its own', () => {
    const file = shapedDeckFile([3, 3, 3]);
    file.colours[2].cue = file.colours[0].cue;
    expect(problemsOf(file)).toBe(
      `colours[2].cue: colour-2 has the cue "circle" of colour-0; each colour needs a cue of its own, so that colour-blind players can tell them apart (circle, triangle, square, diamond, cross, bar)`,
    );
  });

  test('more colours than there are cues', () => {
    expect(problemsOf(shapedDeckFile([2, 2, 2, 2, 2, 2, 2]))).toMatch(/^colours: expected at most 6 items, got 7$/m);
  });

  test('the deal limit counts the cards of the deck, whatever its shape', () => {
    const file = shapedDeckFile([2, 2], 0);
    file.options = { handSize: 3, players: { min: 2, max: 3 } };
    expect(problemsOf(file)).toBe(
      'options.players.max: 3 players × 3 cards is more than the 8 cards left after the starting core',
    );
  });
});

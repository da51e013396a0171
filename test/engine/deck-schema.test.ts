import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deckJsonSchema, parseDeck } from '../../engine/deck-schema.ts';
import { formatProblems } from '../../engine/problems.ts';

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
          d.icons[5].colour = 'purple';
          d.icons[7].id = 'star';
          d.wild = 'clown';
        }),
      ),
    ).toMatchInlineSnapshot(`
      "icons: icon id "star" is used twice
      icons[5].colour: unknown colour "purple" (the colours are red, gold, green, blue)
      colours: each colour must have exactly 3 icons (blue has 2)
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
  file.icons = file.icons.slice(0, 11);
  const parsed = parseDeck(file);
  expect(!parsed.ok && formatProblems(parsed.error)).toBe('icons: expected exactly 12 items, got 11');
});

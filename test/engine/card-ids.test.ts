import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { enumerateCards, formatProblems, parseDeck } from '../../engine/index.ts';

// Issue 16, item 4: card ids join icon ids with "-", so some icon ids made two cards with one id;
// validation passed, the build overwrote faces and the simulator crashed.

const classic = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));

/** The classic deck file with some icons renamed (by deck index); the wild icon follows a rename. */
function renamed(ids: Record<number, string>): unknown {
  const copy = structuredClone(classic);
  for (const [index, id] of Object.entries(ids)) {
    const icon = copy.icons[Number(index)];
    if (copy.wild === icon.id) copy.wild = id;
    icon.id = id;
  }
  return copy;
}

const problemsOf = (input: unknown): string => {
  const parsed = parseDeck(input);
  return parsed.ok ? 'valid' : formatProblems(parsed.error);
};

describe('icon ids that would give two cards one id are refused, naming the icon', () => {
  test.each([
    [
      'an icon named "core"',
      { 0: 'core' },
      'icons[0].id: "core" makes two cards with the id "core-beakers": the pair card of "core" and "beakers" and the core card of "beakers" (and 9 more clashes); card ids join icon ids with "-", so choose another icon id',
    ],
    [
      'an icon named like a wild core, "joker-1"',
      { 0: 'joker-1' },
      'icons[0].id: "joker-1" makes two cards with the id "core-joker-1": the core card of "joker-1" and a wild core of "joker"; card ids join icon ids with "-", so choose another icon id',
    ],
    [
      'hyphens that repeat a pattern, "a" + "b-c" and "a-b" + "c"',
      { 2: 'a', 3: 'b-c', 4: 'a-b', 5: 'c' },
      'icons[3].id: "b-c" makes two cards with the id "a-b-c": the pair card of "a" and "b-c" and the pair card of "a-b" and "c"; card ids join icon ids with "-", so choose another icon id',
    ],
  ])('%s', (_, ids, expected) => {
    expect(problemsOf(renamed(ids))).toBe(expected);
  });

  test.each([
    ['"core" as the last icon makes no clash', { 11: 'core' }],
    ['hyphens that make no clash', { 2: 'flask-conical', 3: 'pencil-2' }],
  ])('%s', (_, ids) => {
    const parsed = parseDeck(renamed(ids));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const cards = enumerateCards(parsed.value);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseDeck } from '../../engine/deck-schema.ts';
import { formatProblems } from '../../engine/problems.ts';
import { parseRecord } from '../../engine/record.ts';

const classic = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));

function deckProblems(change: (deck: any) => void): string {
  const copy = structuredClone(classic);
  change(copy);
  const parsed = parseDeck(copy);
  return parsed.ok ? 'valid' : formatProblems(parsed.error);
}

const record = (options: unknown) => ({
  format: 1,
  players: ['Ann', 'Bob'],
  options,
  rounds: [{ start: 'core-fire', turns: [] }],
});

function recordProblems(options: unknown): string {
  const parsed = parseRecord(record(options));
  return parsed.ok ? 'valid' : formatProblems(parsed.error);
}

// Issue 16, item 3: numbers that would wrap in the Int32 tables or print as 0.30000000000000004.
describe('deck numbers are whole and bounded', () => {
  test.each([
    ['a value past the Int32 range', (d: any) => (d.icons[2].value = 3_000_000_000), 'icons[2].value'],
    ['a huge value', (d: any) => (d.icons[2].value = 1e308), 'icons[2].value'],
    ['a decimal value', (d: any) => (d.icons[2].value = 0.1), 'icons[2].value'],
    ['a value just over the bound', (d: any) => (d.icons[2].value = 1_000_001), 'icons[2].value'],
    ['a wild penalty past the bound', (d: any) => (d.options = { wildPenalty: 3e9 }), 'wildPenalty'],
    ['a decimal wild penalty', (d: any) => (d.options = { wildPenalty: 0.5 }), 'wildPenalty'],
    ['a huge hand', (d: any) => (d.options = { handSize: 1e15 }), 'handSize'],
    ['a thousand players', (d: any) => (d.options = { players: { min: 2, max: 1000 } }), 'players.max'],
  ])('%s is refused with a plain message', (_, change, field) => {
    const text = deckProblems(change);
    expect(text).toContain(field);
    expect(text).toMatch(/expected a (whole number|number [≤≥] -?\d+), got /);
  });

  test('the bounds themselves are accepted', () => {
    expect(
      deckProblems((d) => {
        d.icons[11].value = 1_000_000;
        d.options = { wildPenalty: -1_000_000 };
      }),
    ).toBe('valid');
  });
});

describe('record options are checked by the same bounds', () => {
  test.each([[{ wildPenalty: 3e9 }], [{ handSize: 1e15 }], [{ wildPenalty: 0.25 }]])('%o is refused', (options) => {
    expect(recordProblems(options)).toMatch(/options\.\w+: expected a (whole number|number [≤≥] -?\d+), got /);
  });
});

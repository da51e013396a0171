// A designer's fix read in one row: a comparison and a sweep give per-icon and per-card rows, a
// sweep varies deck fields as well as rule options, and every row and answer calls the wild icon
// by the deck's own name.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Deck } from '../../engine/index.ts';
import type { CompareRow } from '../../simulator/compare.ts';
import { type SimulateRequest, simulate } from '../../simulator/run.ts';
import { parseSweep } from '../../simulator/sweep.ts';
import { classicDeck } from '../support/classic.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-compare-'));
const quiet = { write: () => true };

/** The classic deck with its Joker called the Jester: no row or answer may say "Joker". */
const jester: Deck = {
  ...classicDeck,
  icons: classicDeck.icons.map((i) => (i.id === classicDeck.wild ? { ...i, name: 'Jester' } : i)),
};
const withFire = (value: number): Deck => ({
  ...jester,
  icons: jester.icons.map((i) => (i.id === 'fire' ? { ...i, value } : i)),
});

const request = (extra: Partial<SimulateRequest>): SimulateRequest => ({
  a: { deck: jester, place: 'jester' },
  players: 3,
  games: 30,
  bots: 'greedy',
  rounds: 1,
  seed: 3,
  workers: 1,
  json: true,
  outputRoot: join(tmp, 'output'),
  noCache: true,
  join,
  stderr: quiet,
  ...extra,
});

const row = (rows: readonly CompareRow[], measure: string): CompareRow => {
  const found = rows.find((r) => r.measure === measure);
  expect(found, measure).toBeDefined();
  return found!;
};

describe('--compare', () => {
  it("moves the changed icon's row, beyond chance, more than any other icon's", async () => {
    const out = join(tmp, 'fire');
    const json = JSON.parse(
      await simulate(request({ b: { deck: withFire(150), place: 'hot', label: ['jester', 'hot'] }, out })),
    );
    const icons: CompareRow[] = json.comparison.icons;
    const fire = row(icons, 'Fire: mean points of a play');
    expect(fire.significant).toBe(true);
    expect(fire.difference.diff).toBeGreaterThan(20);
    const others = icons.filter((r) => r.measure.endsWith('mean points of a play') && r !== fire);
    expect(others).toHaveLength(11);
    for (const r of others) expect(r.difference.diff).toBeLessThan(fire.difference.diff);
    // Every card both decks have: the mean points row and, where both played it, the winner's share.
    const cards: CompareRow[] = json.comparison.cards;
    expect(cards.filter((r) => r.measure.endsWith('mean points of a play'))).toHaveLength(80);
    expect(row(cards, 'key-fire: mean points of a play').difference.diff).toBeGreaterThan(50);
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    expect(md).toContain('## Icons');
    expect(md).toContain('| Fire: mean points of a play |');
    expect(md).toMatch(/- Icons: .*Fire: mean points of a play higher in B/);
    expect(md).toContain('| key-fire: plays made by the winner |');
  }, 60_000);
});

describe('--sweep over deck fields', () => {
  it.each([
    ['icons.fire.value=10,20', 'icons.fire.value'],
    ['wildCores=0,3', 'wildCores'],
    ['handSize=4..5', 'handSize'],
  ])('%s is accepted', (text, option) => expect(parseSweep(text).option).toBe(option));

  it('refuses an icon the deck lacks, and a value the deck cannot take, with the reason', async () => {
    await expect(simulate(request({ sweep: 'icons.comet.value=1,2' }))).rejects.toThrow(
      /--sweep: icons\.comet\.value: the deck has no icon "comet"/,
    );
    await expect(simulate(request({ sweep: 'wildCores=0,13' }))).rejects.toThrow(/--sweep: wildCores 13: wildCores:/);
  });

  it("a sweep of one icon's value moves that icon's row, named by the deck's own wild name", async () => {
    const out = join(tmp, 'sweep');
    const json = JSON.parse(await simulate(request({ sweep: 'icons.fire.value=50,150', out })));
    expect(json.sweep).toEqual({ option: 'icons.fire.value', values: ['50', '150'], baseline: '50' });
    const [c] = json.comparisons;
    expect(row(c.comparison.icons, 'Fire: mean points of a play').significant).toBe(true);
    expect(row(c.comparison.rows, 'seat-rounds ending with a Jester in hand')).toBeDefined();
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    expect(md).toContain('Jester in hand at end');
    expect(md).not.toContain('Joker');
  }, 60_000);
});

describe("the wild icon's own name", () => {
  it('is used in the summary, the answers and the comparison; the summary gives the icon rows', async () => {
    const out = join(tmp, 'named');
    const text = await simulate(
      request({ json: false, b: { deck: withFire(60), place: 'warm', label: ['jester', 'warm'] }, out }),
    );
    expect(text).toContain('Jester cards left in hand:');
    // The terminal shows every icon row, the changed icon's beyond chance.
    expect(text).toContain('per icon (Holm over its 24 rows):');
    expect(text).toMatch(
      /^ {2}Fire: mean points of a play: \d+\.\d → \d+\.\d \(\+\d+\.\d, Holm p [^)]+\) higher in B$/m,
    );
    expect(text).not.toContain('Joker');
    const report = JSON.parse(readFileSync(join(out, 'a', 'report.json'), 'utf8'));
    expect(report.answers.map((a: { question: string }) => a.question)).toContain('Does the Jester penalty bite?');
    expect(JSON.stringify(report.answers)).not.toContain('Joker');
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    expect(md).toContain('| seat-rounds ending with a Jester in hand |');
    expect(md).not.toContain('Joker');
  }, 60_000);
});

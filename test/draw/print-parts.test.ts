// The print files made in parts (each thread of the Studio's print control takes every n-th file
// of those one run makes) join into the files one run makes, in its order, byte for byte.
// Pixels come from a stand-in renderer here: the parts are about which card goes where, and the
// real pixels are held against the build's by print-files.test.ts.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAPERS } from '../../draw/paper.ts';
import { makePrintFiles, type PrintChoice, type PrintFile, type PrintTools } from '../../draw/print-files.ts';
import { joinPrintParts } from '../../draw/print-parts.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { stubPrintTools } from '../support/stub-print-tools.ts';

let tools: PrintTools;

beforeAll(() => {
  tools = stubPrintTools();
});

const classic = () => {
  const loaded = loadDeck('decks/classic');
  return packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8'));
};

async function make(choice: PrintChoice, index: number, count: number): Promise<PrintFile[]> {
  const made = await makePrintFiles(classic(), choice, tools, { index, count });
  if (!made.ok) throw new Error(made.error.map((p) => p.message).join('; '));
  return made.value;
}

const CHOICES: { name: string; choice: PrintChoice }[] = [
  { name: 'card PNGs', choice: { kind: 'cards', papers: [], duplex: 'long', lowInk: false } },
  { name: 'shop files', choice: { kind: 'shop', papers: [], duplex: 'long', lowInk: false } },
];

describe('print files made in parts', () => {
  test.each(CHOICES)('$name in 2 and 3 parts join into one run’s files', async ({ choice }) => {
    const whole = await make(choice, 0, 1);
    expect(whole.filter((f) => f.path.startsWith('cards/'))).toHaveLength(81);
    for (const count of [2, 3]) {
      const parts = await Promise.all(Array.from({ length: count }, (_, i) => make(choice, i, count)));
      // Each part has its share: every count-th file from its own index on, PDFs and PNGs alike.
      for (const [i, files] of parts.entries())
        expect(files.map((f) => f.path)).toEqual(whole.filter((_, n) => n % count === i).map((f) => f.path));
      const joined = joinPrintParts(parts);
      expect(joined.map((f) => f.path)).toEqual(whole.map((f) => f.path));
      const pngs = (files: PrintFile[]) => files.filter((f) => f.path.endsWith('.png')).map((f) => f.bytes);
      expect(pngs(joined)).toEqual(pngs(whole));
    }
  });

  test('home sheets on two papers are a PDF a part', async () => {
    const choice: PrintChoice = { kind: 'home', papers: [PAPERS.a4!, PAPERS.letter!], duplex: 'long', lowInk: false };
    const whole = await make(choice, 0, 1);
    const parts = [await make(choice, 0, 2), await make(choice, 1, 2)];
    expect(parts.map((files) => files.map((f) => f.path))).toEqual([
      ['sheets/a4-long.pdf'],
      ['sheets/letter-long.pdf'],
    ]);
    expect(joinPrintParts(parts)).toEqual(whole);
  });
});

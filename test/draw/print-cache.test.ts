// Print files asked for again from a deck that did not change are the files made before, not
// drawn again; a change to the deck or an option makes again exactly the files it touches.
// Pixels come from a stand-in renderer that counts its calls.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAPERS } from '../../draw/paper.ts';
import { createMadeFiles } from '../../draw/print-cache.ts';
import { makePrintFiles, type PrintChoice, type PrintFile, type PrintTools } from '../../draw/print-files.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { stubPrintTools } from '../support/stub-print-tools.ts';

let tools: PrintTools;
let rendered = 0;

beforeAll(() => {
  tools = stubPrintTools({ made: createMadeFiles() }, () => rendered++);
});

const classic = () => {
  const loaded = loadDeck('decks/classic');
  return packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8')) as {
    deck: { colours: { screen: string }[] };
  };
};

/** The files made, and how many pictures were drawn for them. */
async function make(bundle: unknown, choice: PrintChoice): Promise<{ files: PrintFile[]; drawn: number }> {
  const before = rendered;
  const made = await makePrintFiles(bundle, choice, tools);
  if (!made.ok) throw new Error(made.error.map((p) => p.message).join('; '));
  return { files: made.value, drawn: rendered - before };
}

const CARDS: PrintChoice = { kind: 'cards', papers: [], duplex: 'long', lowInk: false };

describe('print files made before', () => {
  test('the card PNGs asked for again are the same files, none drawn again', async () => {
    const first = await make(classic(), CARDS);
    expect(first.drawn).toBe(81);
    const again = await make(classic(), CARDS);
    expect(again.drawn).toBe(0);
    expect(again.files).toEqual(first.files);
  });

  test('a changed colour draws again the cards of that colour only', async () => {
    await make(classic(), CARDS);
    const bundle = classic();
    bundle.deck.colours[0]!.screen = '#123456';
    const changed = await make(bundle, CARDS);
    expect(changed.drawn).toBeGreaterThan(0);
    expect(changed.drawn).toBeLessThan(81);
  });

  test('another resolution draws every card again', async () => {
    expect((await make(classic(), { ...CARDS, dpi: 150 })).drawn).toBe(81);
  });

  test('a home sheet asked for again is the same PDF; another gutter makes another', async () => {
    const home: PrintChoice = { kind: 'home', papers: [PAPERS.a4!], duplex: 'long', lowInk: false };
    const first = await make(classic(), home);
    const again = await make(classic(), home);
    expect(Buffer.from(again.files[0]!.bytes).equals(Buffer.from(first.files[0]!.bytes))).toBe(true);
    const gutter = await make(classic(), { ...home, gutter: 6 });
    expect(Buffer.from(gutter.files[0]!.bytes).equals(Buffer.from(first.files[0]!.bytes))).toBe(false);
  });

  test('files handed out and emptied (sent to another thread) leave the kept ones whole', async () => {
    const first = await make(classic(), CARDS);
    for (const file of first.files) structuredClone(file.bytes, { transfer: [file.bytes.buffer as ArrayBuffer] });
    const again = await make(classic(), CARDS);
    expect(again.drawn).toBe(0);
    expect(again.files.every((f) => f.bytes.length > 0)).toBe(true);
  });
});

// The print files the browser makes are `jibe build`'s: draw/print-files.ts run as the Studio's
// print worker runs it (fonts handed in as bytes, resvg-wasm for art and pixels) gives PDFs with the
// build's page counts whose pages render the same, and PNGs byte for byte the build's.

import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAPERS } from '../../draw/paper.ts';
import { makePrintFiles, type PrintChoice, type PrintFile, type PrintTools } from '../../draw/print-files.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { readCardTemplates } from '../../generator/print/card-svg.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { drawingTools, printTools } from '../../site/src/draw/drawing-tools.ts';
import { runCli } from '../support/run-cli.ts';
import { comparePngBytes, pageCount, worstPageDifference } from './print-compare.ts';
import { readyResvgWasm } from '../support/resvg-wasm.ts';

let tools: PrintTools;
/** The build's folders by flags: made first, while the fonts are still read from disk as the CLI reads them. */
const built = new Map<string, string>();
// Every option the Studio offers away from its default in one build: small cards, Letter sheets
// flipped on the short edge with a gutter and the backs shifted, and the card PNGs at 150 DPI.
const OPTIONS = [
  ...['--size', 'small', '--paper', 'letter', '--duplex', 'short'],
  ...['--gutter', '6.35', '--offset', '1,-0.5', '--dpi', '150'],
];
const BUILDS = [[], ['--duplex', 'fold', '--low-ink'], ['--shop'], OPTIONS];

beforeAll(async () => {
  for (const flags of BUILDS) built.set(flags.join(' '), await build(flags));
  await readyResvgWasm();
  const fontBuffers = [readFileSync(DEFAULT_FONTS.regular), readFileSync(DEFAULT_FONTS.bold)];
  // From here on, as in the browser's print thread: the fonts are the bytes handed in, and no file is read.
  tools = printTools(drawingTools(fontBuffers[0]!, fontBuffers[1]!, readCardTemplates()));
}, 600_000);

const classic = () => {
  const loaded = loadDeck('decks/classic');
  return packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8'));
};

/** `jibe build` with these flags into a folder of its own; the folder of the classic deck's files. */
async function build(flags: string[]): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'jibe-print-'));
  const run = await runCli(['build', '--out', out, ...flags]);
  // Small cards crowd two names against their icons: warned of, built all the same.
  expect(run.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('warning:'))).toEqual([]);
  expect(run.code).toBe(0);
  return join(out, 'classic');
}

async function make(choice: PrintChoice): Promise<PrintFile[]> {
  const made = await makePrintFiles(classic(), choice, tools);
  if (!made.ok) throw new Error(made.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
  return made.value;
}

const both = [PAPERS.a4!, PAPERS.letter!];
// The comparisons make every file in resvg-wasm and render each PDF page twice: beside three busy
// processes on a shared 2-core machine (load average about 17) the shop files took 164 s and the
// card PNGs 98 s, past the 120 s default. A budget of their own, about three times that.
const COMPARE_BUDGET = 480_000;

describe('the print files made as the browser makes them are the build’s', () => {
  test.each([
    { name: 'home sheets, long-edge duplex', flags: [], choice: { kind: 'home', duplex: 'long', lowInk: false } },
    {
      name: 'home sheets, fold, low ink',
      flags: ['--duplex', 'fold', '--low-ink'],
      choice: { kind: 'home', duplex: 'fold', lowInk: true },
    },
    { name: 'shop files', flags: ['--shop'], choice: { kind: 'shop', duplex: 'long', lowInk: false } },
    {
      name: 'small cards’ home sheets on Letter, short edge, with a gutter and the backs shifted',
      flags: OPTIONS,
      choice: {
        kind: 'home',
        papers: [PAPERS.letter!],
        duplex: 'short',
        lowInk: false,
        gutter: 6.35,
        offset: { x: 1, y: -0.5 },
        size: 'small',
      },
    },
    {
      name: 'small cards’ PNGs at 150 DPI',
      flags: OPTIONS,
      choice: { kind: 'cards', duplex: 'short', lowInk: false, dpi: 150, size: 'small' },
    },
  ] as const)(
    '$name: the same files, page counts, pages within 1 % and PNG bytes',
    async ({ flags, choice }) => {
      const folder = built.get(flags.join(' '))!;
      const files = await make({ papers: both, ...choice });
      const pdfs = files.filter((f) => f.path.endsWith('.pdf'));
      expect(pdfs.length).toBe(choice.kind === 'cards' ? 0 : choice.kind === 'shop' ? 3 : 'papers' in choice ? 1 : 2);
      for (const pdf of pdfs) {
        const theirs = readFileSync(join(folder, pdf.path));
        expect(pageCount(pdf.bytes), pdf.path).toBe(pageCount(theirs));
        // 20 DPI: every card and mark is there to compare, and 160 shop pages render in seconds.
        expect(worstPageDifference(pdf.bytes, theirs, 20), pdf.path).toBeLessThanOrEqual(0.01);
      }
      const pngs = files.filter((f) => f.path.endsWith('.png'));
      expect(pngs.length).toBe(choice.kind === 'home' ? 0 : 81);
      for (const png of pngs)
        expect(comparePngBytes(png.bytes, readFileSync(join(folder, png.path))), png.path).toBeNull();
    },
    COMPARE_BUDGET,
  );

  test(
    'the card PNGs alone are the build’s cards/ folder, byte for byte',
    async () => {
      const folder = built.get('')!;
      const files = await make({ kind: 'cards', papers: [], duplex: 'long', lowInk: false });
      expect(files.map((f) => f.path)).toContain('cards/back.png');
      expect(files).toHaveLength(81);
      for (const png of files)
        expect(comparePngBytes(png.bytes, readFileSync(join(folder, png.path))), png.path).toBeNull();
    },
    COMPARE_BUDGET,
  );

  test.each([
    [{ gutter: 25 }, '--gutter', /25 is not a gutter/],
    [{ offset: { x: 1, y: 0 }, duplex: 'fold' }, '--offset', /nothing to move/],
    [{ dpi: 50 }, '--dpi', /50 is not a resolution/],
    [{ size: '10mm' }, '--size', /is not a card size/],
  ] as const)('%o makes no print files: the flag and jibe build’s words', async (options, flag, message) => {
    const choice: PrintChoice = { kind: 'home', papers: both, duplex: 'long', lowInk: false, ...options };
    const made = await makePrintFiles(classic(), choice, tools);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error).toEqual([{ path: flag, message: expect.stringMatching(message) }]);
  });

  test('a deck whose art cannot be read makes no print files, and says which art', async () => {
    const bundle = structuredClone(classic()) as { deck: { icons: { art: string }[] }; files: Record<string, object> };
    bundle.files[bundle.deck.icons[0]!.art] = { text: '<svg><path d="M0 0' };
    const made = await makePrintFiles(bundle, { kind: 'home', papers: both, duplex: 'long', lowInk: false }, tools);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.map((p) => p.path)).toEqual(['deck.icons[0].art']);
  });
});

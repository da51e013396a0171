// The rulebook's PDFs the browser makes are `jibe build`'s: draw/rulebook/rulebook-print.ts run as
// the Studio's print thread runs it (fonts handed in as bytes, resvg-wasm reading the art) on the
// classic deck's bundle gives the rulebook, the player aid and the score sheet with the build's
// page counts, every page rendered by pdftoppm the same.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { RulebookTools } from '../../draw/rulebook/rulebook-print.ts';
import { makeRulebookPdfs } from '../../draw/rulebook/rulebook-print.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { readCardTemplates } from '../../generator/print/card-svg.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { RULEBOOK_TEMPLATE, readRulebookFonts } from '../../generator/rulebook/rulebook-fs.ts';
import { drawingTools } from '../../site/src/draw/drawing-tools.ts';
import { runCli } from '../support/run-cli.ts';
import { readyResvgWasm } from '../support/resvg-wasm.ts';
import { pageCount, worstPageDifference } from './print-compare.ts';

let tools: RulebookTools;
let built: string;

beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'jibe-rulebook-print-'));
  const run = await runCli(['rulebook', '--out', out]);
  expect(run.code).toBe(0);
  built = out;
  await readyResvgWasm();
  const drawing = drawingTools(
    readFileSync(DEFAULT_FONTS.regular),
    readFileSync(DEFAULT_FONTS.bold),
    readCardTemplates(),
  );
  tools = {
    renderer: drawing.renderer,
    normalise: drawing.normalise,
    fonts: readRulebookFonts(),
    template: readFileSync(RULEBOOK_TEMPLATE, 'utf8'),
    templateName: 'templates/rulebook/rulebook.md.hbs',
  };
}, 600_000);

const classic = () => {
  const loaded = loadDeck('decks/classic');
  return packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8'));
};

describe("the browser's rulebook is jibe build's", () => {
  test('the rulebook, the player aid and the score sheet on A4 and Letter: the same pages, drawn the same', async () => {
    const made = await makeRulebookPdfs(classic(), ['score-sheet', 'rulebook', 'player-aid'], ['a4', 'letter'], tools);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.map((f) => f.path)).toEqual([
      'rulebook-a4.pdf',
      'rulebook-letter.pdf',
      'player-aid-a4.pdf',
      'player-aid-letter.pdf',
      'score-sheet-a4.pdf',
      'score-sheet-letter.pdf',
    ]);
    for (const file of made.value) {
      const theirs = readFileSync(join(built, file.path));
      expect(pageCount(file.bytes), file.path).toBe(pageCount(theirs));
      expect(worstPageDifference(file.bytes, theirs, 20), file.path).toBe(0);
    }
  }, 600_000);

  test("a deck that cannot print is refused with its problems, as the sheets' are", async () => {
    const bundle = structuredClone(classic()) as { deck: { icons: { art: string }[] }; files: Record<string, object> };
    bundle.files[bundle.deck.icons[0]!.art] = { text: '<svg><path d="M0 0' };
    const made = await makeRulebookPdfs(bundle, ['rulebook'], ['a4'], tools);
    expect(made.ok).toBe(false);
    expect(!made.ok && made.error[0]!.path).toBe('deck.icons[0].art');
  });
});

// `jibe build` as a list of steps. Each step writes into a temporary folder beside the output;
// only when every step has succeeded are its entries moved into output/<deck-id>/, so a failed
// build, or one stopped by Ctrl-C or SIGTERM, leaves the previous output as it was (see
// temporary-folder-fs.ts). Folders that other commands write there (balance/, site/) are left
// alone. To add a step: push one `BuildStep` onto BUILD_STEPS; steps run side by side, so a step
// writes only its own files.

import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { enumerateCards } from '../../engine/index.ts';
import type { Card, Deck } from '../../engine/index.ts';
import { loadDeck, type LoadedDeck } from '../deck-fs.ts';
import { asOutputError, makeOutputFolder, refuseLinkedEntry } from '../output-fs.ts';
import { makeTemporaryFolder, makeTemporaryFolderRemovedOnSignal } from '../temporary-folder-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import type { Art } from '../../draw/art.ts';
import { loadDeckArt } from './art-fs.ts';
import { forEachLimited, pixelsAt, renderPngAsync } from './card-png.ts';
import { cardCanvas, type SvgCanvas } from './card-svg.ts';
import type { CardView } from '../../draw/card-view.ts';
import { type CardLook, checkLookDraws, loadDeckLook, lookStyle } from './look-fs.ts';
import { viewDeckForPrint } from '../../draw/print-check.ts';
import { checkTextsOverArt } from '../../draw/print-warnings.ts';
import type { BuildOptions } from './build-options.ts';
import { FOOTER, layoutFold, layoutSheet } from '../../draw/imposition.ts';
import { buildManifestCards, cardFiles, formatManifestCsv, type Manifest } from './manifest.ts';
import { convertToPdfX, findGhostscript } from './pdfx-fs.ts';
import { type SheetJob, writeSheetsPdf } from './sheets-pdf.ts';
import { checkShopBleed, shopFileCanvas, writeShopPdf } from './shop-pdf.ts';
import { formatTtsDeck, layoutTtsSheets } from './tts.ts';

export interface BuildContext {
  options: BuildOptions;
  loaded: LoadedDeck;
  deck: Deck;
  /** The cards being built (all, or those named by --only), in deck order. */
  cards: Card[];
  art: Map<string, Art>;
  /** The deck's size, back colours, fonts and templates: its one renderer draws every output. */
  look: CardLook;
  faces: CardView[];
  back: CardView;
  /** The temporary folder every step writes into. */
  dir: string;
  /** Relative paths written so far, and PDF pages. */
  files: string[];
  pages: number;
  /** Milliseconds per step, by step name. */
  timings: Map<string, number>;
  /** Set when a step has failed: the others write nothing more (writeOutput throws) and the build ends. */
  failed: boolean;
}

export interface BuildStep {
  name: string;
  run: (ctx: BuildContext) => Promise<void> | void;
}

export interface BuildSummary {
  deck: string;
  dir: string;
  cards: number;
  files: string[];
  pages: number;
  millis: number;
  timings: Map<string, number>;
}

/** Writes a file into the build folder and records it. */
export function writeOutput(ctx: BuildContext, path: string, data: string | Buffer): void {
  // A step still running after another failed would make the removed temporary folder again.
  if (ctx.failed) throw new Error('the build has failed: nothing more is written');
  const file = join(ctx.dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  ctx.files.push(path);
}

// With --shop every card file lies as the shop file's pages do (landscape, whatever the size).
function canvasFor(ctx: BuildContext, view: CardView): SvgCanvas {
  return ctx.options.shop ? shopFileCanvas(view, ctx.options.size) : cardCanvas(view);
}

function pngWidth(ctx: BuildContext, canvas: SvgCanvas): number {
  const shop = ctx.options.shop ? ctx.options.size.shop : undefined;
  return shop ? shop.width : pixelsAt(canvas.width, ctx.options.dpi);
}

function pngHeight(ctx: BuildContext, canvas: SvgCanvas): number {
  const shop = ctx.options.shop ? ctx.options.size.shop : undefined;
  return shop ? shop.height : pixelsAt(canvas.height, ctx.options.dpi);
}

function pngDpi(ctx: BuildContext): number {
  return ctx.options.shop && ctx.options.size.shop ? ctx.options.size.shop.dpi : ctx.options.dpi;
}

/** Step: one SVG and one PNG per face and for the back; PNGs on resvg's thread pool. */
export const writeCardFiles: BuildStep = {
  name: 'cards',
  run: async (ctx) => {
    const jobs = [
      ...ctx.faces.map((v) => ({ view: v, files: cardFiles(v.id) })),
      { view: ctx.back, files: cardFiles('back') },
    ];
    let done = 0;
    // One render per core keeps both busy while the other encodes, without piling up pixel buffers.
    await forEachLimited(jobs, Math.max(2, availableParallelism()), async ({ view, files }) => {
      const canvas = canvasFor(ctx, view);
      const render = ctx.look.renderer;
      const svg = view === ctx.back ? render.back(view, ctx.deck.name, canvas) : render.face(view, ctx.art, canvas);
      writeOutput(ctx, files.svg, svg);
      writeOutput(
        ctx,
        files.png,
        await renderPngAsync(svg, pngWidth(ctx, canvas), pngDpi(ctx), render.fonts, pngHeight(ctx, canvas)),
      );
      ctx.options.onProgress?.(++done, jobs.length);
    });
  },
};

/** Step: manifest.json and manifest.csv. */
export const writeManifest: BuildStep = {
  name: 'manifest',
  run: (ctx) => {
    const canvas = canvasFor(ctx, ctx.back);
    const width = pngWidth(ctx, canvas);
    const manifest: Manifest = {
      deck: ctx.deck.id,
      name: ctx.deck.name,
      size: {
        id: ctx.options.size.id,
        cornerToCornerMm: ctx.options.size.cornerToCorner,
        bleedMm: ctx.options.size.bleed,
        safeMm: ctx.options.size.safe,
      },
      dpi: pngDpi(ctx),
      png: { width, height: pngHeight(ctx, canvas) },
      // The whole deck, also with --only: the manifest describes the deck's folder, not this run.
      cards: buildManifestCards(enumerateCards(ctx.deck)),
      back: cardFiles('back'),
    };
    writeOutput(ctx, 'manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    writeOutput(ctx, 'manifest.csv', formatManifestCsv(manifest));
  },
};

/**
 * Where the documents of many cards go: sheets/ for the deck, or, with --only, proof/, a test print
 * of just the named cards that leaves the deck's own sheets as they were.
 */
const documentsFolder = (ctx: BuildContext): string => (ctx.options.only === null ? 'sheets' : 'proof');

/** Step: the PDF sheets: per paper at home, or the one-card-per-page shop file. */
export const writeSheets: BuildStep = {
  name: 'sheets',
  run: async (ctx) => {
    const job: SheetJob = {
      deckName: ctx.deck.name,
      size: ctx.options.size,
      faces: ctx.faces,
      back: ctx.back,
      art: ctx.art,
      renderer: ctx.look.renderer,
    };
    const folder = documentsFolder(ctx);
    if (ctx.options.shop) {
      const pdf = await writeShopPdf(job);
      writeOutput(ctx, `${folder}/shop.pdf`, pdf.bytes);
      const proof = await writeShopPdf(job, { proof: true });
      writeOutput(ctx, `${folder}/shop-proof.pdf`, proof.bytes);
      const cut = await writeShopPdf(job, { cutContour: true });
      writeOutput(ctx, `${folder}/shop-cut.pdf`, cut.bytes);
      ctx.pages += pdf.pages + proof.pages + cut.pages;
      if (ctx.options.cmyk) {
        const black = await writeShopPdf(job, { blackAsK: true });
        writeOutput(ctx, `${folder}/shop-cmyk.pdf`, convertToPdfX(black.bytes, `${ctx.deck.name}: one card per page`));
        ctx.pages += black.pages;
      }
      return;
    }
    for (const paper of ctx.options.papers) {
      const pdf = await writeSheetsPdf(job, paper, ctx.options.duplex, ctx.options.offset, ctx.options.gutter);
      writeOutput(ctx, `${folder}/${paper.id}-${ctx.options.duplex}.pdf`, pdf.bytes);
      ctx.pages += pdf.pages;
    }
  },
};

// TTS reads sheets up to about 4096 px: 10 cards of 88.8 mm at 100 DPI are 3498 px across.
const TTS_DPI = 100;

/** Step (with --tts): Tabletop Simulator deck sheets, the back image and the saved-object JSON. */
export const writeTts: BuildStep = {
  name: 'tts',
  run: async (ctx) => {
    if (!ctx.options.tts) return;
    const render = ctx.look.renderer;
    const sheets = layoutTtsSheets(ctx.faces.map((view) => ({ view, svg: render.face(view, ctx.art) })));
    const folder = ctx.options.only === null ? 'tts' : 'proof/tts';
    const target = join(ctx.options.out, ctx.deck.id, folder);
    const names = new Map(
      ctx.cards.map((c) => [c.id, c.sets.map((id) => ctx.deck.icons.find((i) => i.id === id)?.name ?? id).join(' + ')]),
    );
    for (const [i, sheet] of sheets.entries()) {
      const width = pixelsAt(sheet.columns * ctx.back.geometry.width, TTS_DPI);
      writeOutput(ctx, `${folder}/deck-${i + 1}.png`, await renderPngAsync(sheet.svg, width, TTS_DPI, render.fonts));
    }
    const backSvg = render.back(ctx.back, ctx.deck.name);
    writeOutput(
      ctx,
      `${folder}/back.png`,
      await renderPngAsync(backSvg, pixelsAt(ctx.back.geometry.width, TTS_DPI * 2), TTS_DPI * 2, render.fonts),
    );
    // Local file URLs, where the files will be once the build is moved into place.
    const url = (name: string): string => pathToFileURL(join(target, name)).href;
    const json = formatTtsDeck(
      ctx.deck.name,
      sheets,
      { sheets: sheets.map((_, i) => url(`deck-${i + 1}.png`)), back: url('back.png') },
      names,
    );
    writeOutput(ctx, `${folder}/${ctx.deck.id}.json`, json);
  },
};

export const BUILD_STEPS: BuildStep[] = [writeCardFiles, writeManifest, writeSheets, writeTts];

/** The cards a build draws: all, or those `--only` names (refused when it names a card the deck lacks). */
export function selectCards(all: Card[], only: string[] | null): Card[] {
  if (only === null) return all;
  const known = new Set(all.map((c) => c.id));
  const unknown = only.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new InputError('--only', `no such card: ${unknown.join(', ')} (see jibe cards)`);
  const wanted = new Set(only);
  return all.filter((c) => wanted.has(c.id));
}

/**
 * Moves each entry of `from` into `to`, replacing the old one; other entries of `to` stay. Each
 * entry is one rename; if one fails, the entries already replaced get their old versions back.
 * The folders named in `merge` are merged file by file instead (--only adds its cards to cards/).
 */
function moveIntoPlace(from: string, to: string, merge: ReadonlySet<string> = new Set()): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from))
    if (merge.has(entry) && existsSync(join(to, entry))) moveIntoPlace(join(from, entry), join(to, entry));
  const old = makeTemporaryFolder(dirname(to), `.${basename(to)}-old-`);
  const moved: string[] = [];
  try {
    for (const entry of readdirSync(from)) {
      if (existsSync(join(to, entry))) renameSync(join(to, entry), join(old, entry));
      moved.push(entry);
      renameSync(join(from, entry), join(to, entry));
    }
  } catch (error) {
    for (const entry of moved) {
      rmSync(join(to, entry), { recursive: true, force: true });
      if (existsSync(join(old, entry))) renameSync(join(old, entry), join(to, entry));
    }
    rmSync(old, { recursive: true, force: true });
    rmSync(from, { recursive: true, force: true });
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
  rmSync(from, { recursive: true, force: true });
}

/** Builds a deck's print files into <out>/<deck-id>/; throws InputError for bad input, writing nothing. */
export async function buildDeck(asked: BuildOptions, steps: readonly BuildStep[] = BUILD_STEPS): Promise<BuildSummary> {
  const start = performance.now();
  const loaded = loadDeck(asked.deck);
  const { deck } = loaded;
  const deckFile = join(loaded.dir, 'deck.json');
  const look = loadDeckLook(loaded, deckFile);
  // A --size flag wins over the deck's own size; without one, the deck's size (if it names one).
  const options = asked.sizeFromDeck && look.size !== null ? { ...asked, size: look.size } : asked;
  const art = loadDeckArt(loaded);
  const cards = selectCards(enumerateCards(deck), options.only);
  const bleed = options.shop ? checkShopBleed(options.size) : null;
  if (bleed !== null) options.onWarning?.(bleed);
  if (options.cmyk && findGhostscript() === null)
    throw new InputError(
      '--cmyk',
      'needs Ghostscript (gs) on the PATH for the CMYK conversion: apt-get install ghostscript',
    );
  // Refuse a card size (and gutter) that fits no paper before anything is rendered.
  if (!options.shop)
    for (const paper of options.papers)
      (options.duplex === 'fold' ? layoutFold : layoutSheet)(paper, options.size, FOOTER, options.gutter);
  // A deck whose names cannot be set on its cards (too long, or characters the font lacks) is refused,
  // every such card or field named, before anything is written.
  const views = viewDeckForPrint(deck, cards, options.size, lookStyle(look, options.lowInk));
  const { faces, back } = views;
  const problems = [...views.problems, ...checkLookDraws(look, faces[0], back, art, deck)];
  if (problems.length > 0) throw new InputError(deckFile, problems);
  // Faces whose value and names no place keeps off the icons' art build all the same, with a warning
  // (validate-deck gives every print warning, the texts that merely come close to an icon's square
  // too: a build of a sound deck stays quiet).
  for (const w of checkTextsOverArt(faces))
    options.onWarning?.(
      `warning: ${deckFile}: ${w.path}: ${w.message} (jibe validate-deck --size ${options.size.id} lists every text that crowds an icon)`,
    );
  makeOutputFolder(options.out, '--out');
  refuseLinkedEntry(options.out, deck.id, '--out');
  if (options.only !== null) refuseLinkedEntry(options.out, join(deck.id, 'cards'), '--out');
  let dir: string;
  let release: () => void;
  try {
    ({ dir, release } = makeTemporaryFolderRemovedOnSignal(options.out, `.${deck.id}-building-`));
  } catch (error) {
    throw asOutputError(error, '--out', options.out);
  }
  const ctx: BuildContext = {
    options,
    loaded,
    deck,
    cards,
    art,
    look,
    faces,
    back,
    dir,
    files: [],
    pages: 0,
    timings: new Map(),
    failed: false,
  };
  try {
    // The steps write files of their own and only read the context, so they run side by side: the
    // sheets (pdfkit, this thread) are drawn while the PNGs render on resvg's threads. When one
    // fails (a full disk), the others are waited for before the folder is removed: a step still
    // writing would otherwise make it again and leave it behind. The first failure is the one told.
    let failure: { error: unknown } | null = null;
    await Promise.allSettled(
      steps.map(async (step) => {
        const t = performance.now();
        try {
          await step.run(ctx);
        } catch (error) {
          failure ??= { error };
          ctx.failed = true;
          throw error;
        }
        ctx.timings.set(step.name, performance.now() - t);
      }),
    );
    if (failure !== null) throw (failure as { error: unknown }).error;
    moveIntoPlace(dir, join(options.out, deck.id), options.only === null ? new Set() : new Set(['cards']));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw asOutputError(error, '--out', options.out);
  } finally {
    release();
  }
  const target = join(options.out, deck.id);
  return {
    deck: deck.id,
    dir: target,
    cards: cards.length,
    files: ctx.files.sort(),
    pages: ctx.pages,
    millis: performance.now() - start,
    timings: ctx.timings,
  };
}

/** The one-line summary printed at the end of a build. */
export function formatSummary(summary: BuildSummary, cwd: string): string {
  const count = (ext: string): number => summary.files.filter((f) => f.endsWith(ext)).length;
  return `${summary.deck}: ${summary.cards} cards → ${count('.svg')} SVG, ${count('.png')} PNG, ${count('.pdf')} PDF (${summary.pages} pages), ${summary.files.length} files in ${(summary.millis / 1000).toFixed(1)} s → ${relative(cwd, summary.dir) || '.'}/`;
}

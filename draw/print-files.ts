// The print files `jibe build` writes, made from a deck bundle by the same code: the home sheets on
// each paper asked for, the shop files, and every card as a PNG. The Studio makes them in a worker;
// the pixels (resvg) come from the edge, everything else is the CLI's, the PNGs' encoder too.

import { err, ok, type Problem, type Result } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import type { UsvgNormaliser } from './art-import.ts';
import { type CardSize, parseCardSize } from './card-size.ts';
import { cardCanvas, type CardRenderer, type SvgCanvas } from './card-svg.ts';
import type { CardView } from './card-view.ts';
import { type ArtCache, viewBundle, type ViewedDeck } from './deck-drawing.ts';
import type { Duplex } from './imposition.ts';
import type { Paper } from './paper.ts';
import type { PdfFile } from './pdf-document.ts';
import type { MadeFiles } from './print-cache.ts';
import { inPart, type PrintFile, type PrintPart } from './print-parts.ts';
import { encodePng, fitRows, pixelsAt } from './png-file.ts';
import { checkPrintOptions, DEFAULT_PRINT_OPTIONS, type PrintOptions } from './print-options.ts';
import { makeSheetsPdf, type SheetJob } from './sheets-pdf.ts';
import { makeShopPdf, shopFileCanvas } from './shop-pdf.ts';

/** What to make: home sheets (`jibe build`), the shop files (`--shop`), or the card PNGs alone. */
export const PRINT_KINDS = ['home', 'shop', 'cards'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export interface PrintChoice extends Partial<Omit<PrintOptions, 'duplex'>> {
  kind: PrintKind;
  /** A card size as `--size` names it (a preset or a size in mm), for the deck's own. */
  size?: string;
  /** The papers of the home sheets (`--paper`; both by default). */
  papers: readonly Paper[];
  duplex: Duplex;
  lowInk: boolean;
}

export type { PrintFile };

/** RGBA pixels of an SVG drawn `width` pixels wide, with the options of the build's resvg. */
export type RenderPixels = (svg: string, width: number) => { width: number; height: number; pixels: Uint8Array };

export interface PrintTools {
  renderer: CardRenderer;
  normalise: UsvgNormaliser;
  pixels: RenderPixels;
  cache?: ArtCache;
  /** Files made before, reused when what they are made from has not changed. */
  made?: MadeFiles;
}

/** A file's work: the text of everything it is made from, and the making of its bytes. */
interface FileWork {
  key: string;
  make: () => Uint8Array | Promise<Uint8Array>;
}

/** A file to make: its path, and its work (prepared only by the part that makes it). */
interface FileJob {
  path: string;
  prepare: () => FileWork;
}

/** A card's PNG as the build writes it: on the shop's canvas with --shop, else its own at `dpi`. */
function cardPng(
  view: CardView,
  svgOf: (canvas: SvgCanvas) => string,
  shop: boolean,
  dpi: number,
  read: ViewedDeck,
  tools: PrintTools,
): FileWork {
  const canvas = shop ? shopFileCanvas(view, read.size) : cardCanvas(view);
  const target = shop ? read.size.shop : undefined;
  const width = target ? target.width : pixelsAt(canvas.width, dpi);
  const height = target ? target.height : pixelsAt(canvas.height, dpi);
  const fileDpi = target ? target.dpi : dpi;
  const svg = svgOf(canvas);
  return {
    key: `png ${width}x${height} at ${fileDpi}\n${svg}`,
    make: () => {
      const image = tools.pixels(svg, width);
      const rows = fitRows(image.pixels, image.width, image.height, height);
      return encodePng(rows, image.width, height, fileDpi);
    },
  };
}

function cardPngJobs(read: ViewedDeck, shop: boolean, dpi: number, tools: PrintTools): FileJob[] {
  const render = tools.renderer;
  return [
    ...read.faces.map((view) => ({
      path: `cards/${view.id}.png`,
      prepare: () => cardPng(view, (canvas) => render.face(view, read.art, canvas), shop, dpi, read, tools),
    })),
    {
      path: 'cards/back.png',
      prepare: () =>
        cardPng(read.back, (canvas) => render.back(read.back, read.deck.name, canvas), shop, dpi, read, tools),
    },
  ];
}

/**
 * The renderer with each face and the back drawn once a run on each canvas: the sheets, the shop
 * files, their PNGs and the keys of the files made before all take the same drawing.
 */
function drawOnce(renderer: CardRenderer): CardRenderer {
  const drawn = new Map<string, string>();
  const once = (key: string, draw: () => string): string => {
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = draw();
      drawn.set(key, svg);
    }
    return svg;
  };
  const on = (c: SvgCanvas | undefined): string => (c === undefined ? 'own' : `${c.width} ${c.height} ${c.transform}`);
  return {
    ...renderer,
    face: (view, art, canvas) => once(`face ${view.id} ${on(canvas)}`, () => renderer.face(view, art, canvas)),
    back: (view, title, canvas) => once(`back ${title} ${on(canvas)}`, () => renderer.back(view, title, canvas)),
  };
}

/** Every file `choice` asks for, in the order `jibe build` lists them: the PDFs, then the card PNGs. */
function fileJobs(read: ViewedDeck, choice: PrintChoice, options: PrintOptions, tools: PrintTools): FileJob[] {
  const job: SheetJob = {
    deckName: read.deck.name,
    size: read.size,
    faces: read.faces,
    back: read.back,
    art: read.art,
    renderer: tools.renderer,
  };
  // What every PDF is drawn from: the deck's name and card size, each card as drawn, the options.
  let drawn: string | undefined;
  const drawing = (): string => {
    drawn ??= [
      read.deck.name,
      JSON.stringify([read.size, options]),
      ...read.faces.map((view) => tools.renderer.face(view, read.art)),
      tools.renderer.back(read.back, read.deck.name),
    ].join('\n');
    return drawn;
  };
  const pdf = (path: string, make: () => Promise<PdfFile>): FileJob => ({
    path,
    prepare: () => ({ key: `${path}\n${drawing()}`, make: async () => (await make()).bytes }),
  });
  if (choice.kind === 'cards') return cardPngJobs(read, false, options.dpi, tools);
  if (choice.kind === 'shop')
    return [
      pdf('sheets/shop.pdf', () => makeShopPdf(job)),
      pdf('sheets/shop-proof.pdf', () => makeShopPdf(job, { proof: true })),
      pdf('sheets/shop-cut.pdf', () => makeShopPdf(job, { cutContour: true })),
      ...cardPngJobs(read, true, options.dpi, tools),
    ];
  return choice.papers.map((paper) =>
    pdf(`sheets/${paper.id}-${choice.duplex}.pdf`, () =>
      makeSheetsPdf(job, paper, choice.duplex, options.offset, options.gutter),
    ),
  );
}

/**
 * The files of `part`'s jobs, in order, one at a time (each PNG's pixels freed before the next);
 * a file made before from the same drawing and options is taken from `made`.
 */
async function makeFiles(jobs: readonly FileJob[], part: PrintPart, made?: MadeFiles): Promise<PrintFile[]> {
  const files: PrintFile[] = [];
  for (const job of jobs.filter((_, i) => inPart(i, part))) {
    const work = job.prepare();
    let bytes = made?.get(work.key);
    if (bytes === undefined) {
      bytes = await work.make();
      made?.set(work.key, bytes);
    }
    files.push({ path: job.path, bytes });
  }
  return files;
}

/**
 * The print files of a bundle's deck, or, as `jibe build` refuses it, every problem that keeps it
 * from printing (an option out of bounds, art that cannot be read, names that do not fit, a card
 * no paper holds).
 */
export async function makePrintFiles(
  bundle: unknown,
  choice: PrintChoice,
  tools: PrintTools,
  part: PrintPart = { index: 0, count: 1 },
): Promise<Result<PrintFile[], Problem[]>> {
  const options: PrintOptions = {
    duplex: choice.duplex,
    dpi: choice.dpi ?? DEFAULT_PRINT_OPTIONS.dpi,
    offset: choice.offset ?? DEFAULT_PRINT_OPTIONS.offset,
    gutter: choice.gutter ?? DEFAULT_PRINT_OPTIONS.gutter,
  };
  const refused = checkPrintOptions(options);
  if (refused !== null) return err([{ path: refused.flag, message: refused.message }]);
  let size: CardSize | null = null;
  try {
    size = choice.size === undefined ? null : parseCardSize(choice.size);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return err(error.problems.map((p) => ({ path: '--size', message: p.message })));
  }
  const read = viewBundle(bundle, tools.normalise, tools.cache, choice.lowInk, size);
  if (!read.ok) return read;
  if (read.value.problems.length > 0) return err(read.value.problems);
  try {
    const jobs = fileJobs(read.value, choice, options, { ...tools, renderer: drawOnce(tools.renderer) });
    return ok(await makeFiles(jobs, part, tools.made));
  } catch (error) {
    // The one refusal on the way: a card size that fits no sheet of the paper (imposition.ts).
    if (!(error instanceof InputError)) throw error;
    return err(error.problems.map((p) => ({ path: 'deck.look.size', message: p.message })));
  }
}

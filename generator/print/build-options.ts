// What `jibe build` is asked to do, checked: raw flags in, a BuildOptions or an InputError out.

import { join, resolve } from 'node:path';
import { ROOT } from '../deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { DEFAULT_SIZE, parseCardSize, type CardSize } from '../../draw/card-size.ts';
import type { Point } from '../../draw/hex-geometry.ts';
import type { Duplex } from '../../draw/imposition.ts';
import { PAPERS, parsePaper, type Paper } from '../../draw/paper.ts';
import { checkPrintOptions } from '../../draw/print-options.ts';

export const DUPLEX_MODES = ['long', 'short', 'fold'] as const;

export interface BuildOptions {
  deck: string;
  /** The folder that receives <deck-id>/. */
  out: string;
  papers: Paper[];
  size: CardSize;
  /** true: no --size was given, so the deck's own `look.size` (if it has one) replaces `size`. */
  sizeFromDeck?: boolean;
  dpi: number;
  only: string[] | null;
  duplex: Duplex;
  /**
   * Shift of the back pages in mm, for printers that drift: x to the right and y down as the back
   * page lies in the PDF (printed side up), so it is measured on the back side of a printed sheet.
   */
  offset: Point;
  /** Space between the rows of a home sheet in mm, so flat edges get bleed too (`--gutter`). */
  gutter: number;
  shop: boolean;
  /** Light bands and a light back, for printers low on ink (`--low-ink`). */
  lowInk: boolean;
  /** With --shop, also a CMYK PDF/X-3 of the shop file through Ghostscript (`--cmyk`). */
  cmyk: boolean;
  /** Also a Tabletop Simulator deck: sheets, back and saved object under tts/ (`--tts`). */
  tts: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Told what the build makes but a shop or printer may not like (a bleed under 3 mm with --shop). */
  onWarning?: (line: string) => void;
}

export interface BuildFlags {
  deck?: string;
  out?: string;
  paper?: string;
  size?: string;
  dpi?: number;
  only?: string;
  duplex?: string;
  offset?: string;
  gutter?: number;
  shop?: boolean;
  lowInk?: boolean;
  cmyk?: boolean;
  tts?: boolean;
}

/** Checks the flags; the default is the classic deck, tgc-hex cards, 300 DPI, A4 and Letter, long-edge duplex. */
export function parseBuildFlags(flags: BuildFlags): BuildOptions {
  const dpi = flags.dpi ?? 300;
  const duplex = flags.duplex ?? 'long';
  if (!(DUPLEX_MODES as readonly string[]).includes(duplex))
    throw new InputError('--duplex', `"${duplex}" is not a duplex mode: use ${DUPLEX_MODES.join(', ')}`);
  const offsetMatch = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(flags.offset ?? '0,0');
  if (!offsetMatch) throw new InputError('--offset', `"${flags.offset}" is not an offset: use X,Y in mm, e.g. 0.5,-1`);
  const offset = { x: Number(offsetMatch[1]), y: Number(offsetMatch[2]) };
  const gutter = flags.gutter ?? 0;
  // The limits the Studio's print options share (draw/print-options.ts).
  const refused = checkPrintOptions({ duplex: duplex as Duplex, dpi, offset, gutter });
  if (refused !== null) throw new InputError(refused.flag, refused.message);
  if (flags.cmyk && !flags.shop) throw new InputError('--cmyk', 'makes the shop file in CMYK: use it with --shop');
  const only =
    flags.only === undefined
      ? null
      : flags.only
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  if (only !== null && only.length === 0) throw new InputError('--only', 'name at least one card id');
  return {
    deck: flags.deck ?? join(ROOT, 'decks', 'classic'),
    out: resolve(flags.out ?? join(ROOT, 'output')),
    papers: flags.paper === undefined ? [PAPERS.a4!, PAPERS.letter!] : [parsePaper(flags.paper)],
    size: parseCardSize(flags.size ?? DEFAULT_SIZE),
    sizeFromDeck: flags.size === undefined,
    dpi,
    only,
    duplex: duplex as Duplex,
    offset,
    gutter,
    shop: flags.shop ?? false,
    lowInk: flags.lowInk ?? false,
    cmyk: flags.cmyk ?? false,
    tts: flags.tts ?? false,
  };
}

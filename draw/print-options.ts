// The print options `jibe build` and the Studio share (`--dpi`, `--offset`, `--gutter`), with the
// limits both refuse beyond, so a setting one of them accepts makes the same files in the other.

import type { Point } from './hex-geometry.ts';
import type { Duplex } from './imposition.ts';

export interface PrintOptions {
  duplex: Duplex;
  /** Card PNGs' resolution (`--dpi`), where no shop canvas fixes it. */
  dpi: number;
  /**
   * Shift of the back pages in mm, for printers that drift: x to the right and y down as the back
   * page lies in the PDF (printed side up), so it is measured on the back side of a printed sheet.
   */
  offset: Point;
  /** Space between the rows of a home sheet in mm, so flat edges get bleed too (`--gutter`). */
  gutter: number;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = { duplex: 'long', dpi: 300, offset: { x: 0, y: 0 }, gutter: 0 };

/** A refused option: its flag, and why, in the words the command line prints. */
export interface PrintOptionProblem {
  flag: '--dpi' | '--offset' | '--gutter';
  message: string;
}

/** The first option `jibe build` would refuse, or null. */
export function checkPrintOptions(options: PrintOptions): PrintOptionProblem | null {
  const { dpi, offset, gutter } = options;
  // 72 DPI is screen quality; 1200 DPI is beyond what card printers resolve and makes 20 MB PNGs.
  if (!Number.isInteger(dpi) || dpi < 72 || dpi > 1200)
    return { flag: '--dpi', message: `${dpi} is not a resolution: use a whole number from 72 to 1200` };
  if (!Number.isFinite(offset.x) || !Number.isFinite(offset.y))
    return { flag: '--offset', message: `${offset.x},${offset.y} is not an offset: use X,Y in mm, e.g. 0.5,-1` };
  // More than 5 mm is not drift but a wrong setting (paper size, scaling); the marks would leave the page.
  if (Math.abs(offset.x) > 5 || Math.abs(offset.y) > 5)
    return {
      flag: '--offset',
      message: `${offset.x},${offset.y} is too large: a printer drifts by a few millimetres at most (limit 5 mm)`,
    };
  // A fold page carries faces and backs on one side: nothing drifts between them, and a shift
  // would only move the backs off their fold. Refused rather than ignored.
  if (options.duplex === 'fold' && (offset.x !== 0 || offset.y !== 0))
    return {
      flag: '--offset',
      message:
        'moves the back pages of a double-sided print; --duplex fold prints faces and backs on one side, so there is nothing to move (fold on the dashed line)',
    };
  // Twice the largest bleed (⅛ in) gives every flat edge its full bleed; 20 mm is already a row lost.
  if (!(gutter >= 0 && gutter <= 20))
    return { flag: '--gutter', message: `${gutter} is not a gutter: use a number of mm from 0 to 20, e.g. 6.35` };
  return null;
}

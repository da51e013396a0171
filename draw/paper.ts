// Paper sizes for home sheets, in millimetres, portrait.

import { InputError } from '../lib/input-error.ts';

export interface Paper {
  id: string;
  name: string;
  width: number;
  height: number;
}

export const PAPERS: Record<string, Paper> = {
  a4: { id: 'a4', name: 'A4', width: 210, height: 297 },
  letter: { id: 'letter', name: 'US Letter', width: 215.9, height: 279.4 },
};

/** `a4`, `letter` or `WxHmm` (e.g. `300x450mm`), as given to `--paper`. */
export function parsePaper(text: string): Paper {
  // Own keys only: `__proto__` or `constructor` would find Object's own members.
  const key = text.toLowerCase();
  if (Object.hasOwn(PAPERS, key)) return PAPERS[key]!;
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)mm$/i.exec(text.trim());
  const [w, h] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  // 100 mm is a postcard; 1200 mm is beyond any home or office printer.
  if (!(w >= 100 && h >= 100 && w <= 1200 && h <= 1200)) {
    throw new InputError(
      '--paper',
      `"${text}" is not a paper: use a4, letter or WIDTHxHEIGHTmm between 100 and 1200 mm (e.g. 300x450mm)`,
    );
  }
  return { id: `${w}x${h}mm`, name: `${w} × ${h} mm`, width: w, height: h };
}

// The print files made in parts, side by side (the Studio's print threads): which card PNGs a part
// makes, and the parts joined in the order one run makes them. Apart from print-files.ts so that
// the page joins the parts without loading the drawing code or pdfkit.

/** A file as `jibe build` names it under output/<deck-id>/. */
export interface PrintFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * One share of the work, for threads that make the files side by side: the `index`-th of `count`
 * takes every `count`-th card PNG from its own index on, and the first takes the PDFs too.
 */
export interface PrintPart {
  index: number;
  count: number;
}

/** Whether the card PNG at `position` (in deck order, the back last) is `part`'s to make. */
export const inPart = (position: number, part: PrintPart): boolean => position % part.count === part.index;

/** The files of every part (`parts[i]` made as part i of `parts.length`) in the order one run makes them. */
export function joinPrintParts(parts: readonly (readonly PrintFile[])[]): PrintFile[] {
  const isPng = (f: PrintFile) => f.path.startsWith('cards/');
  const pngs = parts.map((files) => files.filter(isPng));
  const joined = (parts[0] ?? []).filter((f) => !isPng(f));
  // Card i was made by part i % count, as its (i / count)-th PNG.
  const longest = Math.max(0, ...pngs.map((p) => p.length));
  for (let j = 0; j < longest; j++) for (const files of pngs) if (j < files.length) joined.push(files[j]!);
  return joined;
}

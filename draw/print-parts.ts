// The print files made in parts, side by side (the Studio's print threads): which files a part
// makes, and the parts joined in the order one run makes them. Apart from print-files.ts so that
// the page joins the parts without loading the drawing code or pdfkit.

/** A file as `jibe build` names it under output/<deck-id>/. */
export interface PrintFile {
  path: string;
  bytes: Uint8Array;
}

/**
 * One share of the work, for threads that make the files side by side: the `index`-th of `count`
 * takes every `count`-th file (PDF or PNG, in the order one run makes them) from its own index on.
 */
export interface PrintPart {
  index: number;
  count: number;
}

/** Whether the file at `position` (in the order one run makes them) is `part`'s to make. */
export const inPart = (position: number, part: PrintPart): boolean => position % part.count === part.index;

/** The files of every part (`parts[i]` made as part i of `parts.length`) in the order one run makes them. */
export function joinPrintParts(parts: readonly (readonly PrintFile[])[]): PrintFile[] {
  const joined: PrintFile[] = [];
  // File i was made by part i % count, as its (i / count)-th.
  const longest = Math.max(0, ...parts.map((p) => p.length));
  for (let j = 0; j < longest; j++) for (const files of parts) if (j < files.length) joined.push(files[j]!);
  return joined;
}

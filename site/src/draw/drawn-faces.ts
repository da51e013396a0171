// Faces a page draws itself, for a deck that came with its art inside (a bundle from a link or a
// file): drawn in the drawing thread, kept as object URLs of their pictures, and handed to the card
// pictures of the board, the hand and the pickers through card-face.ts.

import type { Problem } from '../../../engine/index.ts';
import { DRAWN_FACES, provideDrawnFaces } from '../table/card-face.ts';
import { createDrawClient } from './draw-client.ts';

/** The face box of a picture: its viewBox's width and height. */
function boxOf(svg: string): { width: number; height: number } | null {
  const match = /viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/**
 * Draws the bundle's faces and makes them the faces of this page. Returns the face box for the
 * page's art description, or the problems that kept the deck from being drawn.
 */
export async function useBundleFaces(
  bundle: unknown,
): Promise<{ ok: true; box: { width: number; height: number } } | { ok: false; problems: Problem[] }> {
  const client = createDrawClient(
    () => new Worker(new URL('./draw-worker.ts', import.meta.url), { type: 'module', name: 'jibe-draw' }),
  );
  const drawn = await client.draw(bundle);
  client.close();
  if (!drawn.ok) return { ok: false, problems: drawn.error };
  const urls = new Map<string, string>();
  for (const face of [...drawn.value.faces, drawn.value.back])
    urls.set(face.id, URL.createObjectURL(new Blob([face.picture], { type: 'image/svg+xml' })));
  const box = boxOf(drawn.value.back.picture);
  if (box === null) return { ok: false, problems: [{ path: '', message: 'the faces were drawn without a size' }] };
  provideDrawnFaces(urls);
  return { ok: true, box };
}

/**
 * Draws a linked bundle's faces and points the page's art (`data-art` of `app`) at them. Says what
 * went wrong through `notice` and leaves the art alone (the cards show as colours) when it cannot.
 */
export async function showBundleFaces(
  app: HTMLElement,
  bundle: unknown,
  notice: (text: string) => void,
): Promise<boolean> {
  try {
    const drawn = await useBundleFaces(bundle);
    if (drawn.ok) {
      app.dataset.art = DRAWN_FACES;
      app.dataset.artBox = `${drawn.box.width} ${drawn.box.height}`;
      app.dataset.artVersion = '';
      return true;
    }
    notice(`The deck's cards could not be drawn, so they show as colours: ${drawn.problems[0]?.message ?? ''}`);
  } catch (error) {
    notice(`The deck's cards could not be drawn, so they show as colours: ${(error as Error).message}`);
  }
  return false;
}

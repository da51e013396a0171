// The drawing code set up in a browser thread: the card fonts fetched from this site and handed to
// the text measurer, resvg-wasm as usvg (art import, text outlines) and as the PNG renderer. One
// drawer a thread; everything it draws is what `jibe build` draws from the same deck.

import { initWasm } from '@resvg/resvg-wasm';
import { type ArtCache, type DrawnDeck, type DrawnFace, drawBundle } from '../../../draw/deck-drawing.ts';
import type { Problem, Result } from '../../../engine/index.ts';
import { CARD_TEMPLATES, FONT_URLS, RESVG_WASM_URL } from './draw-assets.ts';
import { type DrawingTools, drawingTools } from './drawing-tools.ts';
import { outlineTexts } from './text-outlines.ts';

/** A face as drawn (`svg`, its text set in the card fonts) and as shown (`picture`, its text as outlines). */
export interface ShownFace extends DrawnFace {
  picture: string;
}

export type ShownDeck = Omit<DrawnDeck, 'faces' | 'back'> & { faces: ShownFace[]; back: ShownFace };

/** Faces to have first (those on screen), and where they go before the others are done. */
export interface AheadFaces {
  ids: ReadonlySet<string>;
  send: (faces: ShownFace[]) => void;
}

export interface DeckDrawer {
  /** The bundle drawn; each picture's text is outlines, since an SVG shown as a picture loads no font. */
  draw(bundle: unknown, ahead?: AheadFaces): Result<ShownDeck, Problem[]>;
  /** A card's SVG as PNG, `width` pixels wide. */
  png(svg: string, width: number): Uint8Array;
}

/** A file of the site's own, as bytes; a failed load is an error naming it. */
export async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load ${url} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fetches the fonts and resvg's module and hands the fonts to the drawing code; call once a thread. */
export async function prepareDrawing(): Promise<DrawingTools> {
  const [regular, bold] = await Promise.all([fetchBytes(FONT_URLS.regular), fetchBytes(FONT_URLS.bold)]);
  await initWasm(fetch(RESVG_WASM_URL));
  return drawingTools(regular, bold, CARD_TEMPLATES);
}

/** Fetches the fonts and resvg's module and returns a drawer; call once a thread. */
export async function createDeckDrawer(): Promise<DeckDrawer> {
  const { renderer, normalise, withResvg } = await prepareDrawing();
  const cache: ArtCache = new Map();
  const outlines = new Map<string, string>();
  const texts = new Map<string, string>();
  const outlineText = (svg: string): string => withResvg(svg, {}, (r) => r.toString());
  const outline = (svg: string): string => {
    let done = outlines.get(svg);
    if (done === undefined) {
      done = outlineTexts(svg, outlineText, texts);
      // A deck being edited: its current faces and the last drawing's, not every face ever drawn.
      if (outlines.size > 2000) outlines.clear();
      outlines.set(svg, done);
    }
    return done;
  };
  return {
    draw(bundle, ahead) {
      const drawn = drawBundle(bundle, renderer, normalise, cache);
      if (!drawn.ok) return drawn;
      // Outlining is most of an edit's work here: the faces on screen are done and sent first.
      if (ahead !== undefined && ahead.ids.size > 0)
        ahead.send(
          drawn.value.faces.filter((f) => ahead.ids.has(f.id)).map((f) => ({ ...f, picture: outline(f.svg) })),
        );
      const faces = drawn.value.faces.map((f) => ({ ...f, picture: outline(f.svg) }));
      const back = { id: 'back', svg: drawn.value.back, picture: outline(drawn.value.back) };
      return { ok: true, value: { ...drawn.value, faces, back } };
    },
    png: (svg, width) => withResvg(svg, { fitTo: { mode: 'width', value: width } }, (r) => r.render().asPng()),
  };
}

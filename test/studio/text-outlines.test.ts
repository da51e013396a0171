// A face's picture with only its texts outlined (each alone, kept by element) looks as the face
// outlined whole by usvg does: rendered with no font at all, the two give the same pixels, so no
// text is left to draw; and a text shared by faces is outlined once.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, test } from 'vitest';
import { drawBundle } from '../../draw/deck-drawing.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { readCardTemplates } from '../../generator/print/card-svg.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { type DrawingTools, drawingTools } from '../../site/src/draw/drawing-tools.ts';
import { outlineTexts } from '../../site/src/draw/text-outlines.ts';

import { readyResvgWasm } from '../support/resvg-wasm.ts';

let tools: DrawingTools;

beforeAll(async () => {
  await readyResvgWasm();
  tools = drawingTools(readFileSync(DEFAULT_FONTS.regular), readFileSync(DEFAULT_FONTS.bold), readCardTemplates());
});

/** RGBA pixels of a picture 400 px wide, drawn with no font (a text left as text draws nothing). */
function pixelsWithoutFonts(svg: string): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, font: { loadSystemFonts: false } });
  try {
    return resvg.render().pixels;
  } finally {
    resvg.free();
  }
}

const differing = (a: Uint8Array, b: Uint8Array): number => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.max(...[0, 1, 2, 3].map((c) => Math.abs(a[i + c]! - b[i + c]!))) > 8) n++;
  return n / (a.length / 4);
};

describe('faces with their texts outlined', () => {
  const loaded = loadDeck('decks/classic');
  const bundle = packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8'));

  test('look as the faces outlined whole, with no text left', () => {
    const drawn = drawBundle(bundle, tools.renderer, tools.normalise);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    // usvg's whole reading of an SVG, as the faces' pictures were made before.
    const outline = (svg: string) => tools.withResvg(svg, {}, (r) => r.toString());
    const kept = new Map<string, string>();
    const svgs = [...drawn.value.faces.filter((_, i) => i % 20 === 0).map((f) => f.svg), drawn.value.back];
    for (const svg of svgs) {
      const picture = outlineTexts(svg, outline, kept);
      expect(svg).toContain('<text');
      expect(picture).not.toContain('<text');
      const ours = pixelsWithoutFonts(picture);
      const usvg = pixelsWithoutFonts(outline(svg));
      expect(ours.length).toBe(usvg.length);
      expect(differing(ours, usvg)).toBeLessThan(0.002);
      // Without its outlines the face would lose its value and name: the check can fail.
      expect(differing(pixelsWithoutFonts(svg), usvg)).toBeGreaterThan(0.002);
    }
  });

  test('a text on many faces is outlined once', () => {
    const drawn = drawBundle(bundle, tools.renderer, tools.normalise);
    if (!drawn.ok) throw new Error('the classic deck did not draw');
    let outlined = 0;
    const outline = (svg: string) => {
      outlined++;
      return tools.withResvg(svg, {}, (r) => r.toString());
    };
    const kept = new Map<string, string>();
    for (const face of drawn.value.faces) outlineTexts(face.svg, outline, kept);
    const texts = new Set(drawn.value.faces.flatMap((f) => f.svg.match(/<text\b[^>]*>[^<]*<\/text>/g) ?? []));
    expect(outlined).toBe(texts.size);
    expect(outlined).toBeLessThan(2 * drawn.value.faces.length);
  });
});

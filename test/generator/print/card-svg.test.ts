import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import type { Deck } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { renderBackSvg, renderCardSvg, shopCanvas } from '../../../generator/print/card-svg.ts';
import { viewCardBack, viewCardFace, type CardView } from '../../../draw/card-view.ts';

const loaded = loadDeck();
const art = loadDeckArt(loaded);
const cards = enumerateCards(loaded.deck);
const tgc = SIZE_PRESETS['tgc-hex']!;
const face = (id: string): CardView => viewCardFace(loaded.deck, cards.find((c) => c.id === id)!, tgc);

/** Dark pixels (all channels below 80) inside a box given as fractions of the image. */
function darkPixels(svg: string, box: [number, number, number, number]): number {
  const { width, height, pixels } = renderPixels(svg, 300);
  let n = 0;
  for (let y = Math.floor(box[1] * height); y < box[3] * height; y++) {
    for (let x = Math.floor(box[0] * width); x < box[2] * width; x++) {
      const i = (y * width + x) * 4;
      if (pixels[i]! < 80 && pixels[i + 1]! < 80 && pixels[i + 2]! < 80 && pixels[i + 3]! > 200) n++;
    }
  }
  return n;
}

describe('templates', () => {
  it('pass every value through the one xml helper', () => {
    for (const file of readdirSync(join(ROOT, 'templates')).filter((f) => f.startsWith('card-'))) {
      const mustaches = readFileSync(join(ROOT, 'templates', file), 'utf8').match(/{{[^}]*}}/g) ?? [];
      for (const m of mustaches) expect(m, `${file}: ${m}`).toMatch(/^{{(xml |#each |\/each|> )/);
    }
  });
});

describe('renderCardSvg', () => {
  it('writes a millimetre canvas with the card font, its description and its art', () => {
    const svg = renderCardSvg(face('key-fire'), art);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="88.839mm" height="101.6mm"/);
    expect(svg).toContain('font-family="DejaVu Sans"');
    expect(svg).toContain('<desc>Key + Fire, value 95.');
    expect(svg).toContain('stroke="#F0A500"'); // key art in gold (issue 12's palette)
    expect(svg).not.toMatch(/<image|<script|href=/);
  });

  it('really draws the value: dark pixels in the centre that go away without the text', () => {
    const view = face('key-fire');
    const centre: [number, number, number, number] = [0.35, 0.4, 0.65, 0.55];
    const withText = darkPixels(renderCardSvg(view, art), centre);
    const without = darkPixels(renderCardSvg({ ...view, texts: [] }, art), centre);
    expect(withText).toBeGreaterThan(800);
    expect(without).toBe(0);
  });

  it('escapes what comes from the deck file', () => {
    const deck: Deck = { ...loaded.deck, name: 'A<b>&"c\'' };
    const svg = renderBackSvg(viewCardBack(deck, tgc), deck.name);
    expect(svg).toContain('<title>A&lt;b&gt;&amp;&quot;c&apos;</title>');
    expect(svg).toContain('A&lt;B&gt;&amp;&quot;C&apos;</text>');
  });

  it('fits the shop canvas exactly, the card turned a quarter', () => {
    const view = face('key-fire');
    const svg = renderCardSvg(view, art, shopCanvas(view, tgc.shop!));
    expect(svg).toContain('width="101.6mm" height="88.9mm"');
    const { width, height } = renderPixels(svg, 1200);
    expect([width, height]).toEqual([1200, 1050]);
  });
});

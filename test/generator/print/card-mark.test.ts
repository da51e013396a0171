// The mark on the face as printed: zxing-wasm reads it from the rendered card, upright and turned,
// as that card of this deck; it is off with `marks: false`; its modules print at 0.5 mm or more on
// every size preset; it lies in the safe zone, clear of the icons, the value and the names.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRules, type Deck, deckJsonSchema, enumerateCards, parseDeck } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { MIN_MARK_MODULE } from '../../../draw/card-mark-view.ts';
import { pixelsAt, renderPixels } from '../../../generator/print/card-png.ts';
import { parseCardSize, SIZE_PRESETS } from '../../../draw/card-size.ts';
import { renderCardSvg } from '../../../generator/print/card-svg.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { layoutAnatomy } from '../../../draw/rulebook/anatomy-picture.ts';
import { makeCardFaces } from '../../../draw/rulebook/card-faces.ts';
import { buildRulebookModel } from '../../../draw/rulebook/view-model.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { writeSheetsPdf } from '../../../generator/print/sheets-pdf.ts';
import { measureText } from '../../../generator/print/text-measure.ts';
import { cardIdFromMarkText, MARK_ON_FACE, markModuleMm } from '../../../marks/card-mark.ts';
import { type Pixels, readDataMatrix } from '../../marks/zxing-node.ts';
import { renderPage } from './pdf-pixels.ts';

const loaded = loadDeck();
const { deck } = loaded;
const art = loadDeckArt(loaded);
const cards = enumerateCards(deck);
const card = (id: string) => cards.find((c) => c.id === id)!;
const PRESETS = Object.values(SIZE_PRESETS);

/** The face rendered at `dpi`, as RGBA pixels. */
function facePixels(d: Deck, id: string, size = SIZE_PRESETS['tgc-hex']!, dpi = 300): Pixels {
  const view = viewCardFace(d, card(id), size);
  const { width, height, pixels } = renderPixels(renderCardSvg(view, art), pixelsAt(view.geometry.width, dpi));
  return { width, height, data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
}

/** The pixels turned `degrees` clockwise about their centre on a white ground (nearest pixel). */
function turn(image: Pixels, degrees: number): Pixels {
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const side = Math.ceil(Math.hypot(image.width, image.height));
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [dx, dy] = [x - side / 2, y - side / 2];
      // The source pixel that lands here: turn back by `degrees`.
      const sx = Math.round(cos * dx + sin * dy + image.width / 2);
      const sy = Math.round(-sin * dx + cos * dy + image.height / 2);
      if (sx < 0 || sy < 0 || sx >= image.width || sy >= image.height) continue;
      const from = (sy * image.width + sx) * 4;
      data.set(image.data.subarray(from, from + 4), (y * side + x) * 4);
    }
  }
  return { width: side, height: side, data };
}

async function readCards(image: Pixels, d: Deck = deck): Promise<{ card: string | undefined; orientation: number }[]> {
  const results = await readDataMatrix(image);
  return results
    .filter((r) => r.isValid)
    .map((r) => ({ card: cardIdFromMarkText(cards, d.id, r.text), orientation: r.orientation }));
}

describe('every face carries its card', () => {
  const ids = ['key-fire', 'core-key', 'can-joker', 'core-joker-3', cards[0]!.id, cards[cards.length - 1]!.id];

  it.each(ids)('%s reads back as itself on the 3.75 in card at 300 DPI', async (id) => {
    const found = await readCards(facePixels(deck, id));
    expect(found.map((f) => f.card)).toEqual([id]);
    expect(Math.abs(found[0]!.orientation)).toBeLessThan(5);
  });

  it.each(ids.slice(0, 3))('%s reads back as itself on the 63 mm card at 300 DPI', async (id) => {
    const found = await readCards(facePixels(deck, id, SIZE_PRESETS.small!));
    expect(found.map((f) => f.card)).toEqual([id]);
  });

  it.each([60, 90, 180, 240, 300, 33])('turned %s°: the same card, and the symbol turned with it', async (degrees) => {
    const found = await readCards(turn(facePixels(deck, 'key-fire', SIZE_PRESETS.small!, 200), degrees));
    expect(found.map((f) => f.card)).toEqual(['key-fire']);
    // zxing gives the symbol's turn clockwise in degrees: the card's turn, up to the sampling.
    const off = ((((found[0]!.orientation - degrees) % 360) + 540) % 360) - 180;
    expect(Math.abs(off)).toBeLessThan(8);
  });

  it('a card of another deck is not read as one of ours', async () => {
    const other: Deck = { ...deck, id: 'another-deck' };
    const found = await readCards(facePixels(other, 'key-fire'));
    expect(found).toEqual([{ card: undefined, orientation: found[0]!.orientation }]);
  });
});

describe('the printed sheet carries every mark', () => {
  it('a page of 63 mm cards from the PDF, rendered at 300 DPI, reads as its cards', async () => {
    const size = SIZE_PRESETS.small!;
    const onPage = cards.slice(0, 12);
    const pdf = await writeSheetsPdf(
      {
        deckName: deck.name,
        size,
        faces: onPage.map((c) => viewCardFace(deck, c, size)),
        back: viewCardBack(deck, size),
        art,
      },
      PAPERS.a4!,
      'long',
    );
    const file = join(mkdtempSync(join(tmpdir(), 'jibe-card-mark-')), 'sheet.pdf');
    writeFileSync(file, pdf.bytes);
    const page = renderPage(file, 1, 300);
    const data = new Uint8ClampedArray(page.width * page.height * 4).fill(255);
    for (let i = 0; i < page.width * page.height; i++) data.set(page.rgb.subarray(3 * i, 3 * i + 3), 4 * i);
    const found = await readCards({ width: page.width, height: page.height, data });
    expect(found.map((f) => f.card).sort()).toEqual(onPage.map((c) => c.id).sort());
  });
});

describe('marks: false', () => {
  const off: Deck = { ...deck, marks: false };

  it('is read from the deck file: false turns marks off, true or absent leaves them on, anything else is refused', () => {
    const file = JSON.parse(readFileSync(join('decks', 'classic', 'deck.json'), 'utf8'));
    const parse = (marks: unknown) => parseDeck(marks === undefined ? file : { ...file, marks });
    expect(parse(undefined)).toMatchObject({ ok: true, value: { id: 'classic' } });
    for (const on of [undefined, true]) {
      const parsed = parse(on);
      expect(parsed.ok, String(on)).toBe(true);
      expect(parsed.ok && 'marks' in parsed.value, String(on)).toBe(false);
    }
    expect(parse(false)).toMatchObject({ ok: true, value: { marks: false } });
    const refused = parse('no');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.map((p) => p.path)).toEqual(['marks']);
    expect(JSON.stringify(deckJsonSchema())).toContain('"marks":{"description":"false: no machine-readable mark');
    expect(JSON.parse(readFileSync(join('decks', 'deck.schema.json'), 'utf8')).properties.marks.type).toBe('boolean');
  });

  it('draws no mark: no symbol to read, and the face is otherwise the same', async () => {
    const withMark = viewCardFace(deck, card('key-fire'), SIZE_PRESETS['tgc-hex']!);
    const without = viewCardFace(off, card('key-fire'), SIZE_PRESETS['tgc-hex']!);
    expect(withMark.mark).toBeDefined();
    expect(without.mark).toBeUndefined();
    expect(without.paths.length).toBe(withMark.paths.length - 3);
    expect(without.paths).toEqual(withMark.paths.slice(0, without.paths.length));
    expect(without.texts).toEqual(withMark.texts);
    expect(without.icons).toEqual(withMark.icons);
    expect(await readCards(facePixels(off, 'key-fire'))).toEqual([]);
  });

  it('lets a card too small for the mark build', () => {
    const tiny = parseCardSize('40mm');
    const problems = viewCardFace(deck, card('key-fire'), tiny).problems ?? [];
    expect(problems.join('\n')).toMatch(/card mark's modules would be 0\.\d\d mm on a 40mm card.*marks: false/);
    expect(viewCardFace(off, card('key-fire'), tiny).problems ?? []).toEqual([]);
  });
});

describe('size and place', () => {
  it.each(PRESETS.map((s) => [s.id, s] as const))('%s: modules of 0.5 mm or more, no problems', (_id, size) => {
    const view = viewCardFace(deck, card('key-fire'), size);
    const mark = view.mark!;
    expect(mark.module).toBeGreaterThanOrEqual(MIN_MARK_MODULE);
    expect(mark.module).toBeCloseTo(markModuleMm(2 * view.geometry.apothem), 9);
    expect(mark.modules).toBe(10);
    expect(mark.tile - mark.side).toBeGreaterThanOrEqual(2 * mark.module);
    expect(view.problems).toEqual([]);
  });

  it('about 0.84 mm modules (an 8.4 mm symbol) on the 3.75 in card, 0.55 mm on the 63 mm card', () => {
    expect(viewCardFace(deck, card('key-fire'), SIZE_PRESETS['tgc-hex']!).mark!.module).toBeCloseTo(0.838, 2);
    expect(viewCardFace(deck, card('key-fire'), SIZE_PRESETS.small!).mark!.module).toBeCloseTo(0.554, 2);
  });

  it.each(PRESETS.flatMap((s) => ['key-fire', 'core-joker-3', 'can-joker'].map((id) => [s.id, id, s] as const)))(
    '%s %s: inside the safe zone, clear of the icons, the value and the names',
    (_s, id, size) => {
      const view = viewCardFace(deck, card(id), size);
      const g = view.geometry;
      const mark = view.mark!;
      expect(mark.x).toBeCloseTo(g.centre.x + MARK_ON_FACE.x * 2 * g.apothem, 9);
      expect(mark.y).toBeCloseTo(g.centre.y + MARK_ON_FACE.y * 2 * g.apothem, 9);
      const t = mark.tile / 2;
      const tile = { left: mark.x - t, right: mark.x + t, top: mark.y - t, bottom: mark.y + t };
      // The safe hex's corners run anticlockwise on the page: a point is inside when it is on the
      // inner side of every edge.
      for (const p of [
        { x: tile.left, y: tile.top },
        { x: tile.right, y: tile.top },
        { x: tile.right, y: tile.bottom },
        { x: tile.left, y: tile.bottom },
      ]) {
        g.safe.forEach((a, i) => {
          const b = g.safe[(i + 1) % g.safe.length]!;
          expect((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x), `${JSON.stringify(p)}`).toBeLessThanOrEqual(0);
        });
      }
      const apart = (box: { left: number; right: number; top: number; bottom: number }): boolean =>
        box.right <= tile.left || box.left >= tile.right || box.bottom <= tile.top || box.top >= tile.bottom;
      for (const icon of view.icons) {
        const half = icon.size / 2;
        const box = { left: icon.x - half, right: icon.x + half, top: icon.y - half, bottom: icon.y + half };
        expect(apart(box), `icon ${icon.icon} at ${icon.x}, ${icon.y}`).toBe(true);
        // The wild icon sits on a dark disc 0.55 / 0.72 of its art's side in radius (card-view.ts).
        if (icon.icon !== deck.wild) continue;
        const nearest = {
          x: Math.min(Math.max(icon.x, tile.left), tile.right),
          y: Math.min(Math.max(icon.y, tile.top), tile.bottom),
        };
        expect(Math.hypot(nearest.x - icon.x, nearest.y - icon.y)).toBeGreaterThan((0.55 / 0.72) * icon.size);
      }
      for (const text of view.texts) {
        const w = measureText(text.text, text.bold, text.size);
        const box = {
          left: text.x - w / 2,
          right: text.x + w / 2,
          top: text.y - text.size,
          bottom: text.y + 0.3 * text.size,
        };
        expect(apart(box), `text "${text.text}"`).toBe(true);
      }
      for (const side of view.sides)
        expect(Math.abs(side.mark.x - mark.x) > t + 2 || Math.abs(side.mark.y - mark.y) > t + 2).toBe(true);
    },
  );
});

describe('the rulebook explains the mark', () => {
  it.each([
    ['on', deck, true],
    ['off', { ...deck, marks: false }, false],
  ] as const)('marks %s: the labelled card face points at the code, and the text says what it is', (_on, d, on) => {
    const rules = compileRules(d);
    const picture = layoutAnatomy(rules, makeCardFaces(d, rules));
    const code = picture.labels.find((l) => l.text.startsWith('Code'));
    expect(code !== undefined).toBe(on);
    if (code) {
      // At the right edge of the tab, in card radii from the centre.
      const view = viewCardFace(d, card(picture.card), SIZE_PRESETS.small!);
      const g = view.geometry;
      expect(code.x).toBeCloseTo((view.mark!.x + view.mark!.tile / 2 - g.centre.x) / g.radius, 9);
      expect(code.y).toBeCloseTo((view.mark!.y - g.centre.y) / g.radius, 9);
    }
    expect(buildRulebookModel(d).deck.marks).toBe(on);
  });
});

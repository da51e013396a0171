import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { buildDeck } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { renderPixels } from '../../../generator/print/card-png.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { renderCardSvg } from '../../../generator/print/card-svg.ts';
import { MIN_TEXT, ORIENTATION_ANGLE, viewCardFace } from '../../../draw/card-view.ts';
import { fitText } from '../../../draw/text-fit.ts';
import { measureText } from '../../../generator/print/text-measure.ts';
import { InputError } from '../../../lib/input-error.ts';

// A measure where every character is 0.5 wide at size 1.
const half = (t: string): number => t.length * 0.5;

describe('fitText', () => {
  it.each([
    ['fits at the preferred size', 'Key + Fire', 20, { lines: ['Key + Fire'], size: 3 }],
    ['shrinks to fit', 'Key + Fire', 12.5, { lines: ['Key + Fire'], size: 2.5 }],
    ['wraps after the plus sign', 'Beakers + Pencil', 10, { lines: ['Beakers +', 'Pencil'], size: 2.2222222222222223 }],
  ])('%s', (_, text, width, want) => expect(fitText(text, width, 3, 2, half, ' + ')).toEqual(want));

  it('gives up when even two lines at the minimum are too wide', () =>
    expect(fitText('Extraordinary + Incomprehensible', 10, 3, 2, half, ' + ')).toBeNull());
});

describe('a printed face', () => {
  const loaded = loadDeck();
  const art = loadDeckArt(loaded);
  const card = enumerateCards(loaded.deck).find((c) => c.id === 'key-fire')!;

  it('carries one orientation notch at the corner between sides 0 and 1, and no side numbers', () => {
    const view = viewCardFace(loaded.deck, card, SIZE_PRESETS['tgc-hex']!);
    expect(view.texts.map((t) => t.text)).toEqual(['95', 'Key + Fire']);
    const { width, pixels } = renderPixels(renderCardSvg(view, art), 600);
    const mm = width / view.geometry.width;
    // Dark ink just inside the inner rule at the marked corner, and not at the opposite corner.
    const darkNear = (angle: number): number => {
      let n = 0;
      const r = view.geometry.radius * 0.72;
      for (let d = -1.5; d <= 1.5; d += 0.25) {
        const x = view.geometry.centre.x + (r + d) * Math.cos((angle * Math.PI) / 180);
        const y = view.geometry.centre.y + (r + d) * Math.sin((angle * Math.PI) / 180);
        const i = 4 * (Math.floor(y * mm) * width + Math.floor(x * mm));
        if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 200) n++;
      }
      return n;
    };
    expect(darkNear(ORIENTATION_ANGLE)).toBeGreaterThan(2);
    expect(darkNear(ORIENTATION_ANGLE + 180)).toBe(0);
  });

  it.each(Object.keys(SIZE_PRESETS))('sets names within the white hex at 7 pt or more on %s cards', (id) => {
    const size = SIZE_PRESETS[id]!;
    const deck = {
      ...loaded.deck,
      icons: loaded.deck.icons.map((i) => (i.id === 'key' ? { ...i, name: 'Skeleton Key of Doors' } : i)),
    };
    const view = viewCardFace(deck, card, size);
    const lines = view.texts.slice(1);
    expect(lines.map((t) => t.text).join(' ')).toBe('Skeleton Key of Doors + Fire');
    // Narrower than the safe zone across, less the bands' cue marks on either side.
    const across = 2 * (view.geometry.apothem - size.safe - MIN_TEXT);
    for (const t of lines) {
      expect(t.size).toBeGreaterThanOrEqual(MIN_TEXT);
      expect(measureText(t.text, false, t.size)).toBeLessThanOrEqual(across);
    }
  });

  it('says when names cannot fit, and jibe build refuses such a deck naming the card', async () => {
    const deck = {
      ...loaded.deck,
      icons: loaded.deck.icons.map((i) => (i.id === 'key' ? { ...i, name: 'K'.repeat(60) } : i)),
    };
    // A picture still draws the card (smaller than the minimum) and says what is wrong.
    expect(viewCardFace(deck, card, SIZE_PRESETS.small!).problems).toEqual([
      expect.stringMatching(/^card key-fire: the names .* do not fit a small card/),
    ]);
    expect(viewCardFace(loaded.deck, card, SIZE_PRESETS.small!).problems).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'jibe-long-names-'));
    cpSync(join(ROOT, 'decks', 'classic'), dir, { recursive: true });
    const file = JSON.parse(readFileSync(join(dir, 'deck.json'), 'utf8')) as { icons: { id: string; name: string }[] };
    file.icons.find((i) => i.id === 'key')!.name = 'K'.repeat(60);
    writeFileSync(join(dir, 'deck.json'), JSON.stringify(file));
    const out = mkdtempSync(join(tmpdir(), 'jibe-long-names-out-'));
    const build = buildDeck(parseBuildFlags({ deck: dir, out, size: 'small' }));
    await expect(build).rejects.toThrow(InputError);
    await expect(buildDeck(parseBuildFlags({ deck: dir, out, size: 'small' }))).rejects.toThrow(
      /deck\.json: card key-fire: the names/,
    );
    expect(readdirSync(out)).toEqual([]);
  });
});

// The browser draws what the command line draws: a deck bundle drawn by draw/deck-drawing.ts with
// resvg-wasm as its usvg (as the Studio's worker does) gives the same face SVGs, byte for byte, as
// the same code with resvg-js, and as `jibe build`'s own pipeline.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-wasm';
import { beforeAll, describe, expect, test } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { ArtReadError, type UsvgNormaliser } from '../../draw/art-import.ts';
import { SIZE_PRESETS } from '../../draw/card-size.ts';
import { viewCardFace } from '../../draw/card-view.ts';
import { drawBundle } from '../../draw/deck-drawing.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { normaliseInNode } from '../../generator/print/art-import.ts';
import { CARD_RENDERER, renderCardSvg } from '../../generator/print/card-svg.ts';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { readyResvgWasm } from '../support/resvg-wasm.ts';

let normaliseInWasm: UsvgNormaliser;

beforeAll(async () => {
  await readyResvgWasm();
  const fontBuffers = [readFileSync(DEFAULT_FONTS.regular), readFileSync(DEFAULT_FONTS.bold)];
  normaliseInWasm = (svg) => {
    const resvg = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: DEFAULT_FONTS.family } });
    try {
      return resvg.toString();
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) throw new ArtReadError('the SVG reader stopped on it');
      throw error;
    } finally {
      resvg.free();
    }
  };
});

const bundleOf = (dir: string) => {
  const loaded = loadDeck(dir);
  return { loaded, bundle: packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8')) };
};

describe('a deck bundle drawn as the Studio draws it', () => {
  test.each(['decks/classic', 'test/fixtures/custom-deck', 'test/fixtures/five-colours'])(
    '%s: resvg-wasm and resvg-js read the art alike, and the faces are build’s own',
    (dir) => {
      const { loaded, bundle } = bundleOf(dir);
      const inWasm = drawBundle(bundle, CARD_RENDERER, normaliseInWasm);
      const inNode = drawBundle(bundle, CARD_RENDERER, normaliseInNode);
      expect(inWasm.ok && inNode.ok).toBe(true);
      if (!inWasm.ok || !inNode.ok) return;
      expect(inWasm.value.faces).toEqual(inNode.value.faces);
      expect(inWasm.value.back).toBe(inNode.value.back);
      expect(inWasm.value.problems).toEqual([]);
      // The pipeline of `jibe build`: the art files read from the folder, each face drawn alone.
      const art = loadDeckArt(loaded);
      const cards = enumerateCards(loaded.deck);
      for (const card of [cards[0]!, cards[cards.length - 1]!, cards[Math.floor(cards.length / 2)]!]) {
        const built = renderCardSvg(viewCardFace(loaded.deck, card, SIZE_PRESETS['tgc-hex']!), art);
        expect(inWasm.value.faces.find((f) => f.id === card.id)?.svg).toBe(built);
      }
    },
  );

  test('art that cannot be read is named by its path, and every other face is still drawn', () => {
    const { bundle } = bundleOf('test/fixtures/custom-deck');
    const broken = structuredClone(bundle) as { files: Record<string, { text: string }> };
    broken.files['art/rocket.svg'] = { text: '<svg><path d="M0 0' };
    const drawn = drawBundle(broken, CARD_RENDERER, normaliseInWasm);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.value.problems.map((p) => p.path)).toEqual(['deck.icons[8].art']);
    expect(drawn.value.problems[0]!.message).toMatch(/not a readable SVG file/);
    expect(drawn.value.faces).toHaveLength(80);
  });

  test('a hostile file is refused or drawn without what it hid: no script, no reference outside the card', () => {
    const { bundle } = bundleOf('test/fixtures/custom-deck');
    const hostile = structuredClone(bundle) as { files: Record<string, { text: string }> };
    hostile.files['art/rocket.svg'] = {
      text: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png" width="10" height="10"/><a xlink:href="javascript:alert(3)"><rect width="10" height="10"/></a></svg>',
    };
    const drawn = drawBundle(hostile, CARD_RENDERER, normaliseInWasm);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    const svgs = drawn.value.faces.map((f) => f.svg).join('\n');
    expect(svgs).not.toMatch(/<script|onload|javascript:|evil\.example|<image/i);
    expect(drawn.value.notes.map((n) => n.message).join('\n')).toMatch(/dropped a script/);
  });

  test('what would print badly is warned of as validate-deck warns: a 4-digit value, two near colours', () => {
    const { bundle } = bundleOf('test/fixtures/custom-deck');
    const changed = structuredClone(bundle) as { deck: { icons: { value: number }[]; colours: { screen: string }[] } };
    changed.deck.icons[11]!.value = 9995;
    changed.deck.colours[1]!.screen = changed.deck.colours[0]!.screen.replace(/.$/, (d) => (d === '0' ? '1' : '0'));
    const drawn = drawBundle(changed, CARD_RENDERER, normaliseInWasm);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    const words = drawn.value.warnings.map((w) => `${w.path}: ${w.message}`).join('\n');
    expect(words).toMatch(/^icons\[11\] \([a-z-]+\)\.value: /m);
    expect(words).toMatch(/^colours\[[01]\] \([a-z-]+\)\.screen: .*ΔE/m);
    expect(drawn.value.problems).toEqual([]);
    // The classic deck as shipped: its two greyscale pairs, and nothing else.
    const classic = drawBundle(bundleOf('decks/classic').bundle, CARD_RENDERER, normaliseInWasm);
    expect(classic.ok && classic.value.warnings.map((w) => w.message).every((m) => /greyscale/.test(m))).toBe(true);
  });

  test('a bundle that is no deck is refused with its problems, nothing drawn', () => {
    const drawn = drawBundle({ deckBundle: 1, deck: { icons: [] }, files: {} }, CARD_RENDERER, normaliseInWasm);
    expect(drawn.ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { buildManifestCards, formatManifestCsv, type Manifest } from '../../../generator/print/manifest.ts';
import { applyMatrix, parseTransform } from '../../../draw/matrix.ts';

describe('parseBuildFlags', () => {
  it('defaults to tgc-hex cards at 300 DPI on A4 and Letter, long-edge duplex, no offset', () => {
    const o = parseBuildFlags({});
    expect([o.size.id, o.dpi, o.papers.map((p) => p.id), o.duplex, o.offset, o.shop, o.only]).toEqual([
      'tgc-hex',
      300,
      ['a4', 'letter'],
      'long',
      { x: 0, y: 0 },
      false,
      null,
    ]);
  });
  it('reads every flag', () => {
    const o = parseBuildFlags({
      paper: '300x450mm',
      size: 'small',
      dpi: 600,
      only: 'key-fire, core-fire',
      duplex: 'short',
      offset: '0.5,-1',
      shop: true,
    });
    expect([o.papers[0]!.width, o.size.cornerToCorner, o.dpi, o.only, o.duplex, o.offset, o.shop]).toEqual([
      300,
      63,
      600,
      ['key-fire', 'core-fire'],
      'short',
      { x: 0.5, y: -1 },
      true,
    ]);
  });
  it.each([
    [{ dpi: 72.5 }, /^--dpi: /],
    [{ duplex: 'booklet' }, /^--duplex: /],
    [{ offset: '1;2' }, /^--offset: .*not an offset/],
    [{ offset: '6,0' }, /^--offset: .*too large/],
    [{ duplex: 'fold', offset: '2,-1' }, /^--offset: .*--duplex fold prints faces and backs on one side/],
    [{ only: ' , ' }, /^--only: /],
    [{ gutter: -1 }, /^--gutter: -1 is not a gutter/],
    [{ gutter: 25 }, /^--gutter: 25 is not a gutter/],
  ])('refuses %j', (flags, message) => expect(() => parseBuildFlags(flags)).toThrow(message));
});

describe('formatManifestCsv', () => {
  it('lists every card, then the back, quoting what needs it', () => {
    const cards = enumerateCards(loadDeck().deck);
    const manifest: Manifest = {
      deck: 'classic',
      name: 'Jibe',
      size: { id: 'tgc-hex', cornerToCornerMm: 95.25, bleedMm: 3.175, safeMm: 3.175 },
      dpi: 300,
      png: { width: 1049, height: 1200 },
      cards: buildManifestCards(cards),
      back: { svg: 'cards/back.svg', png: 'cards/back.png' },
    };
    const lines = formatManifestCsv(manifest).trimEnd().split('\n');
    expect(lines).toHaveLength(82);
    expect(lines[1]).toBe(
      'can-joker,pair,can joker,can can can joker joker joker,0,cards/can-joker.svg,cards/can-joker.png',
    );
    expect(lines[81]).toBe('back,back,,,,cards/back.svg,cards/back.png');
    manifest.cards[0]!.id = 'a,"b"';
    expect(formatManifestCsv(manifest).split('\n')[1]).toMatch(/^"a,""b""",/);
  });
});

describe('parseTransform', () => {
  it.each([
    ['translate(10 5)', [1, 2], [11, 7]],
    ['scale(2,3)', [1, 2], [2, 6]],
    ['rotate(90)', [1, 0], [0, 1]],
    ['rotate(180 5 5)', [0, 0], [10, 10]],
    ['matrix(1 0 0 1 3 4) scale(2)', [1, 1], [5, 6]],
    ['skewX(45)', [0, 1], [1, 1]],
    ['nonsense(1)', [1, 2], [1, 2]],
  ] as const)('%s maps %j to %j', (text, from, to) => {
    const [x, y] = applyMatrix(parseTransform(text), from[0], from[1]);
    expect(x).toBeCloseTo(to[0], 9);
    expect(y).toBeCloseTo(to[1], 9);
  });
});

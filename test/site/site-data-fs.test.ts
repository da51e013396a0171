import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, test } from 'vitest';
import { enumerateCards } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { buildBalanceView } from '../../site/src/lib/balance-view.ts';
import { buildWebManifest, renderAppIconSvg } from '../../site/build/app-icon.ts';
import { readDeckOutput, readSvgTitle, readViewBox } from '../../site/build/site-data-fs.ts';
import { readSiteSettings } from '../../site/build/site-settings.ts';
import { stageAssets } from '../../site/build/stage-assets-fs.ts';
import { classicDeck } from '../support/classic.ts';

const work = mkdtempSync(join(tmpdir(), 'jibe-site-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PDF = '%PDF-1.3\n1 0 obj << /Type /Pages /Count 2 >> 2 0 obj << /Type /Page >> 3 0 obj << /Type /Page >>\n%%EOF';

/** A deck output as the generator lays it out (output/<deck-id>/), small files standing in for real ones. */
function writeFakeOutput(root: string, { cards = true } = {}): void {
  mkdirSync(join(root, 'classic', 'cards'), { recursive: true });
  mkdirSync(join(root, 'classic', 'sheets'), { recursive: true });
  mkdirSync(join(root, 'classic', 'rulebook', 'images'), { recursive: true });
  mkdirSync(join(root, 'classic', 'balance'), { recursive: true });
  if (cards) {
    for (const card of enumerateCards(classicDeck)) {
      writeFileSync(
        join(root, 'classic', 'cards', `${card.id}.svg`),
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88.839 101.6"><title>${card.id}</title></svg>`,
      );
      writeFileSync(join(root, 'classic', 'cards', `${card.id}.png`), 'png');
    }
  }
  writeFileSync(join(root, 'classic', 'sheets', 'a4-long.pdf'), PDF);
  writeFileSync(join(root, 'classic', 'rulebook-a4.pdf'), PDF);
  writeFileSync(join(root, 'classic', 'player-aid-a4.pdf'), PDF);
  writeFileSync(join(root, 'classic', 'score-sheet-a4.pdf'), PDF);
  writeFileSync(
    join(root, 'classic', 'rulebook', 'rulebook.html'),
    '<h1>Rules</h1><h2 id="a">A</h2><img src="images/x.svg" alt="x">',
  );
  writeFileSync(join(root, 'classic', 'rulebook', 'preview.html'), '<html>preview</html>');
  writeFileSync(join(root, 'classic', 'rulebook', 'rulebook.css'), 'h2{}');
  writeFileSync(join(root, 'classic', 'rulebook', 'images', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(root, 'classic', 'balance', 'report.json'),
    JSON.stringify({
      format: 1,
      run: { games: 10, players: 2, rounds: 1, bots: ['greedy'] },
      fairShare: 0.5,
      seats: [
        { seat: 1, win: { rate: 0.6, low: 0.3, high: 0.85 } },
        { seat: 2, win: { rate: 0.4, low: 0.05, high: 0.45 } },
      ],
      rounds: { stalemate: { rate: 0.1 } },
    }),
  );
  writeFileSync(
    join(root, 'classic', 'balance', 'wins-by-seat.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><title>Win rate &amp; seats</title></svg>',
  );
}

describe('readDeckOutput', () => {
  const root = join(work, 'complete');
  writeFakeOutput(root);
  const settings = readSiteSettings({ JIBE_OUTPUT: root, JIBE_SITE_BASE: 'jibe' });
  const output = readDeckOutput(settings);

  test('settings: the deck output folder, the site folder inside it, the base', () => {
    expect(settings.deckOutput).toBe(join(root, 'classic'));
    expect(settings.outDir).toBe(join(root, 'classic', 'site'));
    expect(settings.base).toBe('/jibe/');
  });

  test('finds every card face, the PDFs with their pages, the rulebook text and pictures, the balance report', () => {
    expect(Object.keys(output.cardSvgs)).toHaveLength(80);
    expect(output.cardPngs).toHaveLength(80);
    expect(output.cardAspect).toEqual({ width: 88.839, height: 101.6 });
    expect(output.sheets.map((f) => [f.name, f.pages, f.bytes])).toEqual([['sheets/a4-long.pdf', 2, PDF.length]]);
    // The player aid and the score sheet are served with the rulebook.
    expect(output.rulebookPdfs.map((f) => f.name)).toEqual([
      'rulebook-a4.pdf',
      'player-aid-a4.pdf',
      'score-sheet-a4.pdf',
    ]);
    expect(output.rulebook?.html).toContain('<h2 id="a">');
    expect(output.rulebook?.assets.map((f) => f.slice(root.length))).toEqual(['/classic/rulebook/images/x.svg']);
    expect(output.balance?.chartTitles).toEqual({ 'wins-by-seat.svg': 'Win rate & seats' });
  });

  test('stages what the site serves: card faces, downloads, rulebook pictures, icons, manifest, the PNG zip', () => {
    const staged = join(work, 'staged');
    const archive = stageAssets(settings, output, staged);
    expect(archive).toEqual({ path: 'downloads/classic-card-images.zip', bytes: expect.any(Number), images: 80 });
    for (const file of [
      'cards/key-fire.svg',
      'downloads/sheets/a4-long.pdf',
      'downloads/rulebook-a4.pdf',
      'downloads/player-aid-a4.pdf',
      'rules/images/x.svg',
      'balance/wins-by-seat.svg',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon.svg',
      'manifest.webmanifest',
    ]) {
      expect(() => readFileSync(join(staged, file)), file).not.toThrow();
    }
    expect(() => readFileSync(join(staged, 'rules', 'rulebook.css'))).toThrow();
    const manifest = JSON.parse(readFileSync(join(staged, 'manifest.webmanifest'), 'utf8')) as { start_url: string };
    expect(manifest.start_url).toBe('/jibe/');
  });

  test('serves the card faces with their text as outlines, drawn without any font installed', () => {
    const face = join(root, 'classic', 'cards', 'key-fire.svg');
    const original = readFileSync(face, 'utf8');
    writeFileSync(
      face,
      '<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="20mm" viewBox="0 0 40 20"><title>key-fire</title>' +
        '<rect width="40" height="20" fill="#fff"/><text x="20" y="15" font-size="14" font-weight="bold" text-anchor="middle" fill="#000">95</text></svg>',
    );
    try {
      const staged = join(work, 'staged-text');
      stageAssets(settings, readDeckOutput(settings), staged);
      const served = readFileSync(join(staged, 'cards', 'key-fire.svg'), 'utf8');
      expect(served).not.toContain('<text');
      expect(served).toContain('viewBox="0 0 40 20"');
      // No font at all: only outlines can leave dark pixels.
      const pixels = new Resvg(served, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: 80 } })
        .render()
        .pixels.filter((_, i) => i % 4 === 0);
      expect(pixels.filter((v) => v < 128).length).toBeGreaterThan(50);
    } finally {
      writeFileSync(face, original);
    }
  });

  test('missing card faces: an input error naming the folder and what to run', () => {
    const empty = join(work, 'empty');
    writeFakeOutput(empty, { cards: false });
    const call = () => readDeckOutput(readSiteSettings({ JIBE_OUTPUT: empty }));
    expect(call).toThrow(InputError);
    expect(call).toThrow(
      /cards\/: the site needs every card face: run `npx jibe build` first \(80 missing, e\.g\. cards\/can-joker\.svg\)/,
    );
  });
});

test.each([
  ['<svg viewBox="0 0 88.839 101.6">', { width: 88.839, height: 101.6 }],
  ["<svg viewBox='0,0,200,100'>", { width: 200, height: 100 }],
  ['<svg width="10">', null],
])('readViewBox(%s)', (svg, box) => {
  expect(readViewBox(svg)).toEqual(box);
});

test('readSvgTitle', () => {
  expect(readSvgTitle('<svg><title>A &lt; B</title><title>second</title></svg>')).toBe('A < B');
  expect(readSvgTitle('<svg/>')).toBeNull();
});

describe('buildBalanceView', () => {
  const report = JSON.parse(
    readFileSync(join(work, 'complete', 'classic', 'balance', 'report.json'), 'utf8'),
  ) as unknown;

  test('the seats against the fair share, and the charts with their titles', () => {
    const view = buildBalanceView(report, { 'wins-by-seat.svg': 'Win rate', 'other.svg': 'x' }, '/jibe/');
    expect(view).toEqual({
      summary: 'Bots (greedy) played 10 games of 1 round with 2 players. 10.0 % of rounds ended in a stalemate.',
      fairShare: '50.0 %',
      seats: [
        { seat: 'Seat 1', rate: '60.0 %', interval: '30.0 % to 85.0 %', fair: true },
        { seat: 'Seat 2', rate: '40.0 %', interval: '5.0 % to 45.0 %', fair: false },
      ],
      charts: [{ src: '/jibe/balance/wins-by-seat.svg', alt: 'Win rate' }],
    });
  });

  test.each([[null], [{}], [{ format: 2 }]])('no usable report (%j): no section', (json) => {
    expect(buildBalanceView(json, {}, '/')).toBeNull();
  });
});

test('the app icon is drawn in the deck colours and renders', () => {
  const svg = renderAppIconSvg(classicDeck);
  for (const colour of classicDeck.colours) expect(svg).toContain(`fill="${colour.screen}"`);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 64 }, font: { loadSystemFonts: false } }).render();
  expect(png.width).toBe(64);
  // The centre-left wedge area is coloured, not the dark background.
  const pixels = png.pixels;
  const at = (x: number, y: number) => [...pixels.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3)];
  expect(at(16, 32)).not.toEqual([0x16, 0x18, 0x1d]);
  expect(at(1, 1)).toEqual([0x16, 0x18, 0x1d]);
  expect(buildWebManifest(classicDeck, '/x/')).toMatchObject({
    name: 'Jibe',
    scope: '/x/',
    start_url: '/x/',
    display: 'standalone',
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { buildDeck, formatSummary, type BuildSummary } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import type { Manifest } from '../../../generator/print/manifest.ts';
import { formatProgress } from '../../../generator/print/progress.ts';
import { runCli } from '../../support/run-cli.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'custom-deck');
const tempOut = (): string => mkdtempSync(join(tmpdir(), 'jibe-build-'));
const pdfinfo = (file: string, ...args: string[]): string => execFileSync('pdfinfo', [...args, file]).toString();
const pngSize = (file: string): [number, number] => {
  const png = readFileSync(file);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};
const jibe = (...args: string[]) => runCli(args);

describe('a copied deck with other values and a replaced icon', () => {
  let out: string;
  let summary: BuildSummary;
  beforeAll(async () => {
    out = tempOut();
    summary = await buildDeck(parseBuildFlags({ deck: FIXTURE, out }));
  }, 120_000);

  it('writes every card SVG and PNG, the back, the manifest and the A4 and Letter sheets', () => {
    const dir = join(out, 'custom');
    const cards = enumerateCards(loadDeck(FIXTURE).deck);
    const names = readdirSync(join(dir, 'cards'));
    expect(names).toHaveLength(2 * (cards.length + 1));
    for (const c of [...cards.map((x) => x.id), 'back'])
      expect(names).toEqual(expect.arrayContaining([`${c}.svg`, `${c}.png`]));
    expect(pngSize(join(dir, 'cards', 'key-fire.png'))).toEqual([1049, 1200]); // 88.84 × 101.6 mm at 300 DPI
    expect(readdirSync(join(dir, 'sheets')).sort()).toEqual(['a4-long.pdf', 'letter-long.pdf']);
    expect(pdfinfo(join(dir, 'sheets', 'a4-long.pdf'))).toMatch(/Pages:\s+28\n[\s\S]*Page size:\s+595.27\d? x 841.8\d/);
    expect(pdfinfo(join(dir, 'sheets', 'letter-long.pdf'))).toMatch(/Page size:\s+612 x 792/);
    expect(readdirSync(out)).toEqual(['custom']); // no temporary folder left behind
    expect(summary.pages).toBe(56);
    expect(formatSummary(summary, out)).toMatch(
      /^custom: 80 cards → 81 SVG, 81 PNG, 2 PDF \(56 pages\), 166 files in [\d.]+ s → custom\/$/,
    );
  });

  it('prints the deck values and the replaced art', () => {
    const dir = join(out, 'custom');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const cards = enumerateCards(loadDeck(FIXTURE).deck);
    expect(manifest.cards.map((c) => [c.id, c.value, c.sides])).toEqual(cards.map((c) => [c.id, c.value, c.sides]));
    const svg = readFileSync(join(dir, 'cards', 'key-fire.svg'), 'utf8');
    expect(svg).toContain('>63</text>');
    const plane = readFileSync(join(dir, 'cards', 'core-plane.svg'), 'utf8');
    expect(plane).toContain('fill="#0072B2"'); // the rocket's window, filled in the icon's colour
    expect(plane).not.toMatch(/script|never run/);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'sheets', 'a4-long.pdf'), '-']).toString();
    expect(text).toContain('Jibe Custom · faces · page 1 of 28');
    // Every card's value and names are on the sheets, once per card.
    const all = execFileSync('pdftotext', [join(dir, 'sheets', 'letter-long.pdf'), '-']).toString();
    const names = new Map(loadDeck(FIXTURE).deck.icons.map((i) => [i.id, i.name]));
    const captions = all.split('\n').filter((line) => / \+ |^(Wild|[A-Z][a-z]+)$/.test(line.trim()));
    for (const card of cards.filter((c) => c.kind === 'pair' && !c.sets.includes('joker'))) {
      expect(
        captions.filter((l) => l.trim() === card.sets.map((id) => names.get(id)).join(' + ')),
        card.id,
      ).toHaveLength(1);
    }
    expect(all.match(/\b63\b/g)?.length).toBeGreaterThanOrEqual(1);
    const csv = readFileSync(join(dir, 'manifest.csv'), 'utf8').split('\n');
    expect(csv[0]).toBe('id,kind,icons,sides,value,svg,png');
    expect(csv).toContain('key-fire,pair,key fire,key key key fire fire fire,63,cards/key-fire.svg,cards/key-fire.png');
  });
});

describe('buildDeck options', () => {
  it('--shop writes the shop canvas, one card per page (face, back) landscape like the PNGs, and a proof', async () => {
    const out = tempOut();
    await buildDeck(parseBuildFlags({ out, shop: true, only: 'key-fire,core-joker-1' }));
    const dir = join(out, 'classic');
    expect(pngSize(join(dir, 'cards', 'key-fire.png'))).toEqual([1200, 1050]);
    expect(readdirSync(join(dir, 'proof'))).toEqual(['shop-cut.pdf', 'shop-proof.pdf', 'shop.pdf']);
    const info = pdfinfo(join(dir, 'proof', 'shop.pdf'), '-box', '-f', '1', '-l', '4');
    expect(info).toMatch(/Pages:\s+4/);
    // 1200 × 1050 px at 300 DPI; the trim (3.75 in corner to corner, turned) and its bleed centred on it.
    expect(info).toMatch(/Page\s+1 size:\s+288 x 252 pts/);
    expect(info).toMatch(/Page\s+1 TrimBox:\s+9\.00\s+9\.09\s+279\.00\s+242\.91/);
    expect(info).toMatch(/Page\s+1 BleedBox:\s+0\.00\s+0\.09\s+288\.00\s+251\.91/);
    const back = execFileSync('pdftotext', ['-f', '2', '-l', '2', join(dir, 'proof', 'shop.pdf'), '-']).toString();
    expect(back).toContain('JIBE');
  });

  it('--duplex fold with --only and a custom paper', async () => {
    const out = tempOut();
    const summary = await buildDeck(
      parseBuildFlags({ out, only: 'key-fire,can-joker,core-fire', duplex: 'fold', paper: '300x450mm', size: 'small' }),
    );
    expect(summary.cards).toBe(3);
    expect(readdirSync(join(out, 'classic', 'proof'))).toEqual(['300x450mm-fold.pdf']);
    expect(pdfinfo(join(out, 'classic', 'proof', '300x450mm-fold.pdf'))).toMatch(/Pages:\s+1\n/);
  });

  it('keeps folders other commands wrote into the deck folder; --only adds its cards and keeps the rest', async () => {
    const out = tempOut();
    await buildDeck(parseBuildFlags({ out, only: 'key-fire', paper: 'a4' }));
    mkdirSync(join(out, 'classic', 'balance'));
    writeFileSync(join(out, 'classic', 'sheets-kept.txt'), 'a file of mine');
    mkdirSync(join(out, 'classic', 'sheets'));
    writeFileSync(join(out, 'classic', 'sheets', 'a4-long.pdf'), 'the full sheets of an earlier build');
    await buildDeck(parseBuildFlags({ out, only: 'can-joker', paper: 'a4' }));
    expect(readdirSync(join(out, 'classic')).sort()).toEqual([
      'balance',
      'cards',
      'manifest.csv',
      'manifest.json',
      'proof',
      'sheets',
      'sheets-kept.txt',
    ]);
    // The earlier card stays; the deck's own sheets are not replaced by a test print of one card.
    expect(readdirSync(join(out, 'classic', 'cards')).sort()).toEqual([
      'back.png',
      'back.svg',
      'can-joker.png',
      'can-joker.svg',
      'key-fire.png',
      'key-fire.svg',
    ]);
    expect(readFileSync(join(out, 'classic', 'sheets', 'a4-long.pdf'), 'utf8')).toBe(
      'the full sheets of an earlier build',
    );
    expect(readdirSync(join(out, 'classic', 'proof'))).toEqual(['a4-long.pdf']);
    // The manifest still describes the whole deck, so the site build finds every card it names.
    const manifest = JSON.parse(readFileSync(join(out, 'classic', 'manifest.json'), 'utf8'));
    expect(manifest.cards).toHaveLength(80);
  });
});

describe('jibe build refuses bad input with exit code 2 and writes nothing', () => {
  it.each([
    [['--paper', 'a3'], /--paper: "a3" is not a paper/],
    [['--size', '290mm'], /--size: a 290mm card .* does not fit on A4/],
    [['--size', 'huge'], /--size: "huge" is not a card size/],
    [['--dpi', '10'], /--dpi: 10 is not a resolution/],
    [
      ['--duplex', 'fold', '--offset', '2,-1'],
      /--offset: moves the back pages .* --duplex fold prints faces and backs on one side/,
    ],
    [['--gutter', '-2'], /--gutter: -2 is not a gutter/],
    [['--only', 'key-fire,nope'], /--only: no such card: nope/],
    [['--deck', join(ROOT, 'test', 'fixtures', 'no-such-deck')], /no such deck folder/],
  ])('%j', async (args, message) => {
    const out = tempOut();
    const run = await jibe('build', '--out', out, ...args);
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses an --only card the deck lacks before saying anything of its art', async () => {
    // The custom deck's rocket loses a script on the way in, a note printed before a build.
    const out = tempOut();
    const run = await jibe('build', '--deck', FIXTURE, '--out', out, '--only', 'nope');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('jibe: --only: no such card: nope (see jibe cards)\n');
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses a deck that fails validation', async () => {
    const deck = mkdtempSync(join(tmpdir(), 'jibe-invalid-deck-'));
    const file = JSON.parse(readFileSync(join(ROOT, 'decks', 'classic', 'deck.json'), 'utf8')) as { wild: string };
    file.wild = 'nobody';
    writeFileSync(join(deck, 'deck.json'), JSON.stringify(file));
    const out = tempOut();
    const run = await jibe('build', '--deck', deck, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/deck\.json: .*wild/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('names a broken art file', async () => {
    const deck = mkdtempSync(join(tmpdir(), 'jibe-bad-deck-'));
    const file = JSON.parse(readFileSync(join(ROOT, 'decks', 'classic', 'deck.json'), 'utf8')) as {
      icons: { art: string }[];
    };
    file.icons[3]!.art = 'broken.svg';
    writeFileSync(join(deck, 'deck.json'), JSON.stringify(file));
    writeFileSync(join(deck, 'broken.svg'), '<svg viewBox="0 0 1 1"><path d="M0 0L1 1">');
    const out = tempOut();
    const run = await jibe('build', '--deck', deck, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/broken\.svg: not a readable SVG file: <path> is never closed/);
    expect(readdirSync(out)).toEqual([]);
  });
});

it('builds byte-identical files twice', async () => {
  const [a, b] = [tempOut(), tempOut()];
  for (const out of [a, b]) await buildDeck(parseBuildFlags({ out, only: 'key-fire,core-joker-2', paper: 'letter' }));
  for (const file of ['proof/letter-long.pdf', 'cards/key-fire.png', 'cards/key-fire.svg', 'manifest.json']) {
    expect(readFileSync(join(a, 'classic', file)).equals(readFileSync(join(b, 'classic', file))), file).toBe(true);
  }
});

describe('formatProgress', () => {
  it.each([
    [0, 81, 'cards [------------------------------] 0/81'],
    [27, 81, 'cards [##########--------------------] 27/81'],
    [81, 81, 'cards [##############################] 81/81'],
  ])('%i of %i', (done, total, text) => expect(formatProgress('cards', done, total)).toBe(text));
});

it('the fixture deck is a real copy of the classic deck, not the same files', () => {
  expect(existsSync(join(FIXTURE, 'art', 'rocket.svg'))).toBe(true);
  expect(loadDeck(FIXTURE).deck.icons.map((i) => i.value)).not.toEqual(loadDeck().deck.icons.map((i) => i.value));
});

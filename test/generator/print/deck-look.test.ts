// A deck's own look (deck file `look`): its size, back colour, fonts and face template reach the
// card files, the PNGs and the PDF sheets; a look that cannot be used is refused with the file,
// the line and the reason, by validate-deck and by build (exit 2, nothing written).

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { enumerateCards, LOOK_SIZE_NAMES } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { buildDeck, writeManifest } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardBack, viewCardFace } from '../../../draw/card-view.ts';
import { checkTemplateSource } from '../../../draw/deck-templates.ts';
import { loadDeckLook, lookStyle } from '../../../generator/print/look-fs.ts';
import type { Manifest } from '../../../generator/print/manifest.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { startPreview } from '../../../generator/preview/preview-server-fs.ts';
import { readDeckOutput } from '../../../site/build/site-data-fs.ts';
import { renderRulebookFiles } from '../../../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs } from '../../../generator/rulebook/rulebook-fs.ts';
import { runCli } from '../../support/run-cli.ts';
import { type PageImage, pixelAt, renderPage } from './pdf-pixels.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'deck-look');
const FACE_TEMPLATE = readFileSync(join(FIXTURE, 'templates', 'face.hbs'), 'utf8');
const SERIF = join(ROOT, 'node_modules', 'dejavu-fonts-ttf', 'ttf', 'DejaVuSerif.ttf');
// The fixture's card, from its deck file: 70 mm corner to corner, 2 mm bleed; its back #7A1F3D.
const CORNERS = 70;
const BLEED = 2;
const FLAT = (CORNERS * Math.sqrt(3)) / 2;
const BACK: [number, number, number] = [0x7a, 0x1f, 0x3d];

const tmp = mkdtempSync(join(tmpdir(), 'jibe-deck-look-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The RGB pixels of one of our PNGs (one IDAT, every row Sub-filtered, as png-encode.ts writes). */
function readPng(file: string): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const png = readFileSync(file);
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = zlib.inflateSync(Buffer.concat(idat));
  const stride = 3 * width + 1;
  const rgb = Buffer.alloc(3 * width * height);
  for (let y = 0; y < height; y++) {
    if (rows[y * stride] !== 1) throw new Error('expected the Sub filter');
    for (let i = 0; i < 3 * width; i++)
      rgb[3 * width * y + i] = (rows[y * stride + 1 + i]! + (i >= 3 ? rgb[3 * width * y + i - 3]! : 0)) & 255;
  }
  return { width, height, at: (x, y) => [...rgb.subarray(3 * (y * width + x), 3 * (y * width + x) + 3)] };
}

const near = (a: readonly number[], b: readonly number[], tolerance: number): boolean =>
  a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

/** The y of every cut line crossing the left margin of a sheet page (5.5 to 7 mm dark). */
function rowCuts(page: PageImage): number[] {
  const dark: number[] = [];
  for (let py = 0; py < page.height; py++) {
    const y = (py + 0.5) / page.scale;
    let sum = 0;
    for (let x = 5.5; x <= 7; x += 0.1) sum += pixelAt(page, x, y).reduce((s, v) => s + v, 0) / 3;
    if (sum / 16 < 180) dark.push(y);
  }
  const lines: number[][] = [];
  for (const y of dark) {
    const last = lines[lines.length - 1];
    if (last && y - last[last.length - 1]! <= 2 / page.scale) last.push(y);
    else lines.push([y]);
  }
  return lines.map((l) => l.reduce((s, y) => s + y, 0) / l.length);
}

describe('a deck with a size, back colour, serif font and face template of its own', () => {
  let dir: string;
  beforeAll(async () => {
    await buildDeck(parseBuildFlags({ deck: FIXTURE, out: tmp, paper: 'a4' }));
    dir = join(tmp, 'look');
  }, 240_000);

  it("cuts the cards at the deck's size, in the manifest, the PNGs and the sheets", () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.size).toMatchObject({ cornerToCornerMm: CORNERS, bleedMm: BLEED, safeMm: 3 });
    // The canvas is the trim plus the bleed all round: at 300 DPI.
    const png = readPng(join(dir, 'cards', 'key-fire.png'));
    expect([png.width, png.height]).toEqual(
      [FLAT + 2 * BLEED, CORNERS + 2 * BLEED].map((mm) => Math.round((mm / 25.4) * 300)),
    );
    // On the sheet the cards lie flat side up: the rows' cut lines are one flat-to-flat apart.
    const cuts = rowCuts(renderPage(join(dir, 'sheets', 'a4-long.pdf'), 1, 150));
    expect(cuts.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < cuts.length; i++) expect(Math.abs(cuts[i]! - cuts[i - 1]! - FLAT)).toBeLessThan(0.3);
  });

  it("prints the back in the deck's colour", () => {
    const png = readPng(join(dir, 'cards', 'back.png'));
    // Down the left edge, in the bleed and the trim: the field, or its stripes a shade lighter.
    for (const y of [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => Math.round(f * png.height)))
      for (const x of [2, 20, 60]) expect(near(png.at(x, y), BACK, 28), `pixel ${x},${y}: ${png.at(x, y)}`).toBe(true);
    const svg = readFileSync(join(dir, 'cards', 'back.svg'), 'utf8');
    expect(svg).toContain('fill="#7A1F3D"');
    expect(svg).toContain('stroke="#F2C14E"'); // the accent on the medallion
    expect(svg).not.toContain('#1F2A44');
  });

  it("embeds the deck's fonts in the sheets, and only them", () => {
    const fonts = execFileSync('pdffonts', [join(dir, 'sheets', 'a4-long.pdf')]).toString();
    expect(fonts).toMatch(/\+DejaVuSerif\s/);
    expect(fonts).toMatch(/\+DejaVuSerif-Bold\s/);
    expect(fonts).not.toContain('DejaVuSans');
    const svg = readFileSync(join(dir, 'cards', 'key-fire.svg'), 'utf8');
    expect(svg).toContain('font-family="DejaVu Serif" font-weight="bold"');
    expect(svg).not.toContain('DejaVu Sans');
  });

  it("draws the face through the deck's template: the SVG, the PNG and the PDF show its stamp", () => {
    const svg = readFileSync(join(dir, 'cards', 'key-fire.svg'), 'utf8');
    expect(svg).toContain('>DRAFT key-fire</text>');
    // The stamp's pink box under the value, as the template places it (x 20.3 to 44.3, y 20.2 to 24.8 mm).
    const png = readPng(join(dir, 'cards', 'key-fire.png'));
    const px = (mm: number): number => Math.round((mm / 25.4) * 300);
    expect(near(png.at(px(22), px(21)), [0xfc, 0xe9, 0xe6], 6)).toBe(true);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'sheets', 'a4-long.pdf'), '-']).toString();
    expect(text.replace(/\s+/g, ' ')).toContain('DRAFT can-joker');
  });

  it("gives the site's gallery the deck's faces, at the deck's proportions", () => {
    const deck = loadDeck(FIXTURE).deck;
    const output = readDeckOutput({ deck, deckDir: FIXTURE, artFiles: {}, deckOutput: dir, outDir: tmp, base: '/' });
    expect(readFileSync(output.cardSvgs['key-fire']!, 'utf8')).toContain('>DRAFT key-fire</text>');
    expect(output.cardAspect.width / output.cardAspect.height).toBeCloseTo(
      (FLAT + 2 * BLEED) / (CORNERS + 2 * BLEED),
      3,
    );
  });
});

describe('the size: a --size flag wins over the deck', () => {
  it("the deck file's size names are the presets", () => {
    expect([...LOOK_SIZE_NAMES].sort()).toEqual(Object.keys(SIZE_PRESETS).sort());
  });

  test.each([
    [undefined, CORNERS],
    ['small', 63],
    ['80mm', 80],
  ])('--size %s → %d mm', async (size, mm) => {
    const out = mkdtempSync(join(tmp, 'size-'));
    await buildDeck(parseBuildFlags({ deck: FIXTURE, out, ...(size ? { size } : {}) }), [writeManifest]);
    const manifest = JSON.parse(readFileSync(join(out, 'look', 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.size.cornerToCornerMm).toBe(mm);
  });
});

/** A copy of the fixture in tmp/name, with `files` written into it and its look changed by `change`. */
function lookDeck(
  name: string,
  change: (look: Record<string, unknown>) => void,
  files: Record<string, string | Buffer> = {},
): string {
  const deck = join(tmp, name);
  cpSync(FIXTURE, deck, { recursive: true });
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(deck, path, '..'), { recursive: true });
    writeFileSync(join(deck, path), data);
  }
  const json = JSON.parse(readFileSync(join(deck, 'deck.json'), 'utf8')) as { look: Record<string, unknown> };
  change(json.look);
  writeFileSync(join(deck, 'deck.json'), JSON.stringify(json, null, 2));
  return deck;
}

describe('a deck folder font', () => {
  it('is read from the deck folder and accepted', async () => {
    const deck = lookDeck('own-font', (look) => (look.fonts = { regular: 'fonts/MySerif.ttf' }), {
      'fonts/MySerif.ttf': readFileSync(SERIF),
    });
    const run = await runCli(['validate-deck', deck]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Jibe Look (look): valid');
  });
});

describe("the deck's fonts and shapes", () => {
  it("checks the deck's names against the deck's font, not the default one", async () => {
    // Ϣ (U+03E2) is in DejaVu Sans but not in DejaVu Serif.
    const deck = lookDeck('coptic', () => {});
    const json = JSON.parse(readFileSync(join(deck, 'deck.json'), 'utf8')) as { icons: { name: string }[] };
    json.icons[1]!.name = 'Ϣ Joker';
    writeFileSync(join(deck, 'deck.json'), JSON.stringify(json));
    const run = await runCli(['validate-deck', deck]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('icons[1].name: the card and rulebook font (DejaVu Serif) has no Ϣ (U+03E2)');
  });

  it('a shapes template replaces the shipped one on the face and the back', () => {
    // A disc after everything the shipped partial draws (its closing </g> is the last).
    const shipped = readFileSync(join(ROOT, 'templates', 'card-shapes.hbs'), 'utf8');
    const end = shipped.lastIndexOf('</g>');
    const shapes = `${shipped.slice(0, end)}<circle cx="5" cy="5" r="2" fill="#00FF00"/>${shipped.slice(end)}`;
    const deck = lookDeck('shapes', (look) => (look.templates = { shapes: 'templates/shapes.hbs' }), {
      'templates/shapes.hbs': shapes,
    });
    const loaded = loadDeck(deck);
    const look = loadDeckLook(loaded, join(deck, 'deck.json'));
    const size = look.size!;
    const card = enumerateCards(loaded.deck)[0]!;
    const face = viewCardFace(loaded.deck, card, size, lookStyle(look));
    const back = viewCardBack(loaded.deck, size, lookStyle(look));
    expect(look.renderer.face(face, loadDeckArt(loaded))).toContain('<circle cx="5" cy="5" r="2" fill="#00FF00"/>');
    expect(look.renderer.back(back, 'x')).toContain('<circle cx="5" cy="5" r="2" fill="#00FF00"/>');
  });
});

describe('a look that cannot be used is refused, naming the file, the line and the reason', () => {
  const bad = (source: string): [(look: Record<string, unknown>) => void, Record<string, string | Buffer>] => [
    (look) => (look.templates = { face: 'templates/bad.hbs' }),
    { 'templates/bad.hbs': source },
  ];
  const face = (body: string): string => FACE_TEMPLATE.replace('{{> card-shapes}}', `{{> card-shapes}}\n${body}`);
  const cases: [string, [(look: Record<string, unknown>) => void, Record<string, string | Buffer>], string][] = [
    [
      'a triple-stash',
      bad(face('<text>{{{title}}}</text>')),
      'templates/bad.hbs, line 5: {{{title}}} (or {{&title}}) writes text unescaped',
    ],
    [
      'a value without xml',
      bad(face('<text>{{title}}</text>')),
      'templates/bad.hbs, line 5: {{title}} is not escaped; write {{xml title}}',
    ],
    ['an unknown partial', bad(face('{{> secrets}}')), 'templates/bad.hbs, line 5: unknown partial {{> secrets}}'],
    ['an unknown helper', bad(face('{{#raw}}x{{/raw}}')), 'templates/bad.hbs, line 5: unknown block helper {{#raw}}'],
    ['a syntax error', bad(face('{{#each paths}}<g/>')), 'templates/bad.hbs, Parse error on line'],
    [
      'a field the card has not',
      bad(face('<text>{{xml secret}}</text>')),
      'templates/bad.hbs, line 5: "secret" is not a field of the card\'s drawing',
    ],
    [
      'an SVG of another size',
      bad(FACE_TEMPLATE.replace('width="{{xml width}}mm"', 'width="10mm"')),
      "templates/bad.hbs: its <svg> must be the card's canvas",
    ],
    ['a script', bad(face('<script>alert(1)</script>')), 'templates/bad.hbs: <script> is not allowed on a card'],
    [
      'a word the font lacks',
      bad(face('<text x="5" y="5">Proto &#x3E2;</text>')),
      'templates/bad.hbs: its text sets Ϣ (U+03E2), which the card font (DejaVu Serif) does not have',
    ],
    [
      'an outside reference',
      bad(face('<image href="https://example.com/x.png"/>')),
      'templates/bad.hbs: href="https://example.com/x.png" points outside the card',
    ],
    ['not SVG', bad(face('<g>')), 'templates/bad.hbs: it does not draw a well-formed SVG'],
    [
      'a template path with ..',
      [(look) => (look.templates = { back: '../deck-look/templates/face.hbs' }), {}],
      'look.templates.back: template file "../deck-look/templates/face.hbs" is outside the deck folder',
    ],
    [
      'an absolute font path',
      [(look) => (look.fonts = { regular: SERIF }), {}],
      `look.fonts.regular: font file "${SERIF}" is outside the deck folder`,
    ],
    [
      'a missing font',
      [(look) => (look.fonts = { bold: 'fonts/Nope.ttf' }), {}],
      'look.fonts.bold: font file "fonts/Nope.ttf" not found',
    ],
    [
      'a WOFF font',
      [
        (look) => (look.fonts = { regular: 'fonts/a.woff2' }),
        { 'fonts/a.woff2': Buffer.from('wOF2\u0000\u0001\u0000\u0000') },
      ],
      'look.fonts.regular: fonts/a.woff2 is a WOFF web font, which resvg cannot draw text from',
    ],
    [
      'a text file named .ttf',
      [(look) => (look.fonts = { regular: 'fonts/a.ttf' }), { 'fonts/a.ttf': 'not a font at all' }],
      'look.fonts.regular: fonts/a.ttf is not a TrueType or OpenType font (.ttf, .otf)',
    ],
  ];
  test.each(cases)('%s: validate-deck exits 2 with the message', async (name, [change, files], message) => {
    const deck = lookDeck(`bad-${name.replace(/\W+/g, '-')}`, change, files);
    const run = await runCli(['validate-deck', deck]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${join(deck, 'deck.json')}: `);
    expect(run.stderr).toContain(message);
  });

  it('a template linked from outside the deck folder is refused', async () => {
    const outside = join(tmp, 'outside.hbs');
    writeFileSync(outside, FACE_TEMPLATE);
    const deck = lookDeck('linked', (look) => (look.templates = { face: 'templates/linked.hbs' }));
    symlinkSync(outside, join(deck, 'templates', 'linked.hbs'));
    const run = await runCli(['validate-deck', deck]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('template file "templates/linked.hbs" is a link to a file outside the deck folder');
  });

  it('build refuses a bad template with exit 2 and writes nothing', async () => {
    const [change, files] = bad(face('<text>{{{title}}}</text>'));
    const deck = lookDeck('bad-build', change, files);
    const out = join(tmp, 'bad-build-out');
    const run = await runCli(['build', '--deck', deck, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('templates/bad.hbs, line 5: {{{title}}}');
    expect(existsSync(join(out, 'look'))).toBe(false);
  });
});

describe('checkTemplateSource', () => {
  it('accepts the shipped templates', () => {
    for (const [name, kind] of [
      ['card-face', 'face'],
      ['card-back', 'back'],
      ['card-shapes', 'shapes'],
    ] as const)
      expect(checkTemplateSource(readFileSync(join(ROOT, 'templates', `${name}.hbs`), 'utf8'), kind)).toEqual([]);
  });

  it('refuses sub-expressions, decorators, {{&}} and a shapes partial that includes itself', () => {
    expect(checkTemplateSource('{{xml (lookup this "x")}}', 'face')).toEqual([
      'line 1: (lookup …) is not allowed: a template only places values',
    ]);
    expect(checkTemplateSource('{{&title}}', 'face')[0]).toMatch(/^line 1: .*unescaped/);
    expect(checkTemplateSource('{{> card-shapes}}', 'shapes')[0]).toMatch(/^line 1: unknown partial/);
    expect(checkTemplateSource('{{*inline}}', 'face')[0]).toMatch(/^line 1: decorator is not allowed/);
    expect(
      checkTemplateSource('{{#each texts}}{{xml txt}}{{xml ../title}}{{else}}{{xml title}}{{/each}}', 'face'),
    ).toEqual(['line 1: "txt" is not a field of each of texts (the fields are text, x, y, size, weight, fill, font)']);
    expect(
      checkTemplateSource('{{#each paths as |p|}}{{xml p.d}}{{/each}}{{#each art}}{{xml any}}{{/each}}', 'face'),
    ).toEqual([]);
    expect(
      checkTemplateSource('{{#each paths}}{{#each ../paths}}{{#each ../../paths}}{{/each}}{{/each}}{{/each}}', 'face'),
    ).toEqual(['line 1: {{#each}} is nested 3 deep; 2 is the most a card template may nest']);
  });
});

describe("the deck's look in the rulebook and the preview", () => {
  it('sets the rulebook in the deck fonts, text and card pictures alike', async () => {
    const files = await renderRulebookFiles(readRulebookInputs(loadDeck(FIXTURE)), ['a4']);
    const file = join(tmp, 'rulebook-a4.pdf');
    writeFileSync(file, files.get('rulebook-a4.pdf')!);
    const fonts = execFileSync('pdffonts', [file]).toString();
    expect(fonts).toMatch(/\+DejaVuSerif\s/);
    expect(fonts).toMatch(/\+DejaVuSerif-Bold\s/);
    expect(fonts).not.toContain('DejaVuSans');
    // The pictures draw each card through the deck's template, once: the stamp turns with the card.
    const anatomy = files.get('rulebook/images/card-key-fire.svg') as string;
    expect(anatomy.match(/>DRAFT key-fire</g)).toHaveLength(1);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).not.toContain('DRAFT'); // card pictures are hidden from the text (ActualText), as before
  }, 120_000);

  it("draws the preview with the deck's template and back, and shows a template's problem at its line", async () => {
    const deck = lookDeck('preview', () => {});
    const server = await startPreview({ deck, size: null, paper: PAPERS.a4!, port: 0, host: '127.0.0.1' });
    try {
      const get = async (path: string): Promise<string> => (await fetch(new URL(path, server.url))).text();
      expect(await get('card/key-fire.svg')).toContain('>DRAFT key-fire</text>');
      expect(await get('card/key-fire.svg')).toContain('width="64.622mm"'); // 70 mm corner to corner, 2 mm bleed
      expect(await get('back.svg')).toContain('fill="#7A1F3D"');
      const problems = async (): Promise<{ message: string }[]> =>
        (JSON.parse(await get('state.json')) as { problems: { message: string }[] }).problems;
      writeFileSync(
        join(deck, 'templates', 'face.hbs'),
        FACE_TEMPLATE.replace('{{xml title}}</text>', '{{{title}}}</text>'),
      );
      await expect
        .poll(problems, { timeout: 10_000 })
        .toEqual([
          expect.objectContaining({ message: expect.stringContaining('templates/face.hbs, line 8: {{{title}}}') }),
        ]);
      // The last good picture stays on the page meanwhile.
      expect(await get('card/key-fire.svg')).toContain('>DRAFT key-fire</text>');
    } finally {
      await server.close();
    }
  }, 120_000);
});

// The finished rulebook, read back as a player would: text extracted from the PDF and the HTML,
// fonts embedded, pages within bounds, every page rendered once; a deck with other values gives
// a rulebook with other numbers.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { InputError } from '../../generator/input-error.ts';
import { renderRulebookFiles } from '../../generator/rulebook/rulebook-files.ts';
import { readRulebookInputs, writeRulebook } from '../../generator/rulebook/rulebook-fs.ts';
import { buildRulebookModel, type RulebookModel } from '../../generator/rulebook/view-model.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-rulebook-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const tool = (name: string, args: string[]) => execFileSync(name, args, { encoding: 'utf8' });
/** The PDF's text with runs of white space made single spaces, so wrapped lines still match. */
const pdfText = (file: string) => tool('pdftotext', [file, '-']).replace(/\s+/g, ' ');
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(tool('pdfinfo', [file]))![1]);
const html = (dir: string) => readFileSync(join(dir, 'rulebook', 'rulebook.html'), 'utf8');

/** The sentences and rows whose numbers must come from the deck. */
function expectNumbers(text: string, model: RulebookModel): void {
  for (const icon of model.icons) expect(text).toContain(`${icon.name}${icon.wild ? ' (wild)' : ''} ${icon.colour} (${icon.cue}) ${icon.value} ${icon.penaltyText}`);
  expect(text).toContain(`The most valuable card is ${model.highest.names}, worth ${model.highest.value}.`);
  expect(text).toContain(`Deal ${model.options.handSize} cards to each player`);
  expect(text).toContain(`costs ${model.wild.penalty} points`);
  for (const id of ['iconMatch', 'twoNeighbours', 'wildHole']) expect(text).toContain(`${model.examples[id]!.play.sum} points`);
  for (const card of model.cards.filter((c) => c.kind === 'pair').slice(0, 12)) expect(text).toContain(`${card.name} ${card.value} ${card.penaltyText}`);
}

const DECKS = { classic: 'decks/classic', fixture: 'test/fixtures/rulebook-deck', edition: 'decks/edition-2018' } as const;
const dirs: Record<string, string> = {};
const models: Record<string, RulebookModel> = {};

beforeAll(async () => {
  for (const [name, deck] of Object.entries(DECKS)) {
    dirs[name] = join(tmp, name);
    const loaded = loadDeck(deck);
    models[name] = buildRulebookModel(loaded.deck);
    await writeRulebook(loaded, dirs[name]!, name === 'edition' ? ['a4'] : ['a4', 'letter']);
  }
}, 120_000);

describe.each(Object.keys(DECKS))('the %s rulebook', (name) => {
  test('the PDF states the deck\'s own numbers and examples', () => {
    expectNumbers(pdfText(join(dirs[name]!, 'rulebook-a4.pdf')), models[name]!);
  });

  test('the HTML states the same numbers', () => {
    const text = html(dirs[name]!)
      .replace(/<[^>]+>/g, ' ')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .replace(/ ([.,:;)])/g, '$1');
    expectNumbers(text.replace(/\( /g, '('), models[name]!);
  });

  test('fonts are embedded, pages within bounds', () => {
    const file = join(dirs[name]!, 'rulebook-a4.pdf');
    const fonts = tool('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) expect(line).toMatch(/DejaVuSans.*\byes\b.*\byes\b/);
    // Nine pages for the classic deck today: a new section may add one or two, never a dozen.
    expect(pages(file)).toBeGreaterThanOrEqual(7);
    expect(pages(file)).toBeLessThanOrEqual(13);
  });

  test('every page renders with ink on it', () => {
    const file = join(dirs[name]!, 'rulebook-a4.pdf');
    const out = join(tmp, `${name}-page`);
    tool('pdftoppm', ['-gray', '-r', '30', file, out]);
    const rendered = readdirSync(tmp).filter((f) => f.startsWith(`${name}-page`) && f.endsWith('.pgm'));
    expect(rendered).toHaveLength(pages(file));
    for (const f of rendered) {
      const bytes = readFileSync(join(tmp, f));
      // A binary PGM: "P5\nW H\n255\n" then one byte a pixel.
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
      const pixels = bytes.subarray(header[0].length);
      expect(pixels.filter((v) => v < 200).length, f).toBeGreaterThan(300);
    }
  });

  test('the site folder: toc.json lists fragments and images that exist', () => {
    const folder = join(dirs[name]!, 'rulebook');
    const toc = JSON.parse(readFileSync(join(folder, 'toc.json'), 'utf8'));
    expect(toc.sections.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['whats-in-the-box', 'the-core-bonus', 'variants', 'quick-reference', 'all-the-cards']));
    for (const s of toc.sections) expect(readFileSync(join(folder, s.file), 'utf8')).toContain(`<h2 id="${s.id}">`);
    for (const image of toc.images) expect(readFileSync(join(folder, image.file), 'utf8')).toMatch(/^<svg /);
    expect(html(dirs[name]!)).not.toMatch(/<script|\son\w+=/i);
  });
});

test('a deck with other values gets other numbers', () => {
  const classic = pdfText(join(dirs.classic!, 'rulebook-a4.pdf'));
  const fixture = pdfText(join(dirs.fixture!, 'rulebook-a4.pdf'));
  expect(classic).toContain('The most valuable card is Key/Fire, worth 95.');
  expect(fixture).toContain('The most valuable card is Star/Key, worth 115.');
  expect(fixture).not.toContain('Key/Fire, worth 95');
  expect(fixture).toContain('Rocket Blue (diamond) 16 −16');
  expect(fixture).toContain('This deck plays without the core bonus');
  expect(classic).toContain('95 + 50 = 145 points');
  expect(fixture).not.toContain('95 + 50 = 145');
  expect(pdfText(join(dirs.edition!, 'rulebook-a4.pdf'))).toContain('Deal 3 cards to each player');
});

test('Letter pages are Letter, and two renders are byte for byte the same', async () => {
  expect(tool('pdfinfo', [join(dirs.classic!, 'rulebook-letter.pdf')])).toMatch(/Page size:\s+612 x 792 pts/);
  expect(tool('pdfinfo', [join(dirs.classic!, 'rulebook-a4.pdf')])).toMatch(/Page size:\s+595\.28 x 841\.89 pts/);
  const inputs = readRulebookInputs(loadDeck('decks/classic'));
  const [a, b] = [await renderRulebookFiles(inputs, ['a4']), await renderRulebookFiles(inputs, ['a4'])];
  expect(Buffer.compare(a.get('rulebook-a4.pdf') as Buffer, b.get('rulebook-a4.pdf') as Buffer)).toBe(0);
});

describe('bad input writes nothing', () => {
  test('a template error', async () => {
    const template = join(tmp, 'bad.md.hbs');
    writeFileSync(template, '# {{deck.nmae}}\n');
    const out = join(tmp, 'bad-template');
    await expect(writeRulebook(loadDeck('decks/classic'), out, ['a4'], template)).rejects.toThrow(InputError);
    expect(existsSync(out)).toBe(false);
  });

  test.each([
    [['rulebook', '--deck', 'test/fixtures/no-such-deck'], /no such deck folder/],
    [['rulebook', '--paper', 'a3'], /--paper: "a3" is not a paper size/],
  ])('jibe %j exits 2', (args, message) => {
    const out = join(tmp, 'cli-out');
    const run = runCli([...args, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});

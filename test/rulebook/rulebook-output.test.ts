// The finished rulebook, read back as a player would: text extracted from the PDF and the HTML,
// fonts embedded, pages within bounds, every page rendered once; a deck with other values gives
// a rulebook with other numbers.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { renderRulebookFiles } from '../../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs, writeRulebook } from '../../generator/rulebook/rulebook-fs.ts';
import { buildRulebookModel, type RulebookModel } from '../../draw/rulebook/view-model.ts';
import { runCli } from '../support/run-cli.ts';
import { shapedDeckFile } from '../support/shaped-deck.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-rulebook-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const tool = (name: string, args: string[]) => execFileSync(name, args, { encoding: 'utf8' });
/** The PDF's text with runs of white space made single spaces, so wrapped lines still match. */
const pdfText = (file: string) => tool('pdftotext', [file, '-']).replace(/\s+/g, ' ');
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(tool('pdfinfo', [file]))![1]);
const html = (dir: string) => readFileSync(join(dir, 'rulebook', 'rulebook.html'), 'utf8');

/** The sentences and rows whose numbers must come from the deck. */
function expectNumbers(text: string, model: RulebookModel): void {
  for (const icon of model.icons) {
    const row = `${icon.name}${icon.wild ? ' (wild)' : ''} ${icon.colour} (${icon.cue}) ${icon.value} ${icon.penaltyText}`;
    // A long name wraps in its cell, and the extracted text then holds the row's cells apart.
    if (icon.name.length <= 20) expect(text).toContain(row);
    else expect(text).toContain(`${icon.colour} (${icon.cue}) ${icon.value} ${icon.penaltyText}`);
  }
  const top = model.highest;
  expect(text).toContain(
    top.several
      ? `The ${top.count} most valuable cards, ${top.names}, are worth ${top.value} each.`
      : `The most valuable card is ${top.names}, worth ${top.value}.`,
  );
  expect(text).toContain(`Deal ${model.options.handSize} cards to each player`);
  expect(text).toContain(`costs ${model.wild.penalty} points`);
  const { iconMatch, twoNeighbours, wildHole, wildSide } = model.examples;
  expect(text).toContain(`That is an icon match: ${iconMatch!.play.sum} points`);
  // The note says what the engine found: icon matches and wild matches by name.
  for (const view of [twoNeighbours, wildSide])
    if (view) expect(text).toContain(`${view.play.matchText}: ${view.play.sum} points`);
  if (wildHole) expect(text).toContain(`It matches every one of them: ${wildHole.play.sum} points`);
  for (const card of model.cards.filter((c) => c.kind === 'pair' && c.name.length <= 20).slice(0, 12))
    expect(text).toContain(`${card.name} ${card.value} ${card.penaltyText}`);
}

const DECKS = {
  classic: 'decks/classic',
  fixture: 'test/fixtures/rulebook-deck',
  edition: 'decks/edition-2018',
  noWildCores: 'test/fixtures/rulebook-no-wild-cores',
  flat: 'test/fixtures/rulebook-flat',
  fiveColours: 'test/fixtures/five-colours',
} as const;
const dirs: Record<string, string> = {};
const models: Record<string, RulebookModel> = {};

beforeAll(async () => {
  for (const [name, deck] of Object.entries(DECKS)) {
    dirs[name] = join(tmp, name);
    const loaded = loadDeck(deck);
    models[name] = buildRulebookModel(loaded.deck);
    // Letter is looked at for the classic deck alone (its page size, below): the other decks' A4 is enough.
    await writeRulebook(loaded, dirs[name]!, name === 'classic' ? ['a4', 'letter'] : ['a4']);
  }
  // The project's hook budget (vitest.config.ts): 120 s was hit at 140 s beside three busy processes.
});

describe.each(Object.keys(DECKS))('the %s rulebook', (name) => {
  test("the PDF states the deck's own numbers and examples", () => {
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
    // Eight pages for the classic deck today (nine on Letter): a new section may add one or two, never a dozen.
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
    expect(toc.sections.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['whats-in-the-box', 'the-core-bonus', 'variants', 'quick-reference', 'all-the-cards']),
    );
    // The site links to the ids of toc.json as they are: each fragment and rulebook.html carry them.
    const all = html(dirs[name]!);
    for (const s of toc.sections) {
      expect(readFileSync(join(folder, s.file), 'utf8')).toMatch(new RegExp(`^<h2 id="${s.id}">`));
      expect(all).toContain(`<h2 id="${s.id}">`);
    }
    const ids = [...all.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
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

test('a deck of 5 colours × 3 icons counts its own box, pile, rounds and hands', () => {
  const text = pdfText(join(dirs.fiveColours!, 'rulebook-a4.pdf'));
  for (const sentence of [
    '121 cards, described below',
    'There are 15 icons in 5 colours, 3 icons to each colour.',
    '105 pair cards',
    '14 core cards',
    '2 Joker cores',
    'Shuffle the other 120 cards',
    'Deal 5 cards to each player',
    'Play one round, or several, up to 16',
    'All 121 cards with their values',
    'Purple (cross): Feather, Gem and Moon',
  ])
    expect(text).toContain(sentence);
  // Every card is in the list, as "name value cost".
  for (const card of models.fiveColours!.cards)
    expect(text).toContain(`${card.name} ${card.value} ${card.penaltyText}`);
});

test('a deck of 677 cards lists every one of them, over as many pages as the list needs', async () => {
  const folder = join(tmp, 'largest-deck');
  mkdirSync(folder);
  writeFileSync(join(folder, 'deck.json'), JSON.stringify(shapedDeckFile([6, 6, 6, 6, 6, 6], 12)));
  const out = join(tmp, 'largest');
  await writeRulebook(loadDeck(folder), out, ['a4']);
  const text = pdfText(join(out, 'rulebook-a4.pdf'));
  expect(text).toContain('There are 36 icons in 6 colours, 6 icons to each colour.');
  expect(text).toContain('up to 47');
  // A row drawn below the page would be lost from the text: every one of the 677 is there.
  const model = buildRulebookModel(loadDeck(folder).deck);
  const missing = model.cards.filter((card) => !text.includes(`${card.name} ${card.value} ${card.penaltyText}`));
  expect(model.cards).toHaveLength(677);
  expect(missing.map((c) => c.name)).toEqual([]);
}, 120_000);

test('Letter pages are Letter, and two renders are byte for byte the same', async () => {
  expect(tool('pdfinfo', [join(dirs.classic!, 'rulebook-letter.pdf')])).toMatch(/Page size:\s+612 x 792 pts/);
  expect(tool('pdfinfo', [join(dirs.classic!, 'rulebook-a4.pdf')])).toMatch(/Page size:\s+595\.28 x 841\.89 pts/);
  // The PDF written before all tests against a second render now.
  const again = await renderRulebookFiles(readRulebookInputs(loadDeck('decks/classic')), ['a4']);
  const written = readFileSync(join(dirs.classic!, 'rulebook-a4.pdf'));
  expect(Buffer.compare(written, again.get('rulebook-a4.pdf') as Buffer)).toBe(0);
});

test('the digits on the pictured cards stay out of the extracted text', () => {
  for (const name of Object.keys(DECKS)) {
    // The page footers ("Deck: the rules 3 / 10") are text too; a picture may open a page after one.
    const text = pdfText(join(dirs[name]!, 'rulebook-a4.pdf')).replace(/ \d+ \/ \d+ /g, ' ');
    const model = models[name]!;
    // The sample cards come after the list (or open the next page, after its footer); only their
    // names are text, no digits from the faces.
    const samples = /(?:on all six sides\.|only on pair cards\.|: the rules) ((?:(?!\. ).)*?) card, value/.exec(text);
    expect(samples?.[1], name).toContain(model.samples[0]!.name.split('/')[0]!.split(' ')[0]);
    expect(samples![1], name).not.toMatch(/\b\d+\b/);
    // A refused play: the label and the legend, no card values or side numbers between them.
    const before = /(\S+) not allowed colour clash: not allowed [A-Z]/.exec(text);
    expect(before, name).not.toBeNull();
    expect(before![1], name).not.toMatch(/^\d+$/);
  }
});

test('a deck without wild cores shows a wild side, and long names fit', () => {
  const text = pdfText(join(dirs.noWildCores!, 'rulebook-a4.pdf'));
  const model = models.noWildCores!;
  expect(model.examples.wildHole).toBeNull();
  expect(text).toContain(`No ${model.wild.name} cores in this deck`);
  expect(text).toContain(
    `${model.wild.name} side (${model.examples.wildSide!.play.card}) ${model.examples.wildSide!.play.sum}`,
  );
  expect(text).not.toContain('core in a hole');
  // Long names are shortened in the one-line card list rather than running into the values.
  expect(text).toMatch(/Recycled Aluminium Soda Can\/\S*… \d+ −\d+/);
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
  ])('jibe %j exits 2', async (args, message) => {
    const out = join(tmp, 'cli-out');
    const run = await runCli([...args, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});

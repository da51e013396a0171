// The printed pages as a reader turns them, for both shipped decks on both papers: every page
// at least 70 % full unless a section ends on it, no widow or orphan line, no list apart from its
// lead-in, bookmarks for every section, a contents list whose page numbers are right, a one-page
// player aid and a one-page score sheet.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { renderRulebookFiles } from '../../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';
import { PAPERS } from '../../draw/rulebook/pdf-rulebook.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-page-flow-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const DECKS = ['classic', 'edition-2018'];
const CASES = DECKS.flatMap((deck) => PAPERS.map((paper) => [deck, paper] as const));
const pdfOf = (deck: string, kind: string, paper: string) => join(tmp, deck, `${kind}-${paper}.pdf`);

beforeAll(async () => {
  for (const deck of DECKS) {
    const files = await renderRulebookFiles(readRulebookInputs(loadDeck(`decks/${deck}`)), PAPERS);
    mkdirSync(join(tmp, deck), { recursive: true });
    for (const [path, content] of files) if (path.endsWith('.pdf')) writeFileSync(join(tmp, deck, path), content);
  }
}, 240_000);

/** Each page's text lines (layout kept), the footer dropped. */
function pageLines(file: string): string[][] {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => {
      const lines = page.split('\n').map((l) => l.trimEnd());
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      lines.pop(); // the footer: title and page number
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      while (lines.length > 0 && lines[0] === '') lines.shift();
      return lines;
    });
}

/**
 * How far down the text frame each page's ink reaches, from a 20 dpi greyscale render: the last
 * row with a dark pixel, over the rows between the top and bottom margins (18 mm each).
 */
function pageFills(file: string): number[] {
  const dir = mkdtempSync(join(tmp, 'fill-'));
  execFileSync('pdftoppm', ['-gray', '-r', '20', file, join(dir, 'p')]);
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const data = readFileSync(join(dir, name));
      // A binary PGM: "P5\nW H\n255\n" then one byte a pixel.
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'))!;
      const [w, h] = [Number(header[1]), Number(header[2])];
      const pixels = data.subarray(header[0].length);
      // The 51 pt margins at 20 dpi.
      const margin = Math.round((51 * 20) / 72);
      const body = { top: margin, bottom: h - margin };
      let last = body.top;
      for (let y = body.top; y < body.bottom; y++)
        for (let x = 0; x < w; x++)
          if (pixels[y * w + x]! < 200) {
            last = y;
            break;
          }
      return (last - body.top + 1) / (body.bottom - body.top);
    });
}

const sectionTitles = (lines: string[][]): string[] =>
  // The contents page lists every section: "Title ....... 3".
  lines.flat().flatMap((l) => {
    const m = /^(\S.*?) \.{5,} (\d+)$/.exec(l.trim());
    return m ? [m[1]!] : [];
  });

describe.each(CASES)('the %s rulebook on %s', (deck, paper) => {
  const file = () => pdfOf(deck, 'rulebook', paper);

  test('no page is under 70 % full unless a section ends on it', () => {
    const lines = pageLines(file());
    const titles = sectionTitles(lines);
    const fills = pageFills(file());
    const short = fills.flatMap((fill, i) => {
      const last = i === fills.length - 1;
      const nextOpensSection = titles.includes(lines[i + 1]?.[0]?.trim() ?? '');
      return fill < 0.7 && !last && !nextOpensSection ? [`page ${i + 1}: ${Math.round(fill * 100)} %`] : [];
    });
    expect(short).toEqual([]);
  });

  test('no widow (a paragraph’s last line alone at a page top) and no orphan (its first line alone at a foot)', () => {
    const lines = pageLines(file());
    const titles = sectionTitles(lines);
    const found: string[] = [];
    for (let i = 0; i + 1 < lines.length; i++) {
      const foot = lines[i]!;
      const top = lines[i + 1]!;
      const continues = /^\s*[a-z]/.test(top[0] ?? '');
      if (continues && (top[1] ?? '') === '') found.push(`widow at the top of page ${i + 2}: "${top[0]!.trim()}"`);
      if (titles.includes(foot[foot.length - 1]?.trim() ?? ''))
        found.push(`heading alone at the foot of page ${i + 1}: "${foot[foot.length - 1]!.trim()}"`);
      if (continues && (foot[foot.length - 2] ?? '') === '')
        found.push(`orphan at the foot of page ${i + 1}: "${foot[foot.length - 1]!.trim()}"`);
    }
    expect(found).toEqual([]);
  });

  test('no list begins a page apart from its lead-in, and no page ends on a line that introduces one', () => {
    const lines = pageLines(file());
    const found: string[] = [];
    for (let i = 0; i + 1 < lines.length; i++) {
      const foot = lines[i]!.at(-1) ?? '';
      const top = lines[i + 1]![0] ?? '';
      // A list item ("• …", or its continuation, indented) may go on over the page; a lead-in may not.
      if (/^\s*•/.test(top) && !/^\s*•|^\s{2,}\S/.test(foot))
        found.push(`a list opens page ${i + 2} after "${foot.trim()}"`);
      if (/:$/.test(foot.trim())) found.push(`page ${i + 1} ends on a lead-in: "${foot.trim()}"`);
    }
    expect(found).toEqual([]);
  });

  test('every section has a bookmark, and the contents give the page each section starts on', () => {
    const pdf = readFileSync(file()).toString('latin1');
    expect(pdf).toContain('/Outlines');
    const bookmarks = [...pdf.matchAll(/\/Title \(((?:[^()\\]|\\.)*)\)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
    const lines = pageLines(file());
    const titles = sectionTitles(lines);
    expect(titles.length).toBeGreaterThan(8);
    for (const title of titles) expect(bookmarks).toContain(title);
    const contents = lines.flat().flatMap((l) => {
      const m = /^(\S.*?) \.{5,} (\d+)$/.exec(l.trim());
      return m ? [[m[1]!, Number(m[2])] as const] : [];
    });
    for (const [title, page] of contents)
      expect(
        lines[page - 1]!.some((l) => l.trim() === title),
        `${title} on page ${page}`,
      ).toBe(true);
  });

  test.each(['player-aid', 'score-sheet'])('the %s is one page, on its own', (kind) => {
    const info = execFileSync('pdfinfo', [pdfOf(deck, kind, paper)], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBe(1);
  });

  test('the score sheet has a column for each player the deck allows (up to 6) and a block for each round', () => {
    const text = execFileSync('pdftotext', ['-layout', pdfOf(deck, 'score-sheet', paper), '-'], { encoding: 'utf8' });
    expect(text.match(/^\s*Round \d+: points$/gm)).toHaveLength(6);
    expect(text).toMatch(/^\s*Total$/m);
  });
});

// The site build's one door to the generator's output (output/<deck-id>/): which files exist, their
// sizes and page counts, the rulebook's HTML. Everything after works on the returned values.

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { enumerateCards } from '../../engine/index.ts';
import type { Problem } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { readJsonFile } from '../../generator/json-fs.ts';
import { countPdfPages } from './pdf-pages.ts';
import { htmlToText } from '../src/lib/rules-view.ts';
import type { DeckOutput, OutputFile, SiteSettings } from '../src/lib/site-data.ts';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

const RULEBOOK_PDF = /^(rulebook|player-aid|score-sheet)-.*\.pdf$/;
const pdfRank = (name: string): number =>
  ['rulebook', 'player-aid', 'score-sheet'].findIndex((k) => name.startsWith(k));

/** Pictures travel with the rulebook's text; its stylesheet, fragments and table of contents do not. */
const isPicture = (path: string): boolean => /\.(svg|png|jpe?g|webp|gif)$/i.test(path);

function describeFile(root: string, path: string): OutputFile {
  const bytes = readFileSync(path);
  return {
    path,
    name: relative(root, path).split('\\').join('/'),
    bytes: bytes.length,
    pages: path.endsWith('.pdf') ? countPdfPages(bytes) : null,
  };
}

/** The width and height of an SVG from its viewBox (the card's drawn box). */
export function readViewBox(svg: string): { width: number; height: number } | null {
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(svg);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/** The text of an SVG's first <title>, used as the chart's text alternative. */
export function readSvgTitle(svg: string): string | null {
  const title = /<title>([\s\S]*?)<\/title>/.exec(svg)?.[1];
  return title === undefined ? null : htmlToText(title);
}

/** Reads what the site needs from the deck's output; throws InputError when the cards are missing. */
export function readDeckOutput(settings: SiteSettings): DeckOutput {
  const root = settings.deckOutput;
  const problems: Problem[] = [];
  const cardSvgs: Record<string, string> = {};
  for (const card of enumerateCards(settings.deck)) {
    const path = join(root, 'cards', `${card.id}.svg`);
    if (existsSync(path)) cardSvgs[card.id] = path;
    else problems.push({ path: `cards/${card.id}.svg`, message: 'missing' });
  }
  if (problems.length > 0) {
    throw new InputError(root, [
      {
        path: 'cards/',
        message: `the site needs every card face: run \`npx jibe build\` first (${problems.length} missing, e.g. ${problems[0]?.path})`,
      },
    ]);
  }
  const first = Object.values(cardSvgs)[0];
  const cardAspect = (first && readViewBox(readFileSync(first, 'utf8'))) || { width: 2, height: Math.sqrt(3) };
  const back = join(root, 'cards', 'back.svg');
  const rulebookDir = join(root, 'rulebook');
  const rulebookFiles = listFiles(rulebookDir);
  // The rulebook step writes the whole text as rulebook.html (plus per-section fragments and a
  // preview page the site does not need); index.html is accepted from other generators.
  const rulebookHtml = ['rulebook.html', 'index.html']
    .map((name) => join(rulebookDir, name))
    .find((path) => existsSync(path));
  const balanceDir = join(root, 'balance');
  const balanceFiles = listFiles(balanceDir);
  const reportJson = join(balanceDir, 'report.json');
  const charts = balanceFiles.filter((f) => dirname(f) === balanceDir && f.endsWith('.svg'));
  return {
    cardSvgs,
    backSvg: existsSync(back) ? back : null,
    cardPngs: listFiles(join(root, 'cards')).filter((f) => f.endsWith('.png')),
    cardAspect,
    sheets: listFiles(join(root, 'sheets'))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => describeFile(root, f)),
    // The rulebook, its one-page player aid and its score sheet, offered together on the Rules and
    // Print pages, in that order.
    rulebookPdfs: readdirSync(root)
      .filter((n) => RULEBOOK_PDF.test(n))
      .sort((a, b) => pdfRank(a) - pdfRank(b) || a.localeCompare(b))
      .map((n) => describeFile(root, join(root, n))),
    rulebook: rulebookHtml
      ? {
          html: readFileSync(rulebookHtml, 'utf8'),
          dir: rulebookDir,
          assets: rulebookFiles.filter((f) => isPicture(f)),
        }
      : null,
    balance: existsSync(reportJson)
      ? {
          dir: balanceDir,
          report: readJsonFile(reportJson),
          chartTitles: Object.fromEntries(
            charts.map((f) => [basename(f), readSvgTitle(readFileSync(f, 'utf8')) ?? basename(f)]),
          ),
          assets: charts,
        }
      : null,
  };
}

// The rulebook's two ends: reading the template, fonts and art, and writing the finished files.
// Everything is rendered before the first byte is written.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT, type LoadedDeck } from '../deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import type { Art } from '../../draw/art.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { type CardFonts, DEFAULT_FONTS } from '../print/fonts.ts';
import { loadDeckLook, lookStyle } from '../print/look-fs.ts';
import { findMissingGlyphs } from '../print/text-measure.ts';
import { removeOnSignal } from '../temporary-folder-fs.ts';
import type { Paper, RulebookFonts } from '../../draw/rulebook/pdf-rulebook.ts';
import { renderRulebookFiles, type RulebookInputs } from '../../draw/rulebook/rulebook-files.ts';

const require = createRequire(import.meta.url);
export const RULEBOOK_TEMPLATE = join(ROOT, 'templates', 'rulebook', 'rulebook.md.hbs');
const CSS = join(ROOT, 'templates', 'rulebook', 'rulebook.css');
const PREVIEW = join(ROOT, 'templates', 'rulebook', 'preview.html.hbs');

/**
 * The rulebook's fonts: the deck's own (look.fonts; its regular and bold also stand for the
 * slanted styles), else DejaVu Sans in its four styles, from the installed font package.
 */
export function readRulebookFonts(fonts: CardFonts = DEFAULT_FONTS): RulebookFonts {
  if (fonts !== DEFAULT_FONTS) {
    const [regular, bold] = [readFileSync(fonts.regular), readFileSync(fonts.bold)];
    return { regular, bold, italic: regular, boldItalic: bold };
  }
  const font = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  return {
    regular: font('DejaVuSans.ttf'),
    bold: font('DejaVuSans-Bold.ttf'),
    italic: font('DejaVuSans-Oblique.ttf'),
    boldItalic: font('DejaVuSans-BoldOblique.ttf'),
  };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(file, `cannot read the file: ${(error as Error).message}`);
  }
}

/** Everything the rulebook is made from: the deck, its sanitised art, the template, CSS and fonts. */
export function readRulebookInputs(
  loaded: LoadedDeck,
  template = RULEBOOK_TEMPLATE,
  art: ReadonlyMap<string, Art> = loadDeckArt(loaded),
): RulebookInputs {
  const deckFile = join(loaded.dir, 'deck.json');
  const look = loadDeckLook(loaded, deckFile);
  const text = readText(template);
  // The deck's own font sets the rules too: every character of the rules text must be in it (the
  // deck's names are checked with the cards).
  if (look.fonts !== DEFAULT_FONTS) {
    const missing = [
      ...new Set([...findMissingGlyphs(text, false, look.fonts), ...findMissingGlyphs(text, true, look.fonts)]),
    ].filter((c) => !/\s/.test(c));
    if (missing.length > 0)
      throw new InputError(deckFile, [
        {
          path: 'look.fonts',
          message: `the font has no ${missing.map((c) => `"${c}"`).join(', ')}, which the rulebook sets (${template})`,
        },
      ]);
  }
  return {
    deck: loaded.deck,
    art,
    template: text,
    templateName: template,
    css: readText(CSS),
    preview: readText(PREVIEW),
    fonts: readRulebookFonts(look.fonts),
    look: { style: lookStyle(look), size: look.size, renderer: look.renderer, plain: look.plain },
  };
}

/**
 * Writes the rulebook of a loaded deck into `outDir` (output/DECK): rulebook-PAPER.pdf for each
 * paper and the folder rulebook/, which is replaced whole. Returns the paths written.
 */
export async function writeRulebook(
  loaded: LoadedDeck,
  outDir: string,
  papers: readonly Paper[],
  template = RULEBOOK_TEMPLATE,
): Promise<string[]> {
  // The folder is built beside its final place and swapped in, so a reader never sees half of it;
  // the PDFs wait inside it until they are moved out. Ctrl-C or SIGTERM meanwhile removes it, and a
  // folder left by a killed run is removed by the next.
  const folder = join(outDir, 'rulebook');
  const fresh = join(outDir, '.rulebook-new');
  rmSync(fresh, { recursive: true, force: true });
  // Listening first: a signal between the two would otherwise find the folder and no one to remove it.
  const release = removeOnSignal(fresh);
  const outExisted = existsSync(outDir);
  mkdirSync(fresh, { recursive: true });
  const written: string[] = [];
  try {
    const files = await renderRulebookFiles(readRulebookInputs(loaded, template), papers);
    const pdfs: string[] = [];
    for (const [path, content] of files) {
      const inFolder = path.startsWith('rulebook/');
      const target = inFolder ? join(fresh, path.slice('rulebook/'.length)) : join(fresh, '.pdf', path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
      if (!inFolder) pdfs.push(path);
    }
    for (const path of pdfs) {
      renameSync(join(fresh, '.pdf', path), join(outDir, path));
      written.push(join(outDir, path));
    }
    rmSync(join(fresh, '.pdf'), { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
    renameSync(fresh, folder);
    written.push(folder);
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    // Bad input writes nothing: not even the output folder this call made.
    if (!outExisted) rmSync(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
  return written;
}

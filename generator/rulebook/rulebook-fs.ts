// The rulebook's two ends: reading the template, fonts and art, and writing the finished files.
// Everything is rendered before the first byte is written.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT, type LoadedDeck } from '../deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import type { Art } from '../print/art.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { removeOnSignal } from '../temporary-folder-fs.ts';
import type { Paper, RulebookFonts } from './pdf-rulebook.ts';
import { renderRulebookFiles, type RulebookInputs } from './rulebook-files.ts';

const require = createRequire(import.meta.url);
export const RULEBOOK_TEMPLATE = join(ROOT, 'templates', 'rulebook', 'rulebook.md.hbs');
const CSS = join(ROOT, 'templates', 'rulebook', 'rulebook.css');
const PREVIEW = join(ROOT, 'templates', 'rulebook', 'preview.html.hbs');

/** DejaVu Sans in its four styles, from the installed font package. */
export function readRulebookFonts(): RulebookFonts {
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
  return {
    deck: loaded.deck,
    art,
    template: readText(template),
    templateName: template,
    css: readText(CSS),
    preview: readText(PREVIEW),
    fonts: readRulebookFonts(),
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

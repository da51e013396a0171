// Reads every icon's art file of a loaded deck and imports it in the icon's colour.

import type { LoadedDeck } from '../deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { readInputFile } from '../read-file-fs.ts';
import type { Art } from '../../draw/art.ts';
import { importArt } from './art-import.ts';
import { parseIconSet, svgFromIconSet } from '../../draw/icon-set.ts';

/** Art by icon id. Throws InputError naming the file for a missing, unreadable or unsafe file. */
export function loadDeckArt(loaded: LoadedDeck): Map<string, Art> {
  const colours = new Map(loaded.deck.colours.map((c) => [c.id, c.screen]));
  const art = new Map<string, Art>();
  // Icons of one icon set share its file: read it once, and parse it once (a megabyte of JSON).
  const texts = new Map<string, string>();
  const sets = new Map<string, unknown>();
  for (const icon of loaded.deck.icons) {
    const file = loaded.artFiles.get(icon.id);
    if (file === undefined) throw new InputError(icon.art, `art for icon "${icon.id}" not found`);
    let text = texts.get(file) ?? readInputFile(file);
    texts.set(file, text);
    const hash = icon.art.indexOf('#');
    if (hash >= 0) {
      if (!sets.has(file)) sets.set(file, parseIconSet(text, file));
      text = svgFromIconSet(sets.get(file), icon.art.slice(hash + 1), file);
    }
    art.set(icon.id, importArt(text, file, colours.get(icon.colour) ?? '#000000'));
  }
  return art;
}

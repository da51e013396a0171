// Reading a deck folder: deck.json parsed and validated, every art file found. The only place a
// deck touches the file system; everything after works on the returned values.

import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDeck } from '../engine/index.ts';
import type { Deck, Problem } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { readJsonFile } from './json-fs.ts';

/** The repository root, found from this file. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DECK_DIR = join(ROOT, 'decks', 'classic');

export interface LoadedDeck {
  deck: Deck;
  dir: string;
  /** Absolute path of each icon's art file, by icon id. */
  artFiles: Map<string, string>;
}

const require = createRequire(import.meta.url);

/**
 * Where an art reference points: `npm:package/file.svg` (or `npm:package/icons.json#name`, one icon of an
 * Iconify icon set) from the installed packages, else the deck folder.
 */
export function resolveArt(ref: string, deckDir: string): string | null {
  if (ref.startsWith('npm:')) {
    try {
      return require.resolve(ref.slice(4).split('#')[0]!);
    } catch {
      return null;
    }
  }
  return isAbsolute(ref) ? ref : join(deckDir, ref);
}

/** Loads a deck folder (or a deck.json path); throws InputError listing every problem. */
export function loadDeck(dirOrFile: string = DEFAULT_DECK_DIR): LoadedDeck {
  const path = resolve(dirOrFile);
  if (!existsSync(path)) throw new InputError(dirOrFile, 'no such deck folder');
  const file = statSync(path).isDirectory() ? join(path, 'deck.json') : path;
  const dir = dirname(file);
  const parsed = parseDeck(readJsonFile(file));
  if (!parsed.ok) throw new InputError(file, parsed.error);
  const problems: Problem[] = [];
  const artFiles = new Map<string, string>();
  parsed.value.icons.forEach((icon, i) => {
    const at = resolveArt(icon.art, dir);
    if (at === null || !existsSync(at))
      problems.push({
        path: `icons[${i}].art`,
        message: `art file "${icon.art}" not found${at ? ` (looked at ${at})` : ''}`,
      });
    else artFiles.set(icon.id, at);
  });
  if (problems.length > 0) throw new InputError(file, problems);
  return { deck: parsed.value, dir, artFiles };
}

/** A deck named in a game record: a deck id under decks/, or a folder path. */
export function deckDirFor(ref: string): string {
  const named = join(ROOT, 'decks', ref);
  return existsSync(join(named, 'deck.json')) ? named : resolve(ref);
}

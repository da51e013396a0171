// Reading a deck folder: deck.json parsed and validated, every art file found. The only place a
// deck touches the file system; everything after works on the returned values.

import { existsSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeckBundle, parseDeck } from '../engine/index.ts';
import type { Deck, Problem } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { placeProblems } from '../lib/json-place.ts';
import { layOutBundle } from './deck-bundle-fs.ts';
import { parseJsonText } from './json-fs.ts';
import { readInputFile } from './read-file-fs.ts';

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

// An npm reference names a package first (`name/…` or `@scope/name/…`); no `.` or `..` segment.
const NPM_REF = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/(?!\.\.?(\/|$))[^/]+)*$/i;

/**
 * Where an art reference points: `npm:package/file.svg` (or `npm:package/icons.json#name`, one icon of an
 * Iconify icon set) inside that installed package, else a file inside the deck folder. A reference
 * that leaves them (`../../etc/passwd`, an absolute path, `npm:../x`) is refused with the reason.
 */
export function resolveArt(ref: string, deckDir: string): { file: string } | { problem: string } {
  return resolveDeckFile(ref, deckDir, 'art file');
}

/**
 * The same for any file a deck names (`what` says which kind, for the message). With `real`, a
 * file of the deck folder must also be inside it once symbolic links are followed.
 */
export function resolveDeckFile(
  ref: string,
  deckDir: string,
  what: string,
  real = false,
): { file: string } | { problem: string } {
  const outside = { problem: `${what} "${ref}" is outside the deck folder and the named npm package` };
  if (ref.startsWith('npm:')) {
    const spec = ref.slice(4).split('#')[0]!;
    if (!NPM_REF.test(spec)) return outside;
    const name = spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
    let file: string;
    try {
      file = require.resolve(spec);
    } catch {
      return { problem: `${what} "${ref}" not found` };
    }
    return file.split(sep).join('/').includes(`/node_modules/${name}/`) ? { file } : outside;
  }
  const base = resolve(deckDir);
  const file = resolve(base, ref.split('#')[0]!);
  if (isAbsolute(ref) || !file.startsWith(base + sep)) return outside;
  if (!existsSync(file)) return { problem: `${what} "${ref}" not found (looked at ${file})` };
  if (real && !realpathSync(file).startsWith(realpathSync(base) + sep))
    return { problem: `${what} "${ref}" is a link to a file outside the deck folder` };
  return { file };
}

/**
 * Loads a deck folder, a deck.json path or a deck bundle (one file, its art inside); throws
 * InputError listing every problem.
 */
export function loadDeck(dirOrFile: string = DEFAULT_DECK_DIR): LoadedDeck {
  const path = resolve(dirOrFile);
  if (!existsSync(path)) throw new InputError(dirOrFile, 'no such deck folder');
  let file = path;
  try {
    if (statSync(path).isDirectory()) file = join(path, 'deck.json');
  } catch {
    // Left to readInputFile, which names the reason.
  }
  const dir = dirname(file);
  const text = readInputFile(file);
  const input = parseJsonText(text, file);
  if (isDeckBundle(input)) return loadDeck(join(layOutBundle(file, text, input), 'deck.json'));
  const parsed = parseDeck(input);
  if (!parsed.ok) throw new InputError(file, placeProblems(text, input, parsed.error));
  const problems: Problem[] = [];
  const artFiles = new Map<string, string>();
  parsed.value.icons.forEach((icon, i) => {
    const at = resolveArt(icon.art, dir);
    if ('problem' in at) problems.push({ path: `icons[${i}].art`, message: at.problem });
    else artFiles.set(icon.id, at.file);
  });
  if (problems.length > 0) throw new InputError(file, problems);
  return { deck: parsed.value, dir, artFiles };
}

/** A deck named in a game record: a deck id under decks/, or a folder path. */
export function deckDirFor(ref: string): string {
  const named = join(ROOT, 'decks', ref);
  return existsSync(join(named, 'deck.json')) ? named : resolve(ref);
}

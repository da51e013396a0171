// Deck bundles on disk: a bundle named where a deck folder is expected is laid out as a deck folder
// in a temporary folder of this process (removed when it ends, or on Ctrl-C), so that every command
// reads its deck, art, templates and fonts as it reads any folder; messages name the bundle, not
// the temporary folder. `jibe pack-deck` goes the other way: a deck folder into one file.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import {
  type DeckBundleFile,
  type DeckFile,
  formatDeckBundle,
  type Problem,
  parseDeckBundle,
} from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { placeProblems } from '../lib/json-place.ts';
import { type LoadedDeck, resolveDeckFile } from './deck-fs.ts';
import { parseIconSet, svgFromIconSet } from '../draw/icon-set.ts';
import { readInputBytes, readInputFile } from './read-file-fs.ts';
import { makeTemporaryFolder, removeOnSignal } from './temporary-folder-fs.ts';

const PREFIX = 'jibe-deck-bundle-';
/** Each bundle laid out in this process: its folder, by the bundle's path. */
const laidOut = new Map<string, string>();

/** A message with the temporary folders of bundles named by their bundle files instead. */
export function nameBundles(text: string): string {
  let named = text;
  for (const [bundle, folder] of laidOut)
    named = named.split(`${folder}${sep}`).join(`${bundle}: `).split(folder).join(bundle);
  return named;
}

function removeAll(): void {
  for (const folder of laidOut.values()) rmSync(folder, { recursive: true, force: true });
  laidOut.clear();
}
process.once('exit', removeAll);

/**
 * The deck folder of a bundle, laid out once per process: the deck file as `deck.json` and each of
 * its files at its path. Throws InputError with every problem of the bundle, placed in its text.
 */
export function layOutBundle(file: string, text: string, input: unknown): string {
  const known = laidOut.get(file);
  if (known !== undefined) return known;
  const parsed = parseDeckBundle(input);
  if (!parsed.ok) throw new InputError(file, placeProblems(text, input, parsed.error));
  const folder = makeTemporaryFolder(tmpdir(), PREFIX);
  const release = removeOnSignal(folder);
  try {
    writeFileSync(join(folder, 'deck.json'), JSON.stringify(parsed.value.file));
    for (const [name, content] of Object.entries(parsed.value.files)) {
      const path = resolve(folder, name);
      // The schema allows only plain relative paths; this is the last word before a write.
      if (!path.startsWith(folder + sep)) throw new InputError(file, `files: "${name}" leaves the deck folder`);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, 'text' in content ? content.text : Buffer.from(content.base64, 'base64'));
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
  laidOut.set(file, folder);
  return folder;
}

const TEXT_FILE = /\.(svg|hbs|json|txt)$/i;

/**
 * A deck folder as a bundle's JSON value: the deck file with each art reference made a file of the
 * bundle (`npm:` art and one icon of an icon set become `art/<icon id>.svg`, an `npm:` reference
 * kept as the icon's `artSource`), and every file the deck names (art, a look's templates and
 * fonts) inside.
 */
export function packDeck(loaded: LoadedDeck, deckText: string): unknown {
  const file = JSON.parse(deckText) as DeckFile & Record<string, unknown>;
  // A schema path is relative to the deck folder the bundle leaves behind.
  delete file.$schema;
  const files: Record<string, DeckBundleFile> = {};
  const problems: Problem[] = [];
  const put = (name: string, source: string): void => {
    files[name] = TEXT_FILE.test(source)
      ? { text: readInputFile(source) }
      : { base64: readInputBytes(source).toString('base64') };
  };
  file.icons = file.icons.map((icon, i) => {
    const source = loaded.artFiles.get(icon.id)!;
    const hash = icon.art.indexOf('#');
    if (!icon.art.startsWith('npm:') && hash < 0) {
      put(icon.art, source);
      return icon;
    }
    const name = `art/${icon.id}.svg`;
    if (name in files) problems.push({ path: `icons[${i}].art`, message: `two icons would pack as ${name}` });
    files[name] = {
      text:
        hash < 0
          ? readInputFile(source)
          : svgFromIconSet(parseIconSet(readInputFile(source), source), icon.art.slice(hash + 1), source),
    };
    // The package it came from stays on record, so the rulebook credits it as the folder's build does.
    return { ...icon, art: name, ...(icon.art.startsWith('npm:') ? { artSource: icon.art } : {}) };
  });
  const look = file.look as { fonts?: Record<string, string>; templates?: Record<string, string> } | undefined;
  for (const group of [look?.fonts, look?.templates]) {
    if (group === undefined) continue;
    for (const [key, ref] of Object.entries(group)) {
      const at = resolveDeckFile(ref, loaded.dir, 'look file', true);
      if ('problem' in at) {
        problems.push({ path: `look.${key}`, message: at.problem });
        continue;
      }
      const name = ref.startsWith('npm:') ? `look/${ref.slice(4).split('/').pop()}` : ref;
      put(name, at.file);
      group[key] = name;
    }
  }
  if (problems.length > 0) throw new InputError(loaded.dir, problems);
  const bundle = formatDeckBundle(file, files);
  // What is written must read back: the same checks as any bundle opened.
  const check = parseDeckBundle(bundle);
  if (!check.ok) throw new InputError(loaded.dir, check.error);
  return bundle;
}

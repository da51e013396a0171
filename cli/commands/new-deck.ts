// `jibe new-deck DIR [--from DECK]`: a new deck folder to edit and preview, copied from a shipped
// deck (or any deck folder) with its own id and name and a `$schema` that resolves from where it is,
// so an editor offers completion and checks the file as it is typed.

import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../../lib/input-error.ts';
import { deckDirFor, loadDeck, ROOT } from '../../generator/deck-fs.ts';
import { readJsonFile } from '../../generator/json-fs.ts';
import type { NewDeckArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

const SCHEMA = join(ROOT, 'decks', 'deck.schema.json');

/** A deck id from a folder name: lower-case letters, digits and dashes, at most 32 characters. */
export function idFromFolder(folder: string): string {
  const id = folder
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return id === '' ? 'my-deck' : id;
}

/** A readable name from the id: "my-deck" → "My deck", at most 32 characters. */
const nameFromId = (id: string): string => {
  const words = id.replace(/-/g, ' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 32);
};

export function runNewDeck(args: NewDeckArgs, io: CliIo): void {
  const target = resolve(args.dir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new InputError(args.dir, 'the folder exists and is not empty: name a new folder');
  const source = loadDeck(deckDirFor(args.from));
  const id = idFromFolder(basename(target));
  const name = args.name ?? nameFromId(id);
  // Made beside the target and moved into place once it loads: a refused deck leaves nothing behind.
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(join(parent, '.new-deck-'));
  try {
    // Everything of the source folder comes along (its art files among it); deck.json is then rewritten.
    cpSync(source.dir, work, { recursive: true });
    const file = join(work, 'deck.json');
    const { $schema: _copied, ...rest } = readJsonFile(file) as Record<string, unknown>;
    const fresh = {
      $schema: relative(target, SCHEMA).split(sep).join('/'),
      ...rest,
      id,
      name,
      description: `Made from the deck "${source.deck.name}" (${source.deck.id}): say here what your deck changes.`,
    };
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`);
    // The copy must load as it is: a name the cards cannot carry is refused now, not at the first build.
    try {
      loadDeck(work);
    } catch (error) {
      throw error instanceof InputError ? new InputError(join(args.dir, 'deck.json'), error.problems) : error;
    }
    if (existsSync(target)) rmdirSync(target);
    renameSync(work, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const shell = (path: string) => (/^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`);
  printAll(
    io.stdout,
    [
      `made ${args.dir}: deck "${name}" (id ${id}), copied from ${args.from}`,
      `edit ${join(args.dir, 'deck.json')}, then see it with: npx jibe preview --deck ${shell(args.dir)}`,
    ].join('\n'),
  );
}

// `jibe pack-deck [--deck DIR] [--out FILE]`: a deck folder as one file, its art (and a look's
// templates and fonts) inside, written whole or not at all.

import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { readInputFile } from '../../generator/read-file-fs.ts';
import type { PackDeckArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

export function runPackDeck(args: PackDeckArgs, io: CliIo): void {
  const loaded = loadDeck(args.deck);
  // The art must draw before it travels: a file that the site could not draw is refused here, by name.
  loadDeckArt(loaded);
  const bundle = packDeck(loaded, readInputFile(join(loaded.dir, 'deck.json')));
  const out = resolve(args.out ?? `${loaded.deck.id}.jibe`);
  const text = `${JSON.stringify(bundle, null, 1)}\n`;
  const temporary = `${out}.${process.pid}.part`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, out);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  printAll(
    io.stdout,
    `${loaded.deck.name}: ${loaded.deck.icons.length} icons and their art, ${Math.ceil(text.length / 1024)} KB → ${out}\n`,
  );
}

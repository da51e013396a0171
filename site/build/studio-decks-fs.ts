// The decks the Studio offers to start from, served as bundles (one file each, art inside): the
// site's own deck first, then every deck shipped in decks/.

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StudioDeck } from '../src/lib/site-data.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { loadDeck, ROOT } from '../../generator/deck-fs.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { readInputFile } from '../../generator/read-file-fs.ts';

/** Writes `studio/decks/<id>.jibe` into the staging folder `dir` for each deck; returns the list. */
export function stageStudioDecks(deckDir: string, dir: string): StudioDeck[] {
  const shipped = join(ROOT, 'decks');
  const folders = [
    deckDir,
    ...readdirSync(shipped)
      .sort()
      .map((name) => join(shipped, name))
      .filter((path) => existsSync(join(path, 'deck.json'))),
  ];
  const decks: StudioDeck[] = [];
  mkdirSync(join(dir, 'studio', 'decks'), { recursive: true });
  for (const folder of folders) {
    const loaded = loadDeck(folder);
    if (decks.some((d) => d.id === loaded.deck.id)) continue;
    loadDeckArt(loaded);
    const bundle = packDeck(loaded, readInputFile(join(loaded.dir, 'deck.json')));
    const path = `studio/decks/${loaded.deck.id}.jibe`;
    writeFileSync(join(dir, path), JSON.stringify(bundle));
    decks.push({ id: loaded.deck.id, name: loaded.deck.name, path });
  }
  return decks;
}

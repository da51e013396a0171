// `jibe validate-deck DIR`: every problem of a deck folder, or a short summary when it is sound.

import { enumerateCards } from '../../engine/index.ts';
import { loadDeck } from '../deck-fs.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { type CliIo, printAll } from './options.ts';

export interface ValidateDeckArgs {
  dir: string;
}

export function runValidateDeck(args: ValidateDeckArgs, io: CliIo): void {
  const loaded = loadDeck(args.dir);
  const { deck, artFiles } = loaded;
  // The art is read and sanitised as build does, so that "valid" means buildable.
  loadDeckArt(loaded);
  const cards = enumerateCards(deck);
  const best = cards.reduce((a, b) => (b.value > a.value ? b : a));
  printAll(
    io.stdout,
    `${deck.name} (${deck.id}): valid. ${cards.length} cards, ${artFiles.size} art files, highest card ${best.id} (${best.value}).`,
  );
}

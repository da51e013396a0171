// `jibe validate-deck DIR`: every problem of a deck folder, or a short summary when it is sound. It
// checks what build checks of a deck (schema, art read and sanitised, names set on every card at the
// given size, every character in the card font), so that "valid" means buildable.

import { join } from 'node:path';
import { enumerateCards } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { loadDeck } from '../deck-fs.ts';
import { artNotes } from '../print/art.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { DEFAULT_SIZE, parseCardSize } from '../print/card-size.ts';
import { viewDeckForPrint } from '../print/print-check.ts';
import { type CliIo, printAll } from './options.ts';

export interface ValidateDeckArgs {
  dir: string;
  size?: string;
}

export function runValidateDeck(args: ValidateDeckArgs, io: CliIo): void {
  const size = parseCardSize(args.size ?? DEFAULT_SIZE);
  const loaded = loadDeck(args.dir);
  const { deck, artFiles } = loaded;
  const art = loadDeckArt(loaded);
  const cards = enumerateCards(deck);
  const { problems } = viewDeckForPrint(deck, cards, size, {});
  if (problems.length > 0) throw new InputError(join(loaded.dir, 'deck.json'), problems);
  const best = cards.reduce((a, b) => (b.value > a.value ? b : a));
  // What the art lost on the way in: buildable, but not as drawn.
  for (const line of artNotes(art, loaded.dir)) printAll(io.stdout, line);
  printAll(
    io.stdout,
    `${deck.name} (${deck.id}): valid. ${cards.length} cards, ${artFiles.size} art files, highest card ${best.id} (${best.value}).`,
  );
}

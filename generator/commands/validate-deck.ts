// `jibe validate-deck DIR`: every problem of a deck folder, or a short summary when it is sound. It
// checks what build checks of a deck (schema, art read and sanitised, names set on every card at the
// given size, every character in the card font, the deck's own fonts and templates), so that "valid" means buildable.

import { join } from 'node:path';
import { enumerateCards } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { loadDeck } from '../deck-fs.ts';
import { artNotes } from '../../draw/art.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { DEFAULT_SIZE, parseCardSize } from '../../draw/card-size.ts';
import { checkLookDraws, loadDeckLook, lookStyle } from '../print/look-fs.ts';
import { viewDeckForPrint } from '../../draw/print-check.ts';
import { type CliIo, printAll } from './options.ts';

export interface ValidateDeckArgs {
  dir: string;
  size?: string;
}

export function runValidateDeck(args: ValidateDeckArgs, io: CliIo): void {
  const flagSize = args.size === undefined ? null : parseCardSize(args.size);
  const loaded = loadDeck(args.dir);
  const { deck, artFiles } = loaded;
  const deckFile = join(loaded.dir, 'deck.json');
  const look = loadDeckLook(loaded, deckFile);
  // As build: a --size flag wins over the deck's own size.
  const size = flagSize ?? look.size ?? parseCardSize(DEFAULT_SIZE);
  const art = loadDeckArt(loaded);
  const cards = enumerateCards(deck);
  const views = viewDeckForPrint(deck, cards, size, lookStyle(look));
  const problems = [...views.problems, ...checkLookDraws(look, views.faces[0], views.back, art, deck)];
  if (problems.length > 0) throw new InputError(deckFile, problems);
  const best = cards.reduce((a, b) => (b.value > a.value ? b : a));
  // What the art lost on the way in: buildable, but not as drawn.
  for (const line of artNotes(art, loaded.dir)) printAll(io.stdout, line);
  printAll(
    io.stdout,
    `${deck.name} (${deck.id}): valid. ${cards.length} cards, ${artFiles.size} art files, highest card ${best.id} (${best.value}).`,
  );
}

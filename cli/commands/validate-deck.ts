// `jibe validate-deck DIR`: every problem of a deck folder, or a short summary when it is sound. It
// checks what build checks of a deck (schema, art read and sanitised, names set on every card at the
// given size, every character in the card font, the deck's own fonts and templates), so that "valid" means buildable.
// What builds but prints badly (crowded texts, look-alike colours, faint marks) is a warning:
// printed before the summary, which counts them; the exit code stays 0.

import { join } from 'node:path';
import { enumerateCards } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { artNotes } from '../../draw/art.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { DEFAULT_SIZE, parseCardSize } from '../../draw/card-size.ts';
import { checkLookDraws, loadDeckLook, lookStyle } from '../../generator/print/look-fs.ts';
import { viewDeckForPrint } from '../../draw/print-check.ts';
import { checkDeckForPrint } from '../../draw/print-warnings.ts';
import { measureText } from '../../generator/print/text-measure.ts';
import type { ValidateDeckArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

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
  const style = lookStyle(look);
  const views = viewDeckForPrint(deck, cards, size, style);
  const problems = [...views.problems, ...checkLookDraws(look, views.faces[0], views.back, art, deck)];
  if (problems.length > 0) throw new InputError(deckFile, problems);
  const best = cards.reduce((a, b) => (b.value > a.value ? b : a));
  // What the art lost on the way in: buildable, but not as drawn.
  for (const line of artNotes(art, loaded.dir)) printAll(io.stdout, line);
  const warnings = checkDeckForPrint(deck, cards, views.faces, (text, bold) => measureText(text, bold, 1, style.fonts));
  for (const w of warnings) printAll(io.stdout, `warning: ${deckFile}: ${w.path}: ${w.message}`);
  const warned =
    warnings.length === 0 ? '' : `, with ${warnings.length} print warning${warnings.length > 1 ? 's' : ''}`;
  printAll(
    io.stdout,
    `${deck.name} (${deck.id}): valid${warned}. ${cards.length} cards, ${artFiles.size} art files, highest card ${best.id} (${best.value}).`,
  );
}

// `jibe cards`: the deck's cards, as a table or as JSON.

import { enumerateCards } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import type { CardsArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

export function runCards(args: CardsArgs, io: CliIo): void {
  const { deck } = loadDeck(args.deck);
  const cards = enumerateCards(deck);
  if (args.json) {
    printAll(
      io.stdout,
      JSON.stringify(
        cards.map(({ id, kind, sides, value }) => ({ id, kind, sides, value })),
        null,
        2,
      ),
    );
    return;
  }
  const width = Math.max(...cards.map((c) => c.id.length));
  printAll(
    io.stdout,
    [
      `${deck.name}: ${cards.length} cards`,
      ...cards.map(
        (c) => `${c.id.padEnd(width)}  ${c.kind.padEnd(4)}  ${String(c.value).padStart(3)}  ${c.sides.join(' ')}`,
      ),
    ].join('\n'),
  );
}

// `jibe cards`: the deck's cards, as a table or as JSON.

import type { CommandModule } from 'yargs';
import { enumerateCards } from '../../engine/cards.ts';
import { loadDeck } from '../deck-fs.ts';
import { deckOption, printAll } from './options.ts';

interface Args {
  deck: string;
  json: boolean;
}

export const cardsCommand: CommandModule<object, Args> = {
  command: 'cards',
  describe: 'List the 80 cards of a deck: id, kind, sides, value',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('json', { type: 'boolean', default: false, describe: 'Print JSON: [{id, kind, sides, value}]' }) as never,
  handler: (args) => {
    const { deck } = loadDeck(args.deck);
    const cards = enumerateCards(deck);
    if (args.json) {
      printAll(
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
      [
        `${deck.name}: ${cards.length} cards`,
        ...cards.map(
          (c) => `${c.id.padEnd(width)}  ${c.kind.padEnd(4)}  ${String(c.value).padStart(3)}  ${c.sides.join(' ')}`,
        ),
      ].join('\n'),
    );
  },
};

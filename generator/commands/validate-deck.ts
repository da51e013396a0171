// `jibe validate-deck DIR`: every problem of a deck folder, or a short summary when it is sound.

import type { CommandModule } from 'yargs';
import { enumerateCards } from '../../engine/cards.ts';
import { loadDeck } from '../deck-fs.ts';
import { printAll } from './options.ts';

export const validateDeckCommand: CommandModule<object, { dir: string }> = {
  command: 'validate-deck <dir>',
  describe: 'Check a deck folder: schema, colours, ids, art files, deal limit',
  builder: (y) => y.positional('dir', { type: 'string', demandOption: true, describe: 'Deck folder' }) as never,
  handler: (args) => {
    const { deck, artFiles } = loadDeck(args.dir);
    const cards = enumerateCards(deck);
    const best = cards.reduce((a, b) => (b.value > a.value ? b : a));
    printAll(
      `${deck.name} (${deck.id}): valid. ${cards.length} cards, ${artFiles.size} art files, highest card ${best.id} (${best.value}).`,
    );
  },
};

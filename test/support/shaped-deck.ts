// Deck files of any shape for tests: so many colours, each with so many icons, made up here rather
// than kept as files. The 5 × 3 deck that the builds use is a real file, test/fixtures/five-colours/.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUES, parseDeck, type Deck } from '../../engine/index.ts';

const SCREENS = ['#C33C1E', '#F0A500', '#1EC387', '#1E69A5', '#B05FA0', '#5A5A5A'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A deck file with one colour per entry of `colourSizes`, holding that many icons (icon ids "a0",
 * "b1", …, the first icon wild), values 0, 5, 10, … in deck order. Not checked: a test may make a
 * wrong shape on purpose.
 */
export function shapedDeckFile(colourSizes: readonly number[], wildCores = 2): Record<string, any> {
  const colours = colourSizes.map((_, c) => ({
    id: `colour-${c}`,
    name: `Colour ${c}`,
    screen: SCREENS[c % SCREENS.length]!,
    cue: CUES[c % CUES.length]!,
  }));
  const icons = colourSizes.flatMap((size, c) =>
    Array.from({ length: size }, (_, k) => ({
      id: `${LETTERS[c % LETTERS.length]}${k}`,
      name: `Icon ${LETTERS[c % LETTERS.length]!.toUpperCase()}${k}`,
      value: 0,
      colour: colours[c]!.id,
      art: 'npm:@iconify-json/lucide/icons.json#circle',
    })),
  );
  icons.forEach((icon, i) => (icon.value = 5 * i));
  // The default 2 to 6 players of 5 cards, fewer where a small deck cannot deal that many.
  const dealPool = (icons.length * (icons.length - 1)) / 2 + icons.length - 2 + wildCores;
  const max = Math.max(1, Math.min(6, Math.floor(dealPool / 5)));
  return {
    format: 1,
    id: `shape-${colourSizes.join('-')}`,
    name: `Shape ${colourSizes.join(' ')}`,
    icons,
    wild: icons[0]?.id ?? 'a0',
    wildCores,
    colours,
    options: { players: { min: Math.min(2, max), max } },
  };
}

/** A valid deck of that shape, or an error naming its problems. */
export function shapedDeck(colourSizes: readonly number[], wildCores = 2): Deck {
  const parsed = parseDeck(shapedDeckFile(colourSizes, wildCores));
  if (!parsed.ok) throw new Error(`shape ${colourSizes.join(' ')}: ${parsed.error.map((p) => p.message).join('; ')}`);
  return parsed.value;
}

/** The 5 colours × 3 icons deck of test/fixtures/five-colours. */
export function fiveColoursDeck(): Deck {
  const parsed = parseDeck(JSON.parse(readFileSync(join('test', 'fixtures', 'five-colours', 'deck.json'), 'utf8')));
  if (!parsed.ok) throw new Error('test/fixtures/five-colours/deck.json is invalid');
  return parsed.value;
}

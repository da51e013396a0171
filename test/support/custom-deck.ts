// The custom-deck fixture (its own values and a deck-folder art file), copied into a test's folder
// with its deck.json changed, for tests that try one bad or odd field at a time.

import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CUSTOM_DECK = new URL('../fixtures/custom-deck/', import.meta.url).pathname;
const deckJson = readFileSync(join(CUSTOM_DECK, 'deck.json'), 'utf8');

/** The deck file's fields these tests change. */
export interface DeckFile {
  id: string;
  name: string;
  description?: string;
  icons: { id: string; name: string }[];
  colours: { id: string; name: string }[];
}

/** A copy of the custom deck in `into/name`, its deck.json changed by `change`; returns the folder. */
export function customDeckWith(into: string, name: string, change: (deck: DeckFile) => void): string {
  const dir = join(into, name);
  cpSync(CUSTOM_DECK, dir, { recursive: true });
  const deck = JSON.parse(deckJson) as DeckFile;
  change(deck);
  writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
  return dir;
}

// The classic deck, loaded once for the engine tests, and the shared known-answer files.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeck } from '../../engine/index.ts';
import { compileRules, type Rules } from '../../engine/index.ts';
import type { Deck, RuleOptions } from '../../engine/index.ts';

export function readDeck(id = 'classic'): Deck {
  const parsed = parseDeck(JSON.parse(readFileSync(join('decks', id, 'deck.json'), 'utf8')));
  if (!parsed.ok) throw new Error(`deck ${id} is invalid`);
  return parsed.value;
}

export const classicDeck = readDeck();

export function classicRules(options: Partial<RuleOptions> = {}): Rules {
  return compileRules(classicDeck, { ...classicDeck.options, ...options });
}

/** The project's known answers (60 positions, 3 whole games), kept in the test fixtures. */
export const examplesDir = (): string => join('test', 'fixtures', 'examples');

export const readExample = (name: string): any => JSON.parse(readFileSync(join(examplesDir(), name), 'utf8'));

// The deck handed from the page build to the scorekeeper's script, as JSON inside a script element.

import type { Deck } from '../../../engine/index.ts';

/** JSON that cannot close the script element it sits in: every "<" written as an escape. */
export const embedJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The deck from the page's JSON element; the site's build loaded and validated it. */
export function readEmbeddedDeck(text: string): Deck {
  return JSON.parse(text) as Deck;
}

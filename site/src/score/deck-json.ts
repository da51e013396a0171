// The deck handed from the page build to the scorekeeper's script, as JSON inside a script element.

import type { Deck } from '../../../engine/types.ts';

/** The deck in the site's build data, which holds it as `deck` or under `settings`. */
export function deckOfSite(site: unknown): Deck {
  const data = site as { deck?: Deck; settings?: { deck: Deck } };
  const deck = data.deck ?? data.settings?.deck;
  if (deck === undefined) throw new Error('the site build data holds no deck');
  return deck;
}

/** JSON that cannot close the script element it sits in: every "<" written as an escape. */
export const embedJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The validated deck from the page's JSON element. */
export function readEmbeddedDeck(text: string): Deck {
  return JSON.parse(text) as Deck;
}

// The scorekeeper on a deck that came in a link (`#deck=…`, as the Studio makes it): the deck
// checked, and its faces drawn here when its art came with it. Loaded only for such a link.

import type { Deck } from '../../../engine/index.ts';
import { readDeckLink } from '../table/deck-link.ts';
import { byId } from '../table/ui/dom.ts';

/** The deck a link brings (`#deck=…`, as the Studio makes it), its faces drawn here; null for none. */
export async function linkedDeck(): Promise<Deck | null> {
  const linked = await readDeckLink(location.hash);
  if (linked === null) return null;
  if (!linked.ok) {
    byId('games-message').textContent = `This link's deck cannot be kept, so the site's own deck is: ${linked.error}.`;
    return null;
  }
  const app = byId('score-app');
  if (linked.value.bundle) {
    const { showBundleFaces } = await import('../draw/drawn-faces.ts');
    await showBundleFaces(app, linked.value.file, (text) => {
      byId('games-message').textContent = text;
    });
  } else delete app.dataset.art;
  return linked.value.deck;
}

// Where the keyboard is on the Play page's game screen: a render that drops the focused node (the
// hand is drawn again after every move) puts the focus back in the same part of the screen.

import { byId } from '../../table/ui/dom.ts';

type Zone = { area: 'hand' | 'board' | 'bar'; id: string | null };

export interface FocusKeeper {
  /** Puts the focus back where the player was when drawing took its node away (never steals it from elsewhere). */
  keep(): void;
  /** A game opened: the keyboard goes to the hand (the setup or the list it came from is gone). */
  toHand(): void;
}

/** The place to put the focus back in the zone the player was in; the turn line when there is none. */
function targetIn(zone: Zone): HTMLElement | null {
  const firstHand = () => byId('p-hand').querySelector<HTMLElement>('[data-card]');
  const boardStop = () => byId('p-board').querySelector<HTMLElement>('[data-cell][tabindex="0"]');
  const inHand = () =>
    (zone.id === null ? null : byId('p-hand').querySelector<HTMLElement>(`[data-card="${CSS.escape(zone.id)}"]`)) ??
    firstHand();
  const barButton = () => {
    const b = zone.id === null ? null : document.getElementById(zone.id);
    return b instanceof HTMLButtonElement && !b.disabled && b.offsetParent !== null ? b : null;
  };
  if (zone.area === 'hand') return inHand();
  if (zone.area === 'board') return boardStop() ?? firstHand();
  return barButton() ?? firstHand();
}

/** Follows the focus inside `screen` (the hand, the board, the bar) to put it back after a render. */
export function keepFocusIn(screen: HTMLElement): FocusKeeper {
  let zone: Zone | null = null;
  screen.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    if (el.closest('#p-hand') !== null)
      zone = { area: 'hand', id: el.closest('[data-card]')?.getAttribute('data-card') ?? null };
    else if (el.closest('#p-board') !== null) zone = { area: 'board', id: null };
    else if (el.closest('#p-bar') !== null) zone = { area: 'bar', id: el.id };
  });
  return {
    keep() {
      const active = document.activeElement;
      if (zone === null || (active !== null && active !== document.body && active.isConnected)) return;
      (targetIn(zone) ?? byId('p-turn'))?.focus({ preventScroll: true });
    },
    toHand() {
      zone = { area: 'hand', id: null };
    },
  };
}

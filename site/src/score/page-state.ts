// The scorekeeper page's state as one value, and every change to it as a pure function of an event:
// which screen shows (the list of games, the setup, the game), the game open, the games listed, the
// last thing said and where, and the menu's message and share link. What the page shows follows from
// it by `pageControls`, and where it opens by `chooseOpening`; main.ts does the storage, the files and
// the links, renders and forwards events.

import { currentState, type Session } from './session.ts';
import type { LibraryEntry } from './library.ts';

export const SCREENS = ['screen-games', 'screen-setup', 'screen-game'] as const;
export type ScreenId = (typeof SCREENS)[number];

/** The message lines a saying goes to: the list of games', the setup's, the game screen's. */
export const MESSAGE_IDS = { games: 'games-message', setup: 'setup-message', game: 'g-message' } as const;

export const PAGE_WORDS = {
  changedElsewhere:
    'Not recorded: this game was changed in another tab or window. It is shown here as it was saved there; record the play again if it is missing.',
  copySaved: 'Copy saved: import it on any phone to carry on where you are, undo history included.',
  linkCopied: 'Link copied: it carries the whole game.',
  copyLink: 'Copy this link: it carries the whole game.',
} as const;

/** A line said to the player, on one of the message lines: each saying is a new value, written once. */
export interface PageSaid {
  at: keyof typeof MESSAGE_IDS;
  text: string;
}

export interface PageState {
  /** The screen shown; null while the page is loading. */
  screen: ScreenId | null;
  /** The game open (or last open); null before one is. */
  session: Session | null;
  entries: readonly LibraryEntry[];
  said: PageSaid | null;
  /** The menu's message and the share link it shows (null: hidden), each a new value when made, written once. */
  menu: { said: { text: string }; link: { url: string } | null };
}

export type PageEvent =
  | { type: 'listed'; entries: readonly LibraryEntry[] }
  | { type: 'show-games' }
  | { type: 'show-setup' }
  /** A game opened, or a change to it saved: the game screen shows it. */
  | { type: 'show-game'; session: Session }
  /** A new game from a link, waiting for its starting core: the game screen shows before any game. */
  | { type: 'offer-start' }
  | { type: 'say'; said: PageSaid }
  | { type: 'menu-opened' }
  | { type: 'menu-say'; text: string }
  /** The share link made: shown, selected for a copy by hand. */
  | { type: 'shared'; url: string }
  /** Whether the share link went to the clipboard. */
  | { type: 'share-copied'; copied: boolean };

/** The page as it loads; `gamesMessage` is what the list of games already says (a linked deck refused). */
export function initialPage(gamesMessage = ''): PageState {
  return {
    screen: null,
    session: null,
    entries: [],
    said: gamesMessage === '' ? null : { at: 'games', text: gamesMessage },
    menu: { said: { text: '' }, link: null },
  };
}

/** The page after an event. */
export function reducePage(s: PageState, e: PageEvent): PageState {
  switch (e.type) {
    case 'listed':
      return { ...s, entries: e.entries };
    case 'show-games':
      return { ...s, screen: 'screen-games' };
    case 'show-setup':
      return { ...s, screen: 'screen-setup' };
    case 'show-game':
      return { ...s, screen: 'screen-game', session: e.session };
    case 'offer-start':
      return { ...s, screen: 'screen-game' };
    case 'say':
      return { ...s, said: e.said };
    case 'menu-opened':
      return { ...s, menu: { said: { text: '' }, link: null } };
    case 'menu-say':
      return { ...s, menu: { ...s.menu, said: { text: e.text } } };
    case 'shared':
      return { ...s, menu: { ...s.menu, link: { url: e.url } } };
    case 'share-copied':
      return { ...s, menu: { ...s.menu, said: { text: e.copied ? PAGE_WORDS.linkCopied : PAGE_WORDS.copyLink } } };
  }
}

/** The screen stays awake while a round is played or the next one is due. */
export function isInPlay(s: Session): boolean {
  const state = currentState(s);
  return state.round !== null && (state.round.over === null || state.results.length < state.rounds);
}

export interface PageControls {
  screen: ScreenId | null;
  /** The screen is kept awake: a game in play, or one from a link about to begin. */
  awake: boolean;
}

/** What the page shows beside the screens' own content, derived from its state alone. */
export function pageControls(s: PageState): PageControls {
  const awake = s.screen === 'screen-game' && (s.session === null || isInPlay(s.session));
  return { screen: s.screen, awake };
}

/** Where the page opens: the list when a link was refused there, else the game played last, else a new game's setup when none is kept. */
export type Opening =
  | { kind: 'games' }
  | { kind: 'setup' }
  | { kind: 'game'; entry: Extract<LibraryEntry, { kind: 'game' }> };

/** Where the page opens once the links are dealt with, given the id of the game open when it was left. */
export function chooseOpening(s: PageState, current: string | undefined): Opening {
  // A link that was refused says why on the list of games, the current game untouched behind it.
  if (s.said?.at === 'games' && s.said.text !== '') return { kind: 'games' };
  const entry = s.entries.find((e) => e.id === current);
  if (entry?.kind === 'game') return { kind: 'game', entry };
  return s.entries.length === 0 ? { kind: 'setup' } : { kind: 'games' };
}

/** What the list of games says of a game that no longer opens. */
export const notOpened = (error: string) => `This game could not be opened and was kept aside as it was: ${error}.`;

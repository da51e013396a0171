// The scorekeeper page's rules without a browser: each event's effect on its one state value
// (page-state.ts), what shows and whether the screen stays awake, and where the page opens.

import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../site/src/score/library.ts';
import {
  chooseOpening,
  initialPage,
  isInPlay,
  PAGE_WORDS,
  type PageEvent,
  type PageState,
  pageControls,
  reducePage,
} from '../../site/src/score/page-state.ts';
import type { Session } from '../../site/src/score/session.ts';
import { startSession } from './play.ts';

/** Feeds events to the state, one after another. */
const drive = (s: PageState, ...events: PageEvent[]): PageState => events.reduce(reducePage, s);

const session = startSession();
/** The same game with no round under way (not begun, or every round played). */
const idle: Session = { ...session, current: { ...session.current, round: null } };

const game = (id: string): LibraryEntry => ({
  kind: 'game',
  id,
  title: id,
  detail: '',
  updated: 0,
  open: () => ({ ok: true, value: session }),
});
const kept = (id: string): LibraryEntry => ({ kind: 'kept', id, text: '{}', reason: 'damaged' });

describe('the screens', () => {
  it('loads with no screen shown, asleep, nothing said', () => {
    expect(pageControls(initialPage())).toEqual({ screen: null, awake: false });
    expect(initialPage().said).toBeNull();
  });

  it.each<[string, PageEvent[], string | null, boolean]>([
    ['the list of games', [{ type: 'show-games' }], 'screen-games', false],
    ['the setup', [{ type: 'show-setup' }], 'screen-setup', false],
    ['a game in play', [{ type: 'show-game', session }], 'screen-game', true],
    ['a game with no round under way', [{ type: 'show-game', session: idle }], 'screen-game', false],
    ['a game from a link, before its start', [{ type: 'offer-start' }], 'screen-game', true],
    ['the list after a game', [{ type: 'show-game', session }, { type: 'show-games' }], 'screen-games', false],
    ['the setup of a rematch', [{ type: 'show-game', session }, { type: 'show-setup' }], 'screen-setup', false],
    [
      'games listed while a game shows',
      [
        { type: 'show-game', session },
        { type: 'listed', entries: [] },
      ],
      'screen-game',
      true,
    ],
  ])('shows %s, awake only while a game is played', (_, events, screen, awake) => {
    expect(pageControls(drive(initialPage(), ...events))).toEqual({ screen, awake });
  });

  it('keeps the game last open for the menu while another screen shows', () => {
    const s = drive(initialPage(), { type: 'show-game', session }, { type: 'show-games' });
    expect(s.session).toBe(session);
  });

  it('isInPlay: a round under way', () => {
    expect([isInPlay(session), isInPlay(idle)]).toEqual([true, false]);
  });
});

describe('what is said', () => {
  it('each saying is a new value, even of the same words, on its own message line', () => {
    const once = drive(initialPage(), { type: 'say', said: { at: 'games', text: 'Not imported.' } });
    const twice = drive(once, { type: 'say', said: { at: 'games', text: 'Not imported.' } });
    expect(twice.said).toEqual(once.said);
    expect(twice.said).not.toBe(once.said);
  });

  it('the menu opens with nothing said and no link; export and copy say their words', () => {
    const used = drive(initialPage(), { type: 'shared', url: 'https://x/#g=1' }, { type: 'menu-say', text: 'Saved.' });
    const opened = drive(used, { type: 'menu-opened' });
    expect(opened.menu).toEqual({ said: { text: '' }, link: null });
    expect(drive(opened, { type: 'menu-say', text: PAGE_WORDS.copySaved }).menu.said.text).toBe(PAGE_WORDS.copySaved);
  });

  it.each([
    [true, PAGE_WORDS.linkCopied],
    [false, PAGE_WORDS.copyLink],
  ])('a share link is shown, and then said copied (%s) or to copy', (copied, text) => {
    const s = drive(initialPage(), { type: 'shared', url: 'https://x/#g=1' }, { type: 'share-copied', copied });
    expect(s.menu).toEqual({ said: { text }, link: { url: 'https://x/#g=1' } });
  });

  it('sharing again shows the same link anew, to be selected again', () => {
    const once = drive(initialPage(), { type: 'shared', url: 'https://x/#g=1' });
    const again = drive(once, { type: 'shared', url: 'https://x/#g=1' });
    expect(again.menu.link).toEqual(once.menu.link);
    expect(again.menu.link).not.toBe(once.menu.link);
  });
});

describe('where the page opens', () => {
  const listed = (...entries: LibraryEntry[]) => drive(initialPage(), { type: 'listed', entries });

  it.each<[string, PageState, string | undefined, string]>([
    ['the game played last', listed(game('a'), game('b')), 'b', 'game b'],
    ['the list when the last game is gone', listed(game('a')), 'z', 'games'],
    ['the list when no game was open', listed(game('a')), undefined, 'games'],
    ['the list when the last game was kept aside', listed(kept('a')), 'a', 'games'],
    ['the setup when no game is kept', listed(), undefined, 'setup'],
    [
      'the list with a refused link, the last game behind it',
      drive(listed(game('a')), { type: 'say', said: { at: 'games', text: 'Not a game link.' } }),
      'a',
      'games',
    ],
    [
      'the list with a linked deck refused before it loaded',
      drive(initialPage('The deck was refused.'), { type: 'listed', entries: [game('a')] }),
      'a',
      'games',
    ],
    [
      'the game when the saying was on another line',
      drive(listed(game('a')), { type: 'say', said: { at: 'setup', text: 'Refused.' } }),
      'a',
      'game a',
    ],
  ])('opens %s', (_, state, current, where) => {
    const opening = chooseOpening(state, current);
    expect(opening.kind === 'game' ? `game ${opening.entry.id}` : opening.kind).toBe(where);
  });
});

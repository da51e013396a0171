// The list of games at start-up (issue 16): a game saved with its summary is listed from that
// summary and replayed only when opened; an older record without one is replayed to list it.

import { describe, expect, it } from 'vitest';
import { describeProgress, readLibrary } from '../../site/src/score/library.ts';
import { formatSavedGame, MAX_SUMMARY, type SavedGame } from '../../site/src/table/saved-game.ts';
import { openSession } from '../../site/src/score/session.ts';
import { deck, digest, startSession } from './play.ts';

const session = startSession(['Ana', 'Ben'], 2, ['core-fire', 'core-key']);
const stored = (id: string, game: SavedGame) => ({ id, text: formatSavedGame(game) });
/** Well formed, but its second action starts the round again: only a replay finds that out. */
const breaking = (summary?: string): SavedGame => ({
  ...session.saved,
  actions: [session.saved.actions[0]!, session.saved.actions[0]!],
  cursor: 2,
  ...(summary === undefined ? {} : { summary }),
});

describe('the list of games', () => {
  it('lists a game saved with its summary without replaying it, and replays it when opened', () => {
    const summary = describeProgress(session);
    const [entry] = readLibrary(deck, [stored('a', { ...session.saved, summary })]);
    expect(entry).toMatchObject({ kind: 'game', id: 'a', title: 'Ana, Ben', detail: summary });
    const opened = entry!.kind === 'game' ? entry!.open() : null;
    expect(opened?.ok).toBe(true);
    const fresh = openSession(deck, session.saved);
    expect(opened?.ok && fresh.ok && digest(opened.value)).toEqual(fresh.ok && digest(fresh.value));
  });

  it('a game whose summary hides a broken replay is listed, then kept aside with the reason once opened', () => {
    const games = [stored('b', breaking('Round 1 of 2 · Ana’s turn'))];
    const [entry] = readLibrary(deck, games);
    expect(entry).toMatchObject({ kind: 'game', detail: 'Round 1 of 2 · Ana’s turn' });
    const opened = entry!.kind === 'game' ? entry!.open() : null;
    expect(opened).toMatchObject({ ok: false, error: expect.stringMatching(/^action 2 breaks the rules/) });
    expect(readLibrary(deck, games)[0]).toMatchObject({
      kind: 'kept',
      id: 'b',
      reason: opened!.ok ? '' : opened!.error,
    });
  });

  it('an older record without a summary is replayed to list it, and kept aside at once if it breaks the rules', () => {
    expect(readLibrary(deck, [stored('c', breaking())])[0]).toMatchObject({ kind: 'kept', id: 'c' });
    expect(readLibrary(deck, [stored('d', session.saved)])[0]).toMatchObject({
      kind: 'game',
      detail: describeProgress(session),
    });
  });

  it('a summary that is not a short text is refused', () => {
    const long = { ...session.saved, summary: 'x'.repeat(MAX_SUMMARY + 1) };
    expect(readLibrary(deck, [stored('e', long)])[0]).toMatchObject({
      kind: 'kept',
      reason: expect.stringMatching(/summary/),
    });
  });
});

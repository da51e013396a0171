import { describe, expect, it } from 'vitest';
import { MAX_ROUNDS } from '../../engine/index.ts';
import { fc, test as prop } from '@fast-check/vitest';
import { importGameFile } from '../../site/src/score/game-file.ts';
import { readLibrary } from '../../site/src/score/library.ts';
import { checkSavedGame, formatSavedGame, SAVE_FORMAT, type SavedGame } from '../../site/src/table/saved-game.ts';
import {
  currentState,
  moveTo,
  openSession,
  perform,
  SNAPSHOT_EVERY,
  stateAt,
  type Session,
} from '../../site/src/score/session.ts';
import { computeHistory } from '../../site/src/score/view.ts';
import { readDeck } from '../support/classic.ts';
import { makeLongGame, widestDeck } from '../support/long-game.ts';
import { deck, digest, startSession } from './play.ts';

// Issue 16, item 1: the scorekeeper kept every state of a game and replayed every stored game at
// start-up; a game of passes had no end, and rounds were checked against the classic deck's 14.

const long = makeLongGame(3000);
const longDeck = widestDeck();

const savedOf = (actions = long.actions, cursor = actions.length): SavedGame => ({
  format: SAVE_FORMAT,
  id: 'long',
  created: 1000,
  updated: 1000,
  deck: longDeck.id,
  options: long.options,
  players: long.players,
  rounds: long.rounds,
  starts: [],
  actions,
  cursor,
});

const open = (saved: SavedGame): Session => {
  const opened = openSession(longDeck, saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
};

const passes = (count: number): SavedGame => {
  const saved = structuredClone(startSession().saved);
  for (let i = 0; i < count; i++) saved.actions.push({ type: 'pass' });
  saved.cursor = saved.actions.length;
  return saved;
};

describe('a long game in the scorekeeper', () => {
  it('keeps a snapshot every SNAPSHOT_EVERY actions, not every state', () => {
    const s = open(savedOf());
    expect(s.snapshots).toHaveLength(Math.floor(long.actions.length / SNAPSHOT_EVERY) + 1);
    expect(s).not.toHaveProperty('states');
  });

  prop.prop([fc.array(fc.nat({ max: 3000 }), { minLength: 1, maxLength: 4 })], { numRuns: 8 })(
    'undo, redo and undo-to-here across snapshots reach the state a fresh replay reaches',
    (cursors) => {
      let s = open(savedOf());
      for (const c of cursors) {
        s = moveTo(s, c, 2000);
        expect(digest(s)).toEqual(digest(open(savedOf(long.actions, s.saved.cursor))));
      }
    },
  );

  it('an action after an undo drops the redo tail and its snapshots', () => {
    let s = moveTo(open(savedOf()), 200, 2000);
    const step = perform(s, { type: 'pass' }, 2000);
    if (!step.ok) throw new Error(step.error.message);
    s = step.value;
    expect(s.saved.actions).toHaveLength(201);
    expect(s.snapshots).toHaveLength(Math.floor(200 / SNAPSHOT_EVERY) + 1);
    expect(digest(moveTo(s, 150, 3000))).toEqual(digest(open(savedOf(s.saved.actions, 150))));
  });

  it('the history reads every state in order and names each action', () => {
    const s = open(savedOf());
    const history = computeHistory(s);
    expect(history).toHaveLength(long.actions.length);
    expect(history.at(-1)!.label).toMatch(/^Round 1 starts/);
    expect(stateAt(s, 0).round).toBeNull();
    expect(stateAt(s, long.actions.length)).toBe(currentState(s));
  });
});

describe('a saved game longer than the rules allow is refused before it is replayed', () => {
  it('20,000 passes: refused by the check with the deck, and by opening it', () => {
    const saved = passes(20_000);
    const checked = checkSavedGame(saved, deck);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.error.message).toMatch(
      /^20001 actions, but a game of 2 players and 2 rounds can have at most \d+ \(/,
    );
    const opened = openSession(deck, saved);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error.refusal.code).toBe('round-over');
  });

  it('passes on after everyone passed on the empty pile: refused at that action', () => {
    const pile = 79 - 2 * 5;
    const opened = openSession(deck, passes(pile + 3));
    expect(opened).toMatchObject({ ok: false, error: { index: pile + 3 } });
    expect(openSession(deck, passes(pile + 2)).ok).toBe(true);
  });

  it('an import of such a game is refused with the reason, before it is replayed', async () => {
    const imported = await importGameFile(deck, formatSavedGame(passes(20_000)), 'x', 1);
    expect(imported.ok).toBe(false);
    expect(!imported.ok && imported.error).toMatch(/^not a saved game for this deck: 20001 actions, but/);
  });

  it('the list of games keeps such a game aside with the reason', () => {
    const [entry] = readLibrary(deck, [{ id: 'endless', text: formatSavedGame(passes(20_000)) }]);
    expect(entry).toMatchObject({ kind: 'kept', id: 'endless' });
    expect(entry!.kind === 'kept' && entry!.reason).toMatch(/^action \d+ breaks the rules: 20001 actions, but/);
  });

  it('the list replays a stored game once: unchanged text keeps its entry', () => {
    const text = formatSavedGame(savedOf());
    const [first] = readLibrary(longDeck, [{ id: 'long', text }]);
    const [again] = readLibrary(longDeck, [{ id: 'long', text }]);
    expect(first!.kind).toBe('game');
    expect(again).toBe(first);
  });
});

describe("rounds are checked against the deck's own core cards", () => {
  const noWild = (() => {
    const d = readDeck();
    return { ...d, id: 'no-wild', wildCores: 0 };
  })();
  const withRounds = (rounds: number, d = deck): SavedGame => ({
    ...structuredClone(startSession().saved),
    rounds,
    deck: d.id,
  });

  it.each([
    [11, noWild, 'valid'],
    [
      12,
      noWild,
      'rounds: 12 rounds; a game has 1 to 11 (each round starts with a different core card, and this deck has 11)',
    ],
    [14, deck, 'valid'],
    [
      15,
      deck,
      'rounds: 15 rounds; a game has 1 to 14 (each round starts with a different core card, and this deck has 14)',
    ],
  ])('%i rounds with the deck "%s"', (rounds, d, expected) => {
    const checked = checkSavedGame(withRounds(rounds, d), d);
    expect(checked.ok ? 'valid' : checked.error.message).toBe(expected);
    const opened = openSession(d, withRounds(rounds, d));
    expect(opened.ok ? 'valid' : opened.error.refusal.message).toBe(expected);
  });

  it('without the deck, only what no deck allows is refused (as many rounds as the largest deck has cores)', () => {
    expect(checkSavedGame(withRounds(MAX_ROUNDS)).ok).toBe(true);
    expect(checkSavedGame(withRounds(MAX_ROUNDS + 1))).toMatchObject({
      ok: false,
      error: { message: `rounds must be 1 to ${MAX_ROUNDS}` },
    });
  });
});

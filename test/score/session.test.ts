import { describe, expect, it } from 'vitest';
import { test as prop, fc } from '@fast-check/vitest';
import { formatSavedGame, parseSavedGame } from '../../site/src/table/saved-game.ts';
import {
  canRedo,
  canUndo,
  currentState,
  moveTo,
  openSession,
  perform,
  redo,
  turnStartCore,
  undo,
  type Session,
} from '../../site/src/score/session.ts';
import { buildRecord } from '../../site/src/score/game-record.ts';
import { parseRecord, replayRecord } from '../../engine/index.ts';
import { deck, digest, openMoves, startSession } from './play.ts';

const act = (s: Session, action: Parameters<typeof perform>[1]): Session => {
  const step = perform(s, action, 2000);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
};

const reload = (s: Session): Session => {
  const parsed = parseSavedGame(formatSavedGame(s.saved));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const opened = openSession(deck, parsed.value);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
};

describe('session', () => {
  it('scores the worked example of the rules and moves the turn', () => {
    let s = startSession();
    s = act(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    const state = currentState(s);
    expect(state.round!.points).toEqual([145, 0]);
    expect(state.round!.seat).toBe(1);
    expect(state.round!.pileCount).toBe(79 - 10 - 1);
  });

  it('refuses an illegal play with the reason and keeps the session as it was', () => {
    const s = startSession();
    const step = perform(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 3 } }, 2000);
    expect(step.ok).toBe(false);
    if (!step.ok) {
      expect(step.error.code).toBe('colour-clash');
      expect(step.error.message).toBe('the Key (gold) side would touch Fire (red) of core-fire to the west');
    }
    expect(s.saved.actions).toHaveLength(1);
  });

  it('offers a core bonus that must touch the core, then draws two', () => {
    let s = startSession();
    s = act(s, { type: 'place', placement: { card: 'core-bulb', q: 1, r: 0, rotation: 0 } });
    expect(currentState(s).round!.bonusAt).toBeGreaterThanOrEqual(0);
    const far = perform(s, { type: 'place', placement: { card: 'can-bulb', q: -1, r: 0, rotation: 0 } }, 2000);
    expect(!far.ok && far.error.code).toBe('not-beside-core');
    s = act(s, { type: 'place', placement: { card: 'can-fire', q: 2, r: 0, rotation: 0 } });
    const round = currentState(s).round!;
    expect(round.points[0]).toBe(15 + 50); // both red: colour only, no match
    expect(round.pileCount).toBe(69 - 2);
    expect(round.turns).toEqual([
      { place: { card: 'core-bulb', q: 1, r: 0, rotation: 0 }, bonus: { card: 'can-fire', q: 2, r: 0, rotation: 0 } },
    ]);
  });

  it('undoes, redoes, undoes to a point, and drops the redo tail on a new action', () => {
    let s = startSession();
    s = act(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    s = act(s, { type: 'pass' });
    s = act(s, { type: 'pass' });
    const after3 = digest(s);
    s = undo(s, 1);
    expect(currentState(s).round!.seat).toBe(0);
    s = redo(s, 1);
    expect(digest(s)).toEqual(after3);
    s = moveTo(s, 1, 1);
    expect(currentState(s).round!.points).toEqual([0, 0]);
    expect(canUndo(s)).toBe(false);
    expect(canRedo(s)).toBe(true);
    s = act(s, { type: 'pass' });
    expect(s.saved.actions).toHaveLength(2);
    expect(canRedo(s)).toBe(false);
  });

  it('ends a round with the hands picked and counts a wild set at the wild penalty', () => {
    let s = startSession();
    s = act(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    s = act(s, { type: 'end-round', hands: [['core-joker-1'], ['can-bulb', 'joker-fire']] });
    const state = currentState(s);
    expect(state.results[0]).toMatchObject({ points: [145, 0], penalty: [100, 15 + 150], score: [45, -165] });
    const refused = perform(s, { type: 'start-round', start: 'core-fire' }, 2000);
    expect(!refused.ok && refused.error.code).toBe('bad-start');
    s = act(s, { type: 'start-round', start: 'core-key' });
    expect(currentState(s).round!.seat).toBe(1);
  });

  it('refuses a hand that holds a card on the table', () => {
    let s = startSession();
    s = act(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    const step = perform(s, { type: 'end-round', hands: [['key-fire'], []] }, 2000);
    expect(!step.ok && step.error.message).toBe('hands[0]: key-fire is on the table');
  });

  it('keeps a stored game that breaks the rules out of the session', () => {
    const s = startSession();
    const bad = {
      ...s.saved,
      actions: [
        ...s.saved.actions,
        { type: 'place' as const, placement: { card: 'key-fire', q: 5, r: 5, rotation: 0 } },
      ],
      cursor: 2,
    };
    const opened = openSession(deck, bad);
    expect(!opened.ok && opened.error).toMatchObject({ index: 1, refusal: { code: 'no-neighbour' } });
  });
});

describe('saving and reloading', () => {
  prop.prop([fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 })], { numRuns: 40 })(
    'any sequence of actions and undos, saved and reloaded, gives the same state',
    (choices) => {
      let s = startSession(['Ana', 'Ben', 'Cleo'], 2);
      for (const choice of choices) {
        if (choice % 9 === 0) s = undo(s, 3);
        else if (choice % 9 === 1) s = redo(s, 3);
        else if (choice % 9 === 2) s = moveTo(s, choice % (s.saved.actions.length + 1), 3);
        else {
          const moves = openMoves(currentState(s));
          if (moves.length === 0) continue;
          const step = perform(s, moves[choice % moves.length]!, 3);
          if (step.ok) s = step.value;
        }
        expect(digest(reload(s))).toEqual(digest(s));
      }
    },
  );
});

describe('the starting core turned as it lies', () => {
  it('is recorded with the round start before its first turn, kept through a reload, and undone in one step', () => {
    const s = startSession();
    const step = turnStartCore(s, 3, 3000);
    if (!step.ok) throw new Error(step.error.message);
    const turned = reload(step.value);
    expect(currentState(turned).round!.startRotation).toBe(3);
    expect(turned.saved.cursor).toBe(s.saved.cursor);
    expect(currentState(undo(turned, 4000)).round!.startRotation).toBe(0);
  });

  it('is refused once a turn of the round is recorded, and for a rotation outside 0 to 5', () => {
    const passed = act(startSession(), { type: 'pass' });
    expect(turnStartCore(passed, 2, 3000)).toMatchObject({ ok: false, error: { code: 'bad-start' } });
    expect(turnStartCore(startSession(), 7, 3000)).toMatchObject({ ok: false, error: { code: 'bad-rotation' } });
  });

  it('goes into the game record of the finished round, which replays the same', () => {
    let s = startSession(['Ana', 'Ben'], 1, ['core-fire']);
    const step = turnStartCore(s, 5, 3000);
    if (!step.ok) throw new Error(step.error.message);
    s = act(step.value, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    s = act(s, { type: 'end-round', hands: [['can-joker'], []] });
    const { record } = buildRecord(s);
    expect(record!.rounds[0]!.startRotation).toBe(5);
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    if (!parsed.ok) throw new Error('the record parses');
    const replayed = replayRecord(deck, parsed.value);
    expect(replayed.ok && replayed.value.game.round!.startRotation).toBe(5);
  });
});

// Editing a past play (issue 11, "edit, don't rewind"): the turns after it are re-checked by the
// engine, kept where they still fit, held for correction where they do not (never dropped), and an
// edit is one step of undo and redo. The scores of the corrected game are compared with the
// engine's replay of the exported record and with the corrected actions replayed from scratch.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { test as prop, fc } from '@fast-check/vitest';
import {
  applyAction,
  compileRules,
  createGame,
  listLegal,
  replayRecord,
  type Action,
  type GameState,
  type Placement,
} from '../../engine/index.ts';
import { buildRecord } from '../../site/src/score/game-record.ts';
import { describeProgress } from '../../site/src/score/library.ts';
import { formatSavedGame, parseSavedGame } from '../../site/src/table/saved-game.ts';
import {
  canEdit,
  canRedo,
  canUndo,
  currentState,
  dropHeld,
  edit,
  heldProblem,
  heldTurns,
  openSession,
  perform,
  redo,
  stateAt,
  undo,
  type Session,
} from '../../site/src/score/session.ts';
import { computeHistory } from '../../site/src/score/view.ts';
import { runCli } from '../support/run-cli.ts';
import { deck, digest, startSession, unseen } from './play.ts';

const act = (s: Session, action: Action): Session => {
  const step = perform(s, action, 2000);
  if (!step.ok) throw new Error(`${action.type}: ${step.error.message}`);
  return step.value;
};

const editOk = (s: Session, index: number, action: Action): Session => {
  const step = edit(s, index, action, 3000);
  if (!step.ok) throw new Error(`edit: ${step.error.message}`);
  return step.value;
};

const reload = (s: Session): Session => {
  const parsed = parseSavedGame(formatSavedGame(s.saved), deck);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const opened = openSession(deck, parsed.value);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
};

/** The legal placements of ordinary (pair) cards now, in the engine's order. */
function pairPlays(state: GameState): Placement[] {
  const round = state.round!;
  const ids = unseen(state).filter((i) => state.rules.cards[i]!.kind === 'pair');
  return listLegal(state.rules, round.table, ids, round.bonusAt).map(({ points: _, ...p }) => p);
}

/** A round of `turns` ordinary plays, each a fixed pick among the legal ones. */
function playTurns(s: Session, turns: number): Session {
  for (let t = 0; t < turns; t++) {
    const plays = pairPlays(currentState(s));
    s = act(s, { type: 'place', placement: plays[(t * 7) % plays.length]! });
  }
  return s;
}

/** The game the corrected actions make, replayed by the engine alone from a new game. */
function replayActions(s: Session, actions: readonly Action[]): GameState {
  const rules = compileRules(deck, s.saved.options);
  const created = createGame(rules, { players: s.saved.players, rounds: s.saved.rounds, mode: 'open' });
  if (!created.ok) throw new Error('set-up');
  let state = created.value;
  for (const action of actions) {
    const step = applyAction(state, action);
    if (!step.ok) throw new Error(step.error.message);
    state = step.value;
  }
  return state;
}

/** Cards left in hand at the end of a round: as many as the rules leave, any cards not on the table. */
function someHands(state: GameState): string[][] {
  const ids = unseen(state).map((i) => state.rules.cards[i]!.id);
  return state.players.map((_, seat) => ids.filter((_, i) => i % 9 === seat).slice(0, 3));
}

/** An edit of the play at `index` after which every later turn still fits: another legal placement. */
function harmlessEdit(s: Session, index: number): { session: Session; placement: Placement } {
  const old = s.saved.actions[index]!;
  for (const placement of pairPlays(stateAt(s, index))) {
    if (old.type === 'place' && JSON.stringify(old.placement) === JSON.stringify(placement)) continue;
    const step = edit(s, index, { type: 'place', placement }, 3000);
    if (step.ok && heldTurns(step.value).length === 0) return { session: step.value, placement };
  }
  throw new Error(`no harmless edit of action ${index + 1}`);
}

async function replayWithCli(record: unknown): Promise<{ totals: { score: number }[] }> {
  const file = join(mkdtempSync(join(tmpdir(), 'jibe-edit-')), 'game.json');
  writeFileSync(file, JSON.stringify(record));
  const run = await runCli(['replay', '--json', file]);
  if (run.code !== 0) throw new Error(`jibe replay exited with ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

describe('editing a past play', () => {
  it('changes a play in the middle of a round, keeps every later turn, and scores as the replay of the corrected game', async () => {
    let s = playTurns(startSession(), 8);
    const before = s.saved.actions.slice();
    const { session, placement } = harmlessEdit(s, 4);
    s = session;
    // Nothing held, nothing dropped: the same number of actions, only the fifth changed.
    const corrected = [...before.slice(0, 4), { type: 'place' as const, placement }, ...before.slice(5)];
    expect(s.saved.actions).toEqual(corrected);
    expect(s.saved.cursor).toBe(before.length);
    expect(heldTurns(s)).toEqual([]);
    // Then the game goes on: two more plays and the round's end.
    s = playTurns(s, 2);
    s = act(s, { type: 'end-round', hands: someHands(currentState(s)) });
    const engine = replayActions(s, s.saved.actions);
    expect(currentState(s).results).toEqual(engine.results);
    const { record } = buildRecord(s);
    const replayed = replayRecord(deck, record!);
    expect(replayed.ok && replayed.value.result.totals.map((t) => t.score)).toEqual(engine.results[0]!.score);
    expect((await replayWithCli(record)).totals.map((t) => t.score)).toEqual(engine.results[0]!.score);
  });

  it('holds a later turn that the edit made illegal, shows it for correction, and goes on once it is recorded again', () => {
    let s = playTurns(startSession(), 6);
    // Play 2 is changed to the card that play 4 put down: play 4 can no longer be made.
    const later = s.saved.actions[4]! as Extract<Action, { type: 'place' }>;
    const original = s.saved.actions.slice();
    const earlier = original[2]!;
    const candidates = listLegal(currentState(s).rules, stateAt(s, 2).round!.table, [
      currentState(s).rules.cardIndex.get(later.placement.card)!,
    ]);
    // Of the places where that card fits, one that leaves play 3 legal, so that play 4 is the first to go.
    const edits = candidates.map(({ points: _, ...placement }) => ({
      placement,
      step: edit(s, 2, { type: 'place', placement }, 3000),
    }));
    const chosen = edits.find((e) => e.step.ok && e.step.value.saved.actions.length === 4)!;
    expect(chosen).toBeDefined();
    const { placement } = chosen;
    s = editOk(s, 2, { type: 'place', placement });
    // Actions 1–4 in force (start, play 1, the edited play 2, play 3); play 4 and all after it held.
    expect(s.saved.actions).toEqual([...original.slice(0, 2), { type: 'place', placement }, original[3]]);
    expect(heldTurns(s).map((h) => h.action)).toEqual(original.slice(4));
    expect(heldTurns(s)[0]!.action).toEqual(later);
    expect(heldProblem(s)!.code).toBe('card-on-table');
    expect(earlier).not.toEqual({ type: 'place', placement });
    // The history shows the held turns, marked, after the turns in force.
    const history = computeHistory(s);
    expect(history.filter((h) => h.held).map((h) => h.label)).toHaveLength(3);
    expect(history[0]!.held).toBe(true);
    expect(history.find((h) => h.held && h.problem !== null)!.problem).toMatch(/on the table/);
    // The player records what was really played in place of the held turn; the two after it still fit.
    const fix = pairPlays(currentState(s)).find((p) => {
      const step = perform(s, { type: 'place', placement: p }, 2000);
      return step.ok && heldTurns(step.value).length === 0;
    })!;
    expect(fix).toBeDefined();
    s = act(s, { type: 'place', placement: fix });
    expect(heldTurns(s)).toEqual([]);
    expect(s.saved.actions).toHaveLength(7);
    expect(s.saved.actions[4]).toEqual({ type: 'place', placement: fix });
    expect(currentState(s).round!.points).toEqual(replayActions(s, s.saved.actions).round!.points);
    // Reloaded, the game is the same and both changes undo one at a time.
    s = reload(s);
    s = undo(s, 4000);
    expect(heldTurns(s)[0]!.action).toEqual(later);
    s = undo(s, 4000);
    expect(s.saved.actions[2]).toEqual(earlier);
    expect(heldTurns(s)).toEqual([]);
  });

  it('is one step of undo and redo, kept through a reload', () => {
    let s = playTurns(startSession(), 6);
    const original = digest(s);
    s = harmlessEdit(s, 3).session;
    const edited = digest(s);
    expect(canUndo(s)).toBe(true);
    s = undo(reload(s), 4000);
    expect(digest(s)).toEqual(original);
    expect(canRedo(s)).toBe(true);
    s = redo(reload(s), 4000);
    expect(digest(s)).toEqual(edited);
    // A play after the edit, undone, then the edit undone: the redo brings both back in order.
    s = playTurns(s, 1);
    const afterPlay = digest(s);
    s = undo(undo(s, 5), 5);
    expect(digest(s)).toEqual(original);
    s = redo(redo(reload(s), 6), 6);
    expect(digest(s)).toEqual(afterPlay);
  });

  it('turns a play into a pass and a pass back into a play', () => {
    let s = playTurns(startSession(), 4);
    s = editOk(s, 2, { type: 'pass' });
    expect(s.saved.actions[2]).toEqual({ type: 'pass' });
    expect(currentState(s).round!.turns[1]).toEqual({ pass: true });
    const play = pairPlays(stateAt(s, 2))[0]!;
    s = editOk(s, 2, { type: 'place', placement: play });
    expect(currentState(s).round!.turns[1]).toEqual({ place: play });
  });

  it('refuses an edit the rules do not allow and leaves the game as it was', () => {
    const s = playTurns(startSession(), 4);
    const onTable = (s.saved.actions[3] as Extract<Action, { type: 'place' }>).placement;
    const step = edit(s, 1, { type: 'place', placement: { ...onTable, q: 40, r: 40 } }, 3000);
    expect(!step.ok && step.error.code).toBe('no-neighbour');
    expect(canEdit(s, 0)).toBe(false);
    expect(canEdit(s, 1)).toBe(true);
    expect(canEdit(s, 4)).toBe(true);
    expect(canEdit(s, 5)).toBe(false);
  });

  it('holds a bonus whose core became an ordinary card, and a turn that follows a new core until its bonus is recorded', () => {
    let s = startSession();
    const state = currentState(s);
    const core = listLegal(state.rules, state.round!.table, [state.rules.cardIndex.get('core-bulb')!])[0]!;
    const { points: _, ...corePlacement } = core;
    s = act(s, { type: 'place', placement: corePlacement });
    s = act(s, { type: 'skip-bonus' });
    s = playTurns(s, 2);
    // The core was an ordinary card: its skipped bonus no longer belongs anywhere and is held.
    const ordinary =
      pairPlays(stateAt(s, 1)).find((p) => p.q === core.q && p.r === core.r) ?? pairPlays(stateAt(s, 1))[0]!;
    const asOrdinary = editOk(s, 1, { type: 'place', placement: ordinary });
    expect(heldTurns(asOrdinary)[0]).toEqual({ action: { type: 'skip-bonus' }, bonus: true });
    expect(heldProblem(asOrdinary)!.code).toBe('no-bonus');
    // Dropping it (it was never played) lets the two later plays follow, if they still fit.
    const dropped = dropHeld(asOrdinary, 5000);
    expect(dropped.saved.actions.length + heldTurns(dropped).length).toBe(4);
    expect(heldTurns(dropped).every((h) => !h.bonus)).toBe(true);
    // The other way: an ordinary play turned into a core makes the next turn wait for the bonus.
    let t = playTurns(startSession(), 3);
    const coreThere = listLegal(currentState(t).rules, stateAt(t, 1).round!.table, [
      currentState(t).rules.cardIndex.get('core-bulb')!,
    ])[0]!;
    const { points: __, ...corePlay } = coreThere;
    t = editOk(t, 1, { type: 'place', placement: corePlay });
    expect(t.saved.actions).toHaveLength(2);
    expect(heldProblem(t)!.code).toBe('bonus-pending');
    t = act(t, { type: 'skip-bonus' });
    // The skip went before the held turns, which were checked again after it.
    expect(t.saved.actions[2]).toEqual({ type: 'skip-bonus' });
    expect(t.saved.actions.length + heldTurns(t).length).toBe(5);
  });
});

describe('an edit in a finished round', () => {
  it('holds the round end whose hands now hold a card on the table, and the next round after it, until the hands are listed again', () => {
    let s = playTurns(startSession(), 4);
    const hands = someHands(currentState(s));
    s = act(s, { type: 'end-round', hands });
    s = act(s, { type: 'start-round', start: 'core-key' });
    s = playTurns(s, 2);
    const before = s.saved.actions.slice();
    // Play 3 becomes a card that was listed in a hand at the round's end.
    const listed = new Set(hands.flat());
    const placement = pairPlays(stateAt(s, 3)).find((p) => listed.has(p.card))!;
    expect(placement).toBeDefined();
    s = editOk(s, 3, { type: 'place', placement });
    expect(s.saved.actions).toHaveLength(5);
    expect(heldTurns(s).map((h) => h.action)).toEqual(before.slice(5));
    expect(heldProblem(s)!.code).toBe('bad-hands');
    expect(describeProgress(s)).toBe("Round 1 of 2 · Ana's turn · a turn to correct");
    // The hands listed again, without that card: round 2 follows by itself, checked again.
    const fixed = hands.map((hand) => hand.filter((id) => id !== placement.card));
    s = act(s, { type: 'end-round', hands: fixed });
    expect(heldTurns(s)).toEqual([]);
    expect(s.saved.actions).toEqual([
      ...before.slice(0, 3),
      { type: 'place', placement },
      before[4],
      { type: 'end-round', hands: fixed },
      ...before.slice(6),
    ]);
  });
});

describe('a stored game with held turns', () => {
  it('is refused when its held turns make it longer than any game can be, or when they follow actions to redo', () => {
    const s = playTurns(startSession(), 2);
    const pass = { action: { type: 'pass' as const }, bonus: false };
    const endless = { ...s.saved, held: Array.from({ length: 20_000 }, () => pass) };
    const opened = openSession(deck, endless);
    expect(!opened.ok && opened.error.refusal.message).toMatch(/^20003 actions, but a game of 2 players/);
    const redoable = { ...s.saved, cursor: 2, held: [pass] };
    expect(parseSavedGame(formatSavedGame(redoable)).ok).toBe(false);
  });
});

describe('edits, saved and reloaded', () => {
  prop.prop([fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 })], { numRuns: 25 })(
    'any sequence of plays, edits, undos and redos gives back the same game after a reload',
    (choices) => {
      let s = playTurns(startSession(['Ana', 'Ben', 'Cleo'], 1), 3);
      for (const choice of choices) {
        if (choice % 7 === 0) s = undo(s, 3);
        else if (choice % 7 === 1) s = redo(s, 3);
        else if (choice % 7 === 2) s = dropHeld(s, 3);
        else if (choice % 7 === 3) {
          const index = 1 + (choice % Math.max(1, s.saved.cursor - 1));
          if (!canEdit(s, index)) continue;
          const plays = pairPlays(stateAt(s, index));
          const action: Action =
            choice % 5 === 0 || plays.length === 0
              ? { type: 'pass' }
              : { type: 'place', placement: plays[choice % plays.length]! };
          const step = edit(s, index, action, 3);
          if (step.ok) s = step.value;
        } else {
          const plays = pairPlays(currentState(s));
          if (currentState(s).round!.bonusAt >= 0) s = act(s, { type: 'skip-bonus' });
          else if (plays.length > 0) {
            const step = perform(s, { type: 'place', placement: plays[choice % plays.length]! }, 3);
            if (step.ok) s = step.value;
          }
        }
        // What is in force always replays as it is; nothing recorded is lost but by a new action over a redo.
        expect(replayActions(s, s.saved.actions.slice(0, s.saved.cursor)).round!.points).toEqual(
          currentState(s).round!.points,
        );
        expect(digest(reload(s))).toEqual(digest(s));
        expect(heldTurns(reload(s))).toEqual(heldTurns(s));
      }
    },
  );
});

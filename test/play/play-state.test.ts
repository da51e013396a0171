// The Play page's game screen without a browser: its state changed by events (play-state.ts), and
// what shows derived from it (play-controls.ts): the phase of each moment of a game, which buttons
// are enabled and what they say, the hand and the cover, and what each key does.

import { describe, expect, it } from 'vitest';
import { compileRules, type BotName } from '../../engine/index.ts';
import { keyOf, type PlayControls, playControls, playPhase } from '../../site/src/play/play-controls.ts';
import {
  botAction,
  botRng,
  newPlay,
  nextOf,
  nowOf,
  playAction,
  type PlayedGame,
  replayPlay,
  type Seat,
} from '../../site/src/play/play-game.ts';
import { INITIAL_PLAY_STATE, type PlayEvent, type PlayUiState, updatePlay } from '../../site/src/play/play-state.ts';
import { cellsFor, startDraft } from '../../site/src/table/draft.ts';
import { deck } from '../score/play.ts';

const rules = compileRules(deck);

/** A generator of numbers in [0, 1) from a seed, for the set-up's shuffles. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const person = (name: string): Seat => ({ name, bot: null });
const bot = (name: string, kind: BotName = 'greedy'): Seat => ({ name, bot: kind });

/** A new game, not yet dealt: its first action starts round 1. */
function newGame(seats: Seat[], { rounds = 1, teaching = false, id = 'game-1' } = {}): PlayedGame {
  const saved = newPlay(deck, { seats, rounds, teaching }, id, 1000, seeded(7));
  const played = replayPlay(rules, saved);
  if (!played.ok) throw new Error(played.error);
  return played.value;
}

/** The game played on (every seat as its bot, a person as a greedy one) until `done` holds. */
function playUntil(g: PlayedGame, done: (g: PlayedGame) => boolean): PlayedGame {
  for (let n = 0; n < 5000 && !done(g); n++) {
    const next = nextOf(g);
    if (next.kind === 'over') throw new Error('the game ended first');
    const action =
      next.kind === 'start-round'
        ? { type: 'start-round' as const, start: next.start }
        : botAction(nowOf(g), next.kind === 'bot' ? next.bot : 'greedy', botRng(g.saved));
    const step = playAction(g, action, 2000 + n);
    if (!step.ok) throw new Error(step.error.message);
    g = step.value;
  }
  if (!done(g)) throw new Error('never reached');
  return g;
}

const isNext = (kind: string) => (g: PlayedGame) => nextOf(g).kind === kind;
const personTurn = (g: PlayedGame) => {
  const next = nextOf(g);
  return next.kind === 'person' && !next.bonus;
};

/** The screen showing `g`, after `events`. */
function screenAfter(g: PlayedGame, ...events: PlayEvent[]): PlayUiState {
  return events.reduce(updatePlay, updatePlay(INITIAL_PLAY_STATE, { type: 'open', game: g }));
}

function controlsOf(ui: PlayUiState): PlayControls {
  const c = playControls(ui);
  if (c === null) throw new Error('no game shown');
  return c;
}

const enabled = (c: PlayControls) =>
  (['pass', 'skip', 'rotate', 'place', 'hint', 'undo'] as const).filter((b) => c[b].enabled);

/** A card of the hand to play and a cell where it may lie more than one way, at a person's turn. */
function turnableDraft(g: PlayedGame): { card: string; cell: { q: number; r: number }; ways: number } {
  const s = nowOf(g);
  const hand = s.round!.hands![s.round!.seat]!.map((c) => rules.cards[c]!.id);
  for (const card of hand)
    for (const cell of cellsFor(s, card)) {
      const draft = startDraft(s, card, cell);
      if (draft !== null && draft.rotations.length > 1) return { card, cell, ways: draft.rotations.length };
    }
  throw new Error('no card of the hand turns anywhere');
}

const againstBots = newGame([person('Ana'), bot('Dice'), bot('Owl')]);
const dealt = playUntil(againstBots, (g) => g.saved.actions.length > 0);
const anaFirst = playUntil(dealt, personTurn);

describe('the phase of each moment of a game', () => {
  it('a new game is being dealt until its first round is saved: phase bot, "Dealing…", nobody may move', () => {
    const ui = screenAfter(againstBots);
    const c = controlsOf(ui);
    expect(c.phase).toBe('bot');
    expect(c.turnLine).toBe('Dealing…');
    expect(enabled(c)).toEqual([]);
    expect(c.seat).toBeNull();
    expect(c.board).toBeNull();
    // A tap on the board meanwhile does nothing.
    expect(updatePlay(ui, { type: 'tap-cell', cell: { q: 1, r: 0 }, side: 1 })).toBe(ui);
  });

  it("a person's turn is play: their hand is theirs to choose from, Pass and Hint enabled", () => {
    const c = controlsOf(screenAfter(anaFirst));
    expect(c.phase).toBe('play');
    expect(c.turnLine).toBe("Ana's turn");
    expect(enabled(c)).toEqual(['pass', 'hint']);
    expect(c.hand.mine).toBe(true);
    expect(c.hand.title).toMatch(/^Ana's hand: \d+ cards$/);
    expect(c.hand.faces.length).toBe(nowOf(anaFirst).round!.hands![0]!.length);
    expect(c.board?.marks.live.length).toBeGreaterThan(0);
  });

  it('a seat taken as "You" is spoken to: "Your turn", "Your hand"', () => {
    const you = playUntil(newGame([person('You'), bot('Dice')]), personTurn);
    const c = controlsOf(screenAfter(you));
    expect(c.turnLine).toBe('Your turn');
    expect(c.hand.title).toMatch(/^Your hand: /);
  });

  it("a bot's turn is bot, and so is a person's while the bots' run is still going", () => {
    const botNext = playUntil(anaFirst, isNext('bot'));
    const c = controlsOf(screenAfter(botNext));
    expect(c.phase).toBe('bot');
    expect(c.turnLine).toMatch(/^(Dice|Owl) is playing…$/);
    expect(enabled(c)).toEqual([]);
    expect(c.hand.mine).toBe(false);
    expect(c.hand.title).toMatch(/\(the others are playing\)$/);
    const running = controlsOf(screenAfter(anaFirst, { type: 'running', running: true }));
    expect(running.phase).toBe('bot');
    expect(enabled(running)).toEqual([]);
  });

  it('people on one phone: the next one is covered until they reveal their hand, the others never shown', () => {
    const friends = playUntil(newGame([person('Ana'), person('Ben')]), personTurn);
    const covered = screenAfter(friends);
    const c = controlsOf(covered);
    expect(c.phase).toBe('cover');
    expect(c.cover).toEqual({ text: 'Pass the phone to Ana.', reveal: "Show Ana's hand" });
    expect(c.hand).toEqual({ title: 'The hands are hidden', faces: [], mine: false });
    expect(enabled(c)).toEqual([]);
    expect(updatePlay(covered, { type: 'tap-cell', cell: { q: 1, r: 0 }, side: 1 })).toBe(covered);
    const shown = controlsOf(updatePlay(covered, { type: 'reveal' }));
    expect(shown.phase).toBe('play');
    expect(shown.cover).toBeNull();
    expect(shown.hand.mine).toBe(true);
    // Undo takes back a turn only against bots: people on one phone would take back another's.
    expect(shown.undo.enabled).toBe(false);
  });

  it('after a core, the bonus: Skip bonus instead of Pass', () => {
    const bonus = playUntil(dealt, (g) => {
      const next = nextOf(g);
      return next.kind === 'person' && next.bonus;
    });
    const c = controlsOf(screenAfter(bonus));
    expect(c.phase).toBe('bonus');
    expect(c.turnLine).toBe("Ana's turn: the core bonus");
    expect(enabled(c)).toEqual(expect.arrayContaining(['skip', 'hint']));
    expect(c.pass.enabled).toBe(false);
  });

  it('between rounds: round-over, the results shown and the bar and hand gone', () => {
    const between = playUntil(newGame([person('Ana'), bot('Dice')], { rounds: 2 }), (g) => {
      const next = nextOf(g);
      return next.kind === 'start-round' && g.saved.actions.length > 0;
    });
    const c = controlsOf(screenAfter(between));
    expect(c.phase).toBe('round-over');
    expect(c.turnLine).toBe('Round 1 is over');
    expect(c).toMatchObject({ resultsShown: true, handHidden: true });
    expect(enabled(c)).toEqual([]);
  });

  it('at the end: game-over; the replay shows a past step, and goes back to the results', () => {
    const over = playUntil(newGame([person('Ana'), bot('Dice')]), isNext('over'));
    const end = controlsOf(screenAfter(over));
    expect(end.phase).toBe('game-over');
    expect(end.turnLine).toBe('The game is over');
    expect(end.scores.map((s) => s.detail)).toEqual(['person', 'greedy bot']);
    const replaying = screenAfter(over, { type: 'replay', at: 3 });
    const replay = controlsOf(replaying);
    expect(replay).toMatchObject({ phase: 'replay', turnLine: 'Replay', resultsShown: true });
    expect(replay.hand.title).toBe('The replay of the game');
    expect(replay.board?.view).toBeDefined();
    expect(playPhase(updatePlay(replaying, { type: 'replay', at: null }), over)).toBe('game-over');
  });
});

describe('a turn: choosing a card, drafting it, turning it, placing it', () => {
  const { card, cell, ways } = turnableDraft(anaFirst);

  it('a card chosen: its places marked, said; chosen again, put back', () => {
    const chosen = screenAfter(anaFirst, { type: 'select-card', card });
    expect(chosen.selected).toBe(card);
    expect(chosen.message.text).toMatch(/: tap one of the marked places, or drag the card there\.$/);
    const c = controlsOf(chosen);
    expect(c.hand.faces.find((f) => f.id === card)?.pressed).toBe(true);
    expect(c.board?.view.legal.length).toBeGreaterThan(0);
    const back = updatePlay(chosen, { type: 'select-card', card });
    expect(back.selected).toBeNull();
    expect(back.message.text).toBe('');
  });

  it('a cell tapped with no card chosen says what to do first', () => {
    const ui = screenAfter(anaFirst, { type: 'tap-cell', cell, side: 1 });
    expect(ui.message).toEqual({ text: 'Tap a card of your hand first, then the place where it goes.', tone: 'info' });
  });

  it('a card on a cell where it turns: Place +N with its points, Turn i/n, and Turn steps on', () => {
    const drafted = screenAfter(anaFirst, { type: 'select-card', card }, { type: 'tap-cell', cell, side: 1 });
    expect(drafted.draft).not.toBeNull();
    const c = controlsOf(drafted);
    const points = drafted.draft!.rotations[drafted.draft!.index]!.points;
    expect(c.place).toEqual({ enabled: true, label: `Place +${points}` });
    expect(c.rotate).toEqual({ enabled: true, label: `Turn ${drafted.draft!.index + 1}/${ways}` });
    expect(drafted.message.text).toMatch(/Tap a corner of it to turn it there\.$/);
    expect(c.board?.marks.draft).toMatchObject({ card, q: cell.q, r: cell.r });
    const turned = updatePlay(drafted, { type: 'rotate' });
    expect(controlsOf(turned).rotate.label).toBe(`Turn ${((drafted.draft!.index + 1) % ways) + 1}/${ways}`);
    // Tapping the draft's own cell turns it too.
    expect(updatePlay(drafted, { type: 'tap-cell', cell, side: 1 }).draft?.index).toBe(turned.draft?.index);
  });

  it('a card dropped where it cannot lie (on the starting core) is refused in the words of the table', () => {
    const start = controlsOf(screenAfter(anaFirst)).board!.view.cards[0]!;
    const ui = screenAfter(anaFirst, { type: 'drop-card', card, cell: { q: start.q, r: start.r } });
    expect(ui.draft).toBeNull();
    expect(ui.message.tone).toBe('refusal');
    expect(ui.message.text).toMatch(/^Not there: /);
  });

  it('Hint drafts the best play and says it; Place is then enabled', () => {
    const ui = screenAfter(anaFirst, { type: 'hint' });
    expect(ui.message.text).toMatch(/^Hint: /);
    expect(ui.draft).not.toBeNull();
    expect(controlsOf(ui).place).toEqual({
      enabled: true,
      label: `Place +${ui.draft!.rotations[ui.draft!.index]!.points}`,
    });
  });

  it("a person's move saved: the choice cleared, the step said and announced; a bot's leaves the choice", () => {
    const drafted = screenAfter(anaFirst, { type: 'select-card', card }, { type: 'tap-cell', cell, side: 1 });
    const step = playAction(anaFirst, { type: 'pass' }, 3000);
    if (!step.ok) throw new Error(step.error.message);
    const after = updatePlay(drafted, { type: 'recorded', game: step.value, action: { type: 'pass' }, by: 'person' });
    expect(after).toMatchObject({ selected: null, draft: null, game: step.value });
    expect(after.message.text).toBe('Ana passes.');
    expect(after.announce).toEqual({ text: 'Ana passes.', count: drafted.announce.count + 1 });
    const byBot = updatePlay(drafted, {
      type: 'recorded',
      game: step.value,
      action: { type: 'pass' },
      by: 'bot',
      note: 'The bot took too long.',
    });
    expect(byBot.selected).toBe(card);
    expect(byBot.message.text).toBe('The bot took too long. Ana passes.');
  });

  it('Undo is enabled once the person has a turn of this round to take back', () => {
    const later = playUntil(playUntil(anaFirst, isNext('bot')), personTurn);
    expect(controlsOf(screenAfter(later)).undo.enabled).toBe(true);
    expect(controlsOf(screenAfter(anaFirst)).undo.enabled).toBe(false);
  });

  it('a game opened afresh forgets the choice, the replay and the hand shown; the same game keeps them', () => {
    const chosen = screenAfter(anaFirst, { type: 'select-card', card });
    expect(updatePlay(chosen, { type: 'open', game: anaFirst }).selected).toBe(card);
    const other = newGame([person('Ana'), bot('Dice')], { id: 'game-2' });
    expect(updatePlay(chosen, { type: 'open', game: other })).toMatchObject({
      selected: null,
      draft: null,
      replayAt: null,
      revealed: null,
      message: { text: '' },
    });
  });
});

describe('teaching mode', () => {
  it("a note is due at a person's first turn, and not once it is seen or without teaching", () => {
    const teaching = playUntil(
      newGame([person('Ana'), bot('Dice')], { teaching: true }),
      (g) => nextOf(g).kind === 'person',
    );
    const c = controlsOf(screenAfter(teaching));
    expect(c.lesson).not.toBeNull();
    const seen = screenAfter(teaching, { type: 'lesson-seen', lesson: c.lesson! });
    expect(seen.game!.saved.lessons).toEqual([c.lesson]);
    expect(controlsOf(seen).lesson).not.toBe(c.lesson);
    expect(controlsOf(screenAfter(anaFirst)).lesson).toBeNull();
  });
});

describe('the keys of a turn', () => {
  const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean }> = {}) => ({
    key,
    ctrl: false,
    meta: false,
    alt: false,
    ...mods,
  });
  const play = controlsOf(screenAfter(anaFirst));
  const { card, cell } = turnableDraft(anaFirst);
  const drafted = controlsOf(screenAfter(anaFirst, { type: 'select-card', card }, { type: 'tap-cell', cell, side: 1 }));
  const moment = { 'a turn': play, 'a card drafted': drafted };

  it.each([
    ['1', 'a turn', { type: 'card', index: 0 }],
    ['2', 'a turn', { type: 'card', index: 1 }],
    ['s', 'a turn', { type: 'button', button: 'pass' }],
    ['S', 'a turn', { type: 'button', button: 'pass' }],
    ['h', 'a turn', { type: 'button', button: 'hint' }],
    ['t', 'a turn', null],
    ['p', 'a turn', null],
    ['u', 'a turn', null],
    ['x', 'a turn', null],
    ['t', 'a card drafted', { type: 'button', button: 'rotate' }],
    ['p', 'a card drafted', { type: 'button', button: 'place' }],
  ] as const)('%s at %s → %j', (key, at, expected) => {
    expect(keyOf(press(key), moment[at])).toEqual(expected);
  });

  it('a number past the hand, a key with a modifier, and keys while the results show do nothing', () => {
    expect(keyOf(press(String(play.hand.faces.length + 1)), play)).toBeNull();
    expect(keyOf(press('s', { ctrl: true }), play)).toBeNull();
    expect(keyOf(press('h', { alt: true }), play)).toBeNull();
    expect(keyOf(press('p', { meta: true }), drafted)).toBeNull();
    expect(keyOf(press('s'), { ...play, resultsShown: true })).toBeNull();
  });

  it('S skips the bonus when the turn is a core bonus', () => {
    const bonus = playUntil(dealt, (g) => {
      const next = nextOf(g);
      return next.kind === 'person' && next.bonus;
    });
    expect(keyOf(press('s'), controlsOf(screenAfter(bonus)))).toEqual({ type: 'button', button: 'skip' });
  });
});

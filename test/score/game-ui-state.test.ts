// The game screen's rules without a browser: each event's effect on the one state value
// (game-ui-state.ts), and the controls derived from it (game-controls.ts), in each phase of a game.

import { describe, expect, it } from 'vitest';
import type { Action, Cell } from '../../engine/index.ts';
import { cardsFittingAt, cellsFor, draftRotation } from '../../site/src/table/draft.ts';
import {
  boardMarks,
  endRoundRequest,
  gameControls,
  historyEntries,
  panelView,
  roundOverNotice,
} from '../../site/src/score/game-controls.ts';
import {
  initialGameUi,
  reduceGameUi,
  startTurnable,
  tableState,
  tapTurnsStart,
  unseenCards,
  type GameUiEvent,
  type GameUiState,
} from '../../site/src/score/game-ui-state.ts';
import { currentState, perform, undo, type Session } from '../../site/src/score/session.ts';
import { startSession } from './play.ts';

/** Feeds events to the state, one after another. */
const drive = (ui: GameUiState, ...events: GameUiEvent[]): GameUiState => events.reduce(reduceGameUi, ui);

const act = (s: Session, action: Action): Session => {
  const step = perform(s, action, 2000);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
};

const shown = (s: Session = startSession()) => drive(initialGameUi, { type: 'show', session: s });
const tap = (cell: Cell, side: 1 | -1 = 1, aimed: number | null = null): GameUiEvent => ({
  type: 'tap-board',
  cell,
  side,
  aimed,
});

const EAST: Cell = { q: 1, r: 0 };

/** The fresh game with a card drafted from the panel on the cell east of the core. */
function drafted(): GameUiState {
  const ui = drive(shown(), tap(EAST));
  return drive(ui, { type: 'pick-face', card: ui.openedFits[0]! });
}

/** The controls' enabled states by name, for tables. */
const enabled = (ui: GameUiState) =>
  Object.fromEntries(Object.entries(gameControls(ui).disabled).map(([name, off]) => [name, !off]));

describe('the game screen at rest', () => {
  it('shows a fresh round in play: nothing to place or turn, nothing to undo or redo', () => {
    const ui = shown();
    const c = gameControls(ui);
    expect(c.phase).toBe('play');
    expect(c.actions).toBe(1);
    expect(c.edit).toBeNull();
    expect(c.held).toBeNull();
    expect(c.banner).toBeNull();
    expect(c.turn).toBe("Ana's turn");
    expect(c.round).toBe('Round 1 of 2');
    expect(c.pile).toMatch(/^\d+ in the pile$/);
    expect(c.over).toBe(false);
    expect(enabled(ui)).toEqual({
      card: true,
      hint: true,
      scan: true,
      rotate: false,
      place: false,
      pass: true,
      skip: false,
      end: true,
      undo: false,
      redo: false,
    });
    expect(c.placeLabel).toBe('Place');
    expect(c.rotateLabel).toBe('Turn');
    expect(c.choice).toBeNull();
    expect(c.cardsLabel).toBe('Cards: pick the card played');
    expect(c.endOffer).toBe(false);
    expect(c.scores.map((s) => [s.name, s.total, s.turn, s.round])).toEqual([
      ['Ana', 0, true, '+0 · 5 cards'],
      ['Ben', 0, false, '+0 · 5 cards'],
    ]);
  });

  it('asks before ending a round with cards in the pile, and says nothing when the rules do not end it', () => {
    const ui = shown();
    const pile = tableState(ui).round!.pileCount;
    expect(endRoundRequest(ui)).toEqual({ ask: `${pile} cards are still in the pile. End the round now?` });
    expect(roundOverNotice(ui)).toBeNull();
  });

  it('lets the starting core be turned by a tap at its corner until the first turn', () => {
    const ui = shown();
    expect(startTurnable(ui)).toBe(true);
    expect(tapTurnsStart(ui, { q: 0, r: 0 }, 2)).toBe(true);
    // In its middle, or on another cell, a tap is an ordinary tap.
    expect(tapTurnsStart(ui, { q: 0, r: 0 }, null)).toBe(false);
    expect(tapTurnsStart(ui, EAST, 2)).toBe(false);
    const played = shown(act(startSession(), { type: 'pass' }));
    expect(startTurnable(played)).toBe(false);
  });

  it('drops a choice made for another table when the game changes, and starts another game with nothing said', () => {
    const ui = drive(drafted(), { type: 'say', text: 'Hello', announce: true });
    const same = drive(ui, { type: 'show', session: ui.session! });
    expect(same.draft).not.toBeNull();
    const next = drive(ui, { type: 'show', session: act(ui.session!, { type: 'pass' }) });
    expect(next).toMatchObject({ draft: null, opened: null, panel: 'none' });
    expect(next.said?.text).toBe('Hello');
    const other = startSession(['Cleo', 'Dan']);
    const fresh = drive(ui, { type: 'show', session: { ...other, saved: { ...other.saved, id: 'another' } } });
    expect(fresh.said).toEqual({ text: '', refusal: false });
    expect(fresh.announced).toEqual({ text: '' });
  });
});

describe('a play: the cell, the card, Place', () => {
  it('opens the cards that fit a tapped cell, the likeliest first, in a panel', () => {
    const before = shown();
    const ui = drive(before, tap(EAST));
    const fits = cardsFittingAt(tableState(ui), unseenCards(ui), EAST);
    expect(ui.opened).toEqual(EAST);
    expect(ui.openedFits).toEqual(fits);
    expect(ui.panel).toBe('cell');
    expect(ui.panelOpenings).toBe(before.panelOpenings + 1);
    expect(ui.said).toEqual({ text: 'Tap the card played there.', refusal: false });
    const panel = panelView(ui)!;
    expect(panel.title).toBe(
      `${fits.length} cards fit there, the likeliest first. Tap the one played, or its icons below.`,
    );
    expect(panel.cards.map((c) => c.id)).toEqual(fits);
    expect(panel.picked).toBeNull();
    // The board holds still while the panel is open; the cell tapped is the one marked.
    expect(boardMarks(ui)).toMatchObject({ legal: [EAST], focus: [], hold: true, draft: null });
  });

  it('narrows the faces by the icons pressed on the pad, two at most', () => {
    const ui = drive(shown(), tap(EAST));
    const rules = ui.session!.rules;
    const [a, b, c] = rules.deck.icons;
    const one = drive(ui, { type: 'toggle-pad', icon: a!.id });
    const carrying = ui.openedFits.filter((id) => rules.cards[rules.cardIndex.get(id)!]!.sets.includes(a!.id));
    expect(panelView(one)!.cards.map((f) => f.id)).toEqual(carrying);
    expect(panelView(one)!.title).toBe(
      `${carrying.length} with ${a!.name} (of the ${ui.openedFits.length} cards fit there).`,
    );
    const three = drive(one, { type: 'toggle-pad', icon: b!.id }, { type: 'toggle-pad', icon: c!.id });
    expect(three.padIcons).toEqual([b!.id, c!.id]);
    expect(drive(three, { type: 'toggle-pad', icon: b!.id }).padIcons).toEqual([c!.id]);
    // The same cell tapped again keeps the pad; another cell starts afresh.
    expect(drive(one, tap(EAST)).padIcons).toEqual([a!.id]);
    expect(drive(one, tap({ q: -1, r: 0 })).padIcons).toEqual([]);
  });

  it('drafts the face tapped on its cell at its likeliest rotation, the panel staying open with it pressed', () => {
    const ui = drafted();
    const draft = ui.draft!;
    const { points } = draftRotation(draft);
    expect(draft.card).toBe(ui.openedFits[0]);
    expect(draft.cell).toEqual(EAST);
    expect(ui.panel).toBe('cell');
    expect(panelView(ui)!.picked).toBe(draft.card);
    expect(ui.said?.text).toMatch(new RegExp(`: \\+${points}\\.`));
    const c = gameControls(ui);
    expect(c.placeLabel).toBe(`Place +${points}`);
    expect(c.disabled.place).toBe(false);
    expect(c.disabled.rotate).toBe(draft.rotations.length < 2);
    expect(boardMarks(ui)).toMatchObject({ focus: [EAST], draft: { card: draft.card, q: 1, r: 0 } });
  });

  it('turns the draft with Turn and with taps in its middle, both ways, and names the rotation on Turn', () => {
    // A core takes all six rotations.
    let ui = drive(shown(), tap(EAST));
    const core = ui.openedFits.find((id) => id.startsWith('core-'))!;
    ui = drive(ui, { type: 'pick-face', card: core });
    const start = ui.draft!.index;
    expect(ui.draft!.rotations).toHaveLength(6);
    expect(gameControls(ui).rotateLabel).toBe(`Turn ${start + 1}/6`);
    expect(ui.said?.text).toContain('Not as it lies? Tap the corner where its notch is.');
    expect(drive(ui, { type: 'rotate' }).draft!.index).toBe((start + 1) % 6);
    expect(drive(ui, tap(EAST, 1)).draft!.index).toBe((start + 1) % 6);
    expect(drive(ui, tap(EAST, -1)).draft!.index).toBe((start + 5) % 6);
    // A tap at a corner turns it so that its notch points there, in one tap.
    expect(draftRotation(drive(ui, tap(EAST, 1, 4)).draft!).rotation).toBe(4);
    // Turning from the board closes the panel.
    expect(drive(ui, tap(EAST, 1)).panel).toBe('none');
  });

  it('refuses a way the card cannot lie, says why, and keeps the draft as it was', () => {
    let ui = drive(shown(), tap(EAST));
    const card = ui.openedFits.find((id) => {
      const at = drive(ui, { type: 'pick-face', card: id }).draft!;
      return at.rotations.length < 6;
    })!;
    ui = drive(ui, { type: 'pick-face', card });
    const legal = new Set(ui.draft!.rotations.map((r) => r.rotation));
    const wrong = [0, 1, 2, 3, 4, 5].find((r) => !legal.has(r))!;
    const refused = drive(ui, tap(EAST, 1, wrong));
    expect(refused.draft).toBe(ui.draft);
    expect(refused.said?.refusal).toBe(true);
    expect(refused.said?.text).toMatch(/^It cannot lie that way: .+\.$/);
    expect(gameControls(refused).disabled.place).toBe(false);
  });

  it('refuses a cell where no card still to be played fits, and closes the panel', () => {
    const ui = drive(shown(), tap(EAST), tap({ q: 5, r: 5 }));
    expect(ui).toMatchObject({ opened: null, panel: 'none', draft: null });
    expect(ui.said).toEqual({ text: 'No card still to be played fits there.', refusal: true });
  });

  it('ignores taps on the board while the hand entry is open', () => {
    const ui = drive(shown(), { type: 'enter-hands' });
    expect(drive(ui, tap(EAST))).toBe(ui);
    expect(gameControls(ui).phase).toBe('hands');
    expect(gameControls(drive(ui, { type: 'leave-hands' })).phase).toBe('play');
  });
});

describe('naming the card first, and hints', () => {
  it('marks the cells where a card named in the picker fits, then drafts it on the one tapped', () => {
    const ui = drive(shown(), { type: 'pick-card', card: 'key-fire' });
    const cells = cellsFor(tableState(ui), 'key-fire');
    expect(ui.chosen).toBe('key-fire');
    expect(ui.said?.text).toBe(`Key/Fire: tap one of the ${cells.length} marked places.`);
    expect(boardMarks(ui)).toMatchObject({ legal: cells, focus: cells });
    const c = gameControls(ui);
    expect(c.choice?.id).toBe('key-fire');
    expect(c.cardsLabel).toBe('Card played: Key/Fire. Pick another');
    const placed = drive(ui, tap(cells[0]!));
    expect(placed.draft).toMatchObject({ card: 'key-fire', cell: cells[0] });
  });

  it('says why a card named cannot go on a cell tapped, and keeps it named', () => {
    const ui = drive(shown(), { type: 'pick-card', card: 'key-fire' });
    const refused = drive(ui, tap({ q: 3, r: 3 }));
    expect(refused.chosen).toBe('key-fire');
    expect(refused.draft).toBeNull();
    expect(refused.said?.refusal).toBe(true);
    expect(refused.said?.text).toMatch(/^Not there: .+\.$/);
  });

  it('drafts a card named in the picker at once on the cell already tapped', () => {
    const ui = drive(shown(), tap(EAST));
    const next = drive(ui, { type: 'pick-card', card: ui.openedFits[0]! });
    expect(next).toMatchObject({ chosen: null, opened: null, panel: 'none' });
    expect(next.draft?.cell).toEqual(EAST);
  });

  it('shows the five best plays, each card and cell once, and drafts the one tapped as hinted', () => {
    const ui = drive(shown(), { type: 'hint' });
    expect(ui.panel).toBe('hints');
    expect(ui.hints).toHaveLength(5);
    expect(new Set(ui.hints.map((p) => `${p.card} ${p.q},${p.r}`)).size).toBe(5);
    const panel = panelView(ui)!;
    expect(panel).toMatchObject({ kind: 'hints', title: 'Best plays: tap one to see it on the table', side: 'bottom' });
    expect(panel.cards[0]).toEqual({ id: ui.hints[0]!.card, note: `+${ui.hints[0]!.points}` });
    expect(boardMarks(ui).hinted).toEqual(ui.hints.map(({ q, r }) => ({ q, r })));
    const hint = ui.hints[1]!;
    const picked = drive(ui, { type: 'pick-hint', index: 1 });
    expect(picked).toMatchObject({ hints: [], panel: 'none' });
    expect(picked.draft).toMatchObject({ card: hint.card, cell: { q: hint.q, r: hint.r } });
    expect(draftRotation(picked.draft!).rotation).toBe(hint.rotation);
  });
});

describe('after an action', () => {
  it('says what a play scored and matched, lights the neighbours matched, and tells screen readers the scores', () => {
    const ui = shown();
    const after = act(ui.session!, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    const next = drive(
      ui,
      { type: 'show', session: after },
      {
        type: 'recorded',
        action: { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } },
        who: 'Ana',
      },
    );
    expect(next.said).toEqual({ text: 'Ana placed Key/Fire for 145 points, matching 1 neighbour.', refusal: false });
    expect(next.announced?.text).toBe(
      'Ana placed Key/Fire for 145 points, matching 1 neighbour. Scores: Ana 145, Ben 0.',
    );
    expect(next.matched).toEqual([{ q: 0, r: 0 }]);
    expect(gameControls(next).disabled.undo).toBe(false);
  });

  it('after a core: only its bonus card or Skip bonus, and the Cards button asks for the bonus card', () => {
    const placement = { card: 'core-bulb', q: 1, r: 0, rotation: 0 };
    const s = act(startSession(), { type: 'place', placement });
    const ui = drive(
      shown(),
      { type: 'show', session: s },
      { type: 'recorded', action: { type: 'place', placement }, who: 'Ana' },
    );
    expect(ui.said?.text).toMatch(/ Core bonus: tap where the bonus card went, or skip\.$/);
    const c = gameControls(ui);
    expect(c.phase).toBe('bonus');
    expect(c.disabled.pass).toBe(true);
    expect(c.disabled.skip).toBe(false);
    expect(c.cardsLabel).toBe('Cards: pick the bonus card played');
    const far = drive(ui, tap({ q: -1, r: 0 }));
    expect(far.said).toEqual({ text: 'No card still to be played fits there as the bonus.', refusal: true });
  });

  it('shows the round over: the play controls off, the round-over part shown, the round scores on the scores', () => {
    let s = act(startSession(), { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    s = act(s, { type: 'end-round', hands: [['core-joker-1'], ['can-bulb', 'joker-fire']] });
    const ui = shown(s);
    const c = gameControls(ui);
    expect(c.phase).toBe('round-over');
    expect(c.over).toBe(true);
    expect(enabled(ui)).toMatchObject({
      card: false,
      hint: false,
      scan: false,
      place: false,
      pass: false,
      skip: false,
      end: false,
      undo: true,
    });
    expect(c.scores.map((l) => [l.round, l.hand])).toEqual([
      ['R1 45', null],
      ['R1 -165', null],
    ]);
    expect(boardMarks(ui).live).toEqual([]);
  });

  it('shows the game over after the last round', () => {
    let s = act(startSession(['Ana', 'Ben'], 1, ['core-fire']), { type: 'pass' });
    s = act(s, { type: 'end-round', hands: [['can-bulb'], ['joker-fire']] });
    const c = gameControls(shown(s));
    expect(c.phase).toBe('game-over');
    expect(c.turn).toMatch(/ wins$|^Tie: /);
    expect(c.over).toBe(true);
  });

  it('offers Redo after an undo, and enables neither with nothing to undo', () => {
    const played = act(startSession(), { type: 'pass' });
    expect(enabled(shown(played))).toMatchObject({ undo: true, redo: false });
    expect(enabled(shown(undo(played, 3000)))).toMatchObject({ undo: false, redo: true });
  });

  it('refuses a second save while one is in flight, by the saving flag', () => {
    const ui = drive(shown(), { type: 'saving', on: true });
    expect(ui.saving).toBe(true);
    expect(drive(ui, { type: 'saving', on: false }).saving).toBe(false);
  });
});

describe('an edit of a past play', () => {
  it('shows the table before it with its cell ringed, the edit banner, and the controls that do not apply off', () => {
    let s = act(startSession(), { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    s = act(s, { type: 'pass' });
    const ui = drive(shown(s), { type: 'start-edit', index: 1, label: 'Ana places Key/Fire' });
    expect(ui.said?.text).toBe('Was: Ana places Key/Fire.');
    expect(tableState(ui)).not.toBe(currentState(s));
    expect(tableState(ui).round!.turns).toHaveLength(0);
    const c = gameControls(ui);
    expect(c.phase).toBe('edit');
    expect(c.edit).toBe(2);
    expect(c.turn).toBe("Editing Ana's turn");
    expect(c.banner).toEqual({
      text: "Editing Ana's turn: tap its cell (the old one is ringed), the card, Place; or Pass.",
      label: 'Cancel edit',
      action: 'cancel-edit',
    });
    expect(enabled(ui)).toMatchObject({
      card: true,
      hint: false,
      scan: false,
      pass: true,
      end: false,
      undo: false,
      redo: false,
    });
    expect(boardMarks(ui)).toMatchObject({ hinted: [EAST], focus: [EAST] });
    expect(startTurnable(ui)).toBe(false);
    // The history offers no moves while an edit is open.
    expect(historyEntries(ui).every((e) => e.moveVerb === null)).toBe(true);
    const cancelled = drive(ui, { type: 'cancel-edit' });
    expect(cancelled.editing).toBeNull();
    expect(cancelled.said?.text).toBe('Edit cancelled: nothing was changed.');
    expect(gameControls(cancelled).phase).toBe('play');
  });
});

describe('the history', () => {
  it('lists the actions newest first with Edit and Undo to here, and no Edit while the hand entry is open', () => {
    let s = act(startSession(), { type: 'pass' });
    s = act(s, { type: 'pass' });
    const entries = historyEntries(shown(s));
    expect(entries.map((e) => e.index)).toEqual([2, 1, 0]);
    expect(entries[0]).toMatchObject({ className: 'current', current: true, moveVerb: null, canEdit: true });
    expect(entries[1]).toMatchObject({ className: '', cursor: 2, moveVerb: 'Undo' });
    const undone = historyEntries(shown(undo(s, 3000)));
    expect(undone[0]).toMatchObject({ className: 'undone', moveVerb: 'Redo' });
    const entering = historyEntries(drive(shown(s), { type: 'enter-hands' }));
    expect(entering.every((e) => !e.canEdit)).toBe(true);
  });
});

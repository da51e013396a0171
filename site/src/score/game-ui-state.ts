// The game screen's state as one value, and every change to it as a pure function of an event: the
// game shown, the play being entered (the card named, the cell tapped, the draft), the panel, an
// edit, the hand entry, and what the message line says. The page only renders this value (through
// game-controls.ts) and forwards events (ui/game-screen.ts); saving and the camera stay there.

import {
  applyAction,
  isOnTable,
  listLegal,
  type Action,
  type Cell,
  type GameState,
  type LegalPlay,
} from '../../../engine/index.ts';
import {
  cardsFittingAt,
  cellsFor,
  draftRotation,
  isDraftCell,
  startDraft,
  turnDraft,
  turnDraftTo,
  type Draft,
} from '../table/draft.ts';
import { currentState, heldProblem, heldTurns, stateAt, type Session } from './session.ts';
import { describeRefusal } from '../table/table-words.ts';
import { cardName } from '../table/card-name.ts';
import { computeGameView } from './view.ts';
import { togglePadIcon, type PanelSide } from './ui/play-panel.ts';

/** A past play being edited: its index, the game just before it, whether it was a core bonus, and its old cell. */
export interface Editing {
  index: number;
  before: GameState;
  bonus: boolean;
  label: string;
  cell: Cell | null;
}

/** A line said to the player: each saying is a new value, so the page writes it once. */
export interface Said {
  text: string;
  /** A refusal: the play was not recorded, and why. */
  refusal: boolean;
}

export interface GameUiState {
  /** The game shown; null before a game from a link has begun. */
  session: Session | null;
  /** The card named first (the picker route), before its cell is tapped. */
  chosen: string | null;
  /** The card named is the held turn's, offered for its correction: a cell where it does not fit shows that cell's cards instead. */
  suggested: boolean;
  /** The cell tapped first, while the cards that fit it are shown (the likeliest first). */
  opened: Cell | null;
  openedFits: readonly string[];
  /** What the panel over the board shows: a tapped cell's cards, the hint's plays, or nothing. */
  panel: 'none' | 'cell' | 'hints';
  /** Which edge of the board the panel lies against. */
  panelSide: PanelSide;
  /** Grows each time a cell is opened: the page then lays the panel out beside that cell. */
  panelOpenings: number;
  /** The icons pressed on the panel's pad: the faces shown carry them all. */
  padIcons: readonly string[];
  draft: Draft | null;
  /** The neighbours the last play matched, lit on the board. */
  matched: readonly Cell[];
  hints: readonly LegalPlay[];
  /** The hand entry is open: the round's end is being entered. */
  entering: boolean;
  /** A commit in flight: a second tap meanwhile would act on the state before it, so it is refused. */
  saving: boolean;
  editing: Editing | null;
  /** The card Scan proposed, while its play waits or was just recorded. */
  scanned: string | null;
  /** What the message line says (null: nothing said yet, the line left as it is). */
  said: Said | null;
  /** What screen readers are told after an action (null: nothing yet). */
  announced: { text: string } | null;
}

export type GameUiEvent =
  | { type: 'show'; session: Session }
  | { type: 'offer-start' }
  | { type: 'tap-board'; cell: Cell; side: 1 | -1; aimed: number | null }
  | { type: 'panel-placed'; side: PanelSide }
  | { type: 'pick-face'; card: string }
  | { type: 'toggle-pad'; icon: string }
  | { type: 'hint' }
  | { type: 'pick-hint'; index: number }
  | { type: 'pick-card'; card: string }
  | { type: 'rotate' }
  | { type: 'start-edit'; index: number; label: string }
  | { type: 'cancel-edit' }
  | { type: 'edit-saved' }
  | { type: 'clear-choice' }
  | { type: 'clear-matched' }
  | { type: 'enter-hands' }
  | { type: 'leave-hands' }
  | { type: 'saving'; on: boolean }
  | { type: 'recorded'; action: Action; who: string }
  | { type: 'start-turned' }
  | { type: 'dropped' }
  | { type: 'say'; text: string; refusal?: boolean; announce?: boolean }
  | { type: 'scan-proposed'; play: { card: string; q: number; r: number; rotation: number }; text: string }
  | { type: 'scan-closed' }
  | { type: 'forget-scanned' };

export const initialGameUi: GameUiState = {
  session: null,
  chosen: null,
  suggested: false,
  opened: null,
  openedFits: [],
  panel: 'none',
  panelSide: 'bottom',
  panelOpenings: 0,
  padIcons: [],
  draft: null,
  matched: [],
  hints: [],
  entering: false,
  saving: false,
  editing: null,
  scanned: null,
  said: null,
  announced: null,
};

/** The table played on: while a past play is edited, the one it was played on. */
export const tableState = (ui: GameUiState): GameState => ui.editing?.before ?? currentState(ui.session!);

/** The cards not on the table (those still to be played, or in hand), by id. */
export function unseenCards(ui: GameUiState): string[] {
  const state = tableState(ui);
  return state.rules.cards.filter((_, i) => !isOnTable(state.round!.table, i)).map((c) => c.id);
}

const say = (ui: GameUiState, text: string, refusal = false): GameUiState => ({ ...ui, said: { text, refusal } });
const name = (ui: GameUiState, id: string) => cardName(ui.session!.rules, id);

/** Nothing named, tapped, drafted or hinted; the panel closed. */
export const clearChoice = (ui: GameUiState): GameUiState => ({
  ...ui,
  chosen: null,
  suggested: false,
  opened: null,
  panel: 'none',
  padIcons: [],
  draft: null,
  hints: [],
});

/** A draft shown: from the panel's faces the panel stays, its face pressed; from elsewhere (picker, hint, Scan, a turn) it closes. */
function showDraft(ui: GameUiState, next: Draft, fromPanel = false): GameUiState {
  const shown = fromPanel ? { ...ui, draft: next } : { ...ui, draft: next, opened: null, panel: 'none' as const };
  const turns = next.rotations.length > 1 ? ' Not as it lies? Tap the corner where its notch is.' : '';
  return say(shown, `${name(ui, next.card)}: +${draftRotation(next).points}.${turns}`);
}

/** The cards still to be played that fit a tapped cell, as faces to tap, the likeliest first. */
function openCell(ui: GameUiState, cell: Cell): GameUiState {
  const state = tableState(ui);
  const fits = cardsFittingAt(state, unseenCards(ui), cell);
  if (fits.length === 0) {
    const bonus = state.round!.bonusAt >= 0 ? ' as the bonus' : '';
    return say(
      { ...ui, draft: null, opened: null, panel: 'none' },
      `No card still to be played fits there${bonus}.`,
      true,
    );
  }
  const same = ui.opened !== null && ui.opened.q === cell.q && ui.opened.r === cell.r;
  return say(
    {
      ...ui,
      draft: null,
      opened: cell,
      openedFits: fits,
      panel: 'cell',
      panelOpenings: ui.panelOpenings + 1,
      padIcons: same ? ui.padIcons : [],
    },
    'Tap the card played there.',
  );
}

/** The player whose turn it is on the table played on. */
export function seatName(ui: GameUiState): string {
  const state = tableState(ui);
  return state.players[state.round!.seat]!;
}

/** Whether the round has just begun (no turn yet): its starting core can still be turned to lie as on the table. */
export function startTurnable(ui: GameUiState): boolean {
  const s = ui.session;
  if (s === null || ui.editing !== null) return false;
  return tableState(ui).round!.turns.length === 0 && s.saved.actions[s.saved.cursor - 1]?.type === 'start-round';
}

/** Whether the board takes taps now: a game in play, no hand entry open. */
export const boardLive = (ui: GameUiState): boolean =>
  ui.session !== null && tableState(ui).round?.over === null && !ui.entering;

/** A tap near the starting core's corner, nothing else begun: it records how the core lies (the page saves that). */
export const tapTurnsStart = (ui: GameUiState, cell: Cell, aimed: number | null): boolean =>
  boardLive(ui) &&
  cell.q === 0 &&
  cell.r === 0 &&
  aimed !== null &&
  ui.draft === null &&
  ui.opened === null &&
  startTurnable(ui);

/**
 * A tap on the board (not one that turns the starting core). On the draft near a corner it turns
 * the card so that its notch points there (`aimed`); in its middle, to the next legal rotation
 * (`side` 1, the right half) or back (-1). Elsewhere it opens the cell, or puts the card named there.
 */
function tapBoard(ui: GameUiState, cell: Cell, side: 1 | -1, aimed: number | null): GameUiState {
  if (!boardLive(ui)) return ui;
  const { draft, chosen } = ui;
  const rules = ui.session!.rules;
  if (draft !== null && isDraftCell(draft, cell)) {
    if (aimed === null) return showDraft(ui, turnDraft(draft, side));
    if (draft.rotations.some((r) => r.rotation === aimed)) return showDraft(ui, turnDraftTo(draft, aimed));
    const { card, cell: at } = draft;
    const step = applyAction(tableState(ui), { type: 'place', placement: { card, q: at.q, r: at.r, rotation: aimed } });
    return say(
      ui,
      `It cannot lie that way: ${step.ok ? 'it does not fit' : describeRefusal(rules, step.error)}.`,
      true,
    );
  }
  if (ui.opened !== null || (chosen === null && draft === null)) return openCell(ui, cell);
  const card = chosen ?? draft!.card;
  const next = startDraft(tableState(ui), card, cell);
  if (next !== null) return showDraft(ui, next);
  if (ui.suggested || chosen === null) return openCell(ui, cell);
  const rotation = rules.rotations[rules.cardIndex.get(card)!]![0]!;
  const step = applyAction(tableState(ui), { type: 'place', placement: { card, q: cell.q, r: cell.r, rotation } });
  return say(ui, `Not there: ${step.ok ? 'no rotation fits' : describeRefusal(rules, step.error)}.`, true);
}

/** The five best plays (each card and cell once, at its best rotation) of the card named, or of every card still to be played. */
function showHints(ui: GameUiState): GameUiState {
  const s = tableState(ui);
  const round = s.round!;
  const hand = ui.chosen === null ? unseenCards(ui) : [ui.chosen];
  const seen = new Set<string>();
  const hints = listLegal(
    s.rules,
    round.table,
    hand.map((id) => s.rules.cardIndex.get(id)!),
    round.bonusAt,
  )
    .filter((p) => !seen.has(`${p.card} ${p.q},${p.r}`) && seen.add(`${p.card} ${p.q},${p.r}`))
    .slice(0, 5);
  const shown = { ...ui, hints, draft: null, opened: null };
  return hints.length === 0
    ? say({ ...shown, panel: 'none' }, 'No card still to be played fits anywhere.')
    : say({ ...shown, panel: 'hints' }, '');
}

/** A card named in the picker: drafted on the cell tapped or drafted on, else named until its cell is tapped. */
function pickCard(ui: GameUiState, id: string): GameUiState {
  const cell = ui.opened ?? ui.draft?.cell ?? null;
  const cleared = clearChoice(ui);
  const here = cell === null ? null : startDraft(tableState(ui), id, cell);
  if (here !== null) return showDraft(cleared, here);
  const cells = cellsFor(tableState(ui), id).length;
  return say(
    { ...cleared, chosen: id },
    cells === 0
      ? `${name(ui, id)} fits nowhere on this table.`
      : `${name(ui, id)}: tap one of the ${cells} marked places.`,
  );
}

/** Opens a past play, pass or skipped bonus for correction: its table as it was, its old cell ringed. */
function startEdit(ui: GameUiState, index: number, label: string): GameUiState {
  const session = ui.session!;
  const before = stateAt(session, index);
  const old = session.saved.actions[index]!;
  const bonus = before.round!.bonusAt >= 0;
  const editing: Editing = {
    index,
    before,
    bonus,
    label: `Editing ${before.players[before.round!.seat]!}'s ${bonus ? 'bonus' : 'turn'}`,
    // The old play's cell is ringed, not drawn: a draft is drawn large and would cover the cells beside it.
    cell: old.type === 'place' ? { q: old.placement.q, r: old.placement.r } : null,
  };
  return say({ ...clearChoice(ui), matched: [], editing, scanned: null }, `Was: ${label}.`);
}

/** What an edit or a correction did to the turns after it. */
export function describeHeld(s: Session, done: string): string {
  const held = heldTurns(s).length;
  return held === 0
    ? `${done} Every later turn was checked again and still fits.`
    : `${done} ${held} later turn${held > 1 ? 's' : ''} no longer fit${held > 1 ? '' : 's'}: correct ${held > 1 ? 'the first' : 'it'} to go on.`;
}

/** A game shown after it changed (saved here, or by another tab): a choice made for another table is dropped. */
function showSession(ui: GameUiState, next: Session): GameUiState {
  let shown = ui;
  if (ui.session?.saved.id !== next.saved.id)
    // A new game starts with nothing said: no announcement of the last one lingers.
    shown = { ...shown, matched: [], scanned: null, said: { text: '', refusal: false }, announced: { text: '' } };
  if (ui.session === null || currentState(ui.session) !== currentState(next))
    shown = { ...clearChoice(shown), editing: null };
  shown = { ...shown, session: next };
  // A held play whose card is still to be played: its card is named, so the cell and Place record it.
  const first = heldTurns(next)[0];
  if (
    first?.action.type !== 'place' ||
    shown.draft !== null ||
    shown.opened !== null ||
    heldProblem(next)?.code === 'no-bonus'
  )
    return shown;
  const card = first.action.placement.card;
  const fits = unseenCards(shown).includes(card) && cellsFor(currentState(next), card).length > 0;
  return fits ? { ...shown, chosen: card, suggested: true } : shown;
}

/** A play just saved: what it scored and matched, and that a core's bonus is due. */
function describePlaced(ui: GameUiState, who: string, card: string): GameUiState {
  const after = currentState(ui.session!);
  const play = after.round!.plays.at(-1)!;
  const n = play.matches.length;
  const with_ = n > 0 ? `, matching ${n} neighbour${n > 1 ? 's' : ''}` : '';
  const bonus = after.round!.bonusAt >= 0 ? ' Core bonus: tap where the bonus card went, or skip.' : '';
  return recorded(
    { ...ui, matched: play.matches.map(({ q, r }) => ({ q, r })) },
    `${who} placed ${name(ui, card)} for ${play.points} points${with_}.${bonus}`,
  );
}

/** An action saved (`who` had the turn): said, and told to screen readers with the scores. */
function describeRecorded(ui: GameUiState, action: Action, who: string): GameUiState {
  if (action.type === 'place') return describePlaced(ui, who, action.placement.card);
  const round = tableState(ui).round!;
  const text = {
    pass: `${who} passes.`,
    'skip-bonus': `${who} skips the core bonus.`,
    'start-round': `Round ${round.index + 1} starts. ${computeGameView(ui.session!).turnLabel}. If the core lies turned, tap its corner where the notch is.`,
    'end-round': `Round ${round.index + 1} is over.`,
  }[action.type];
  return recorded(ui, text);
}

/** An action's words said, and told to screen readers with the scores. */
function recorded(ui: GameUiState, text: string): GameUiState {
  const scores = computeGameView(ui.session!)
    .scores.map((s) => `${s.name} ${s.total}`)
    .join(', ');
  return { ...say(ui, text), announced: { text: `${text} Scores: ${scores}.` } };
}

/** The screen's state after an event. */
export function reduceGameUi(ui: GameUiState, event: GameUiEvent): GameUiState {
  switch (event.type) {
    case 'show':
      return showSession(ui, event.session);
    case 'offer-start':
      return { ...clearChoice(ui), session: null, said: { text: '', refusal: false }, announced: { text: '' } };
    case 'tap-board':
      return tapBoard(ui, event.cell, event.side, event.aimed);
    case 'panel-placed':
      return { ...ui, panelSide: event.side };
    case 'pick-face': {
      if (ui.opened === null || ui.panel !== 'cell') return ui;
      const next = startDraft(tableState(ui), event.card, ui.opened);
      return next === null ? ui : showDraft(ui, next, true);
    }
    case 'toggle-pad':
      return { ...ui, padIcons: togglePadIcon(ui.padIcons, event.icon) };
    case 'hint':
      return showHints(ui);
    case 'pick-hint': {
      const p = ui.hints[event.index];
      if (p === undefined) return ui;
      const next = startDraft(tableState(ui), p.card, p);
      const cleared = { ...ui, hints: [] };
      return next === null ? cleared : showDraft(cleared, turnDraftTo(next, p.rotation));
    }
    case 'pick-card':
      return pickCard(ui, event.card);
    case 'rotate':
      return ui.draft === null ? ui : showDraft(ui, turnDraft(ui.draft));
    case 'start-edit':
      return startEdit(ui, event.index, event.label);
    case 'cancel-edit':
      return say({ ...clearChoice(ui), editing: null }, 'Edit cancelled: nothing was changed.');
    case 'edit-saved': {
      const text = describeHeld(ui.session!, 'Edited.');
      return { ...say({ ...ui, editing: null }, text), announced: { text } };
    }
    case 'clear-choice':
      return clearChoice(ui);
    case 'clear-matched':
      return { ...ui, matched: [] };
    case 'enter-hands':
      return { ...clearChoice(ui), entering: true, scanned: null };
    case 'leave-hands':
      return { ...ui, entering: false };
    case 'saving':
      return { ...ui, saving: event.on };
    case 'recorded':
      return describeRecorded(ui, event.action, event.who);
    case 'start-turned':
      return say(
        ui,
        `${name(ui, tableState(ui).round!.start)} lies turned as on the table (its notch toward the corner tapped).`,
      );
    case 'dropped':
      return say(ui, describeHeld(ui.session!, 'Dropped.'));
    case 'say': {
      const said = say(ui, event.text, event.refusal ?? false);
      return event.announce === true ? { ...said, announced: { text: event.text } } : said;
    }
    case 'scan-proposed': {
      const next = startDraft(tableState(ui), event.play.card, event.play);
      if (next === null) return ui;
      return say(
        { ...showDraft(clearChoice(ui), turnDraftTo(next, event.play.rotation)), scanned: event.play.card },
        event.text,
      );
    }
    case 'scan-closed':
      return say({ ...ui, scanned: null }, 'Camera closed: tap the cell where the card went.');
    case 'forget-scanned':
      return { ...ui, scanned: null };
  }
}

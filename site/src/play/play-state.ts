// The Play page's game screen as one value, and every change to it as a pure function of an event:
// the game, the card chosen and its draft on the board, whose hand is shown, the replay's step, the
// bots' run and the save under way, and the message line. The page only renders this value
// (play-controls.ts says what shows) and forwards events (ui/play-screen.ts).

import type { Action, Cell, GameState } from '../../../engine/index.ts';
import { HEX } from '../table/board.ts';
import { cardName } from '../table/card-name.ts';
import {
  cellsFor,
  type Draft,
  draftRotation,
  isDraftCell,
  rotationToward,
  startDraft,
  turnDraft,
  turnDraftTo,
} from '../table/draft.ts';
import { describeRefusal } from '../table/table-words.ts';
import { describeStep } from './describe.ts';
import { bestHint, hintSentence } from './hint.ts';
import { type Next, nextOf, nowOf, playAction, type PlayedGame } from './play-game.ts';

/** The message line: a passing sentence, or a refusal (shown strong). */
export interface PlayMessage {
  text: string;
  tone: 'info' | 'refusal';
}

export interface PlayUiState {
  game: PlayedGame | null;
  /** The card of the hand chosen, with or without a cell. */
  selected: string | null;
  /** The chosen card on a cell, turned to one of its legal rotations. */
  draft: Draft | null;
  /** The person whose hand is shown: people passing one phone hide theirs between turns. */
  revealed: number | null;
  /** A past state shown by the replay of a finished game (its index in the game's states), or null. */
  replayAt: number | null;
  /** The bots are playing (or the first round is being dealt). */
  running: boolean;
  /** A move is being saved: another waits until it is. */
  saving: boolean;
  message: PlayMessage;
  /** The last step said for a screen reader; `count` grows with each, so the same words are said again. */
  announce: { text: string; count: number };
}

export type PlayEvent =
  | { type: 'open'; game: PlayedGame }
  | { type: 'select-card'; card: string }
  | { type: 'drag-card'; card: string }
  | { type: 'drop-card'; card: string; cell: Cell }
  | { type: 'tap-cell'; cell: Cell; side: 1 | -1; from?: { x: number; y: number } }
  | { type: 'rotate' }
  | { type: 'hint' }
  | { type: 'reveal' }
  | { type: 'replay'; at: number | null }
  | { type: 'lesson-seen'; lesson: string }
  | { type: 'running'; running: boolean }
  | { type: 'saving'; saving: boolean }
  | { type: 'recorded'; game: PlayedGame; action: Action; by: 'person' | 'bot'; note?: string | null }
  | { type: 'undone'; game: PlayedGame }
  | { type: 'say'; text: string }
  | { type: 'refuse'; text: string };

export const INITIAL_PLAY_STATE: PlayUiState = {
  game: null,
  selected: null,
  draft: null,
  revealed: null,
  replayAt: null,
  running: false,
  saving: false,
  message: { text: '', tone: 'info' },
  announce: { text: '', count: 0 },
};

/** The state the screen shows: the replay's step, else the game as it stands. */
export const shownState = (ui: PlayUiState & { game: PlayedGame }): GameState =>
  ui.replayAt !== null ? ui.game.states[ui.replayAt]! : nowOf(ui.game);

/** How many seats people play (more than one: they pass one phone). */
export const peopleOf = (g: PlayedGame): number => g.saved.seats.filter((s) => s.bot === null).length;

/** Whether the screen waits on a person to show their hand (people passing one phone). */
export const isCovered = (ui: PlayUiState, g: PlayedGame, next: Next): boolean =>
  next.kind === 'person' && peopleOf(g) > 1 && ui.revealed !== next.seat;

const say = (ui: PlayUiState, text: string): PlayUiState => ({ ...ui, message: { text, tone: 'info' } });
const refuse = (ui: PlayUiState, text: string): PlayUiState => ({ ...ui, message: { text, tone: 'refusal' } });
const clearChoice = (ui: PlayUiState): PlayUiState => ({ ...ui, selected: null, draft: null });

/** A draft shown on the board: its card chosen, its points said, and how to turn it if it can be. */
function showDraft(ui: PlayUiState, g: PlayedGame, draft: Draft): PlayUiState {
  const turns = draft.rotations.length > 1 ? ' Tap a corner of it to turn it there.' : '';
  return say(
    { ...ui, draft, selected: draft.card },
    `${cardName(g.rules, draft.card)}: +${draftRotation(draft).points}.${turns}`,
  );
}

/** A card of the hand put on a cell (tapped there, or dragged): drafted, or refused in the table's words. */
function tryCell(ui: PlayUiState, g: PlayedGame, card: string, cell: Cell): PlayUiState {
  const draft = startDraft(shownState({ ...ui, game: g }), card, cell);
  if (draft !== null) return showDraft(ui, g, draft);
  const rules = g.rules;
  const rotation = rules.rotations[rules.cardIndex.get(card)!]![0]!;
  const step = playAction(g, { type: 'place', placement: { card, q: cell.q, r: cell.r, rotation } }, 0);
  return refuse(ui, `Not there: ${step.ok ? 'no way of turning it fits' : describeRefusal(rules, step.error)}.`);
}

/** A tap on a cell of the board during a person's turn: turns the draft there, or drafts the card chosen. */
function tapCell(ui: PlayUiState, g: PlayedGame, event: Extract<PlayEvent, { type: 'tap-cell' }>): PlayUiState {
  if (ui.replayAt !== null || ui.running) return ui;
  const next = nextOf(g);
  if (next.kind !== 'person' || isCovered(ui, g, next)) return ui;
  const { draft } = ui;
  if (draft !== null && isDraftCell(draft, event.cell)) {
    const aimed = event.from === undefined ? null : rotationToward(event.from, HEX);
    if (aimed === null) return showDraft(ui, g, turnDraft(draft, event.side));
    if (draft.rotations.some((r) => r.rotation === aimed)) return showDraft(ui, g, turnDraftTo(draft, aimed));
    return refuse(ui, 'It cannot lie that way: that side would clash with a neighbour.');
  }
  if (ui.selected !== null) return tryCell(ui, g, ui.selected, event.cell);
  return say(ui, 'Tap a card of your hand first, then the place where it goes.');
}

/** A card of the hand tapped: chosen (again: put back), moved onto the cell already chosen if it fits there. */
function selectCard(ui: PlayUiState, g: PlayedGame, card: string): PlayUiState {
  const s = shownState({ ...ui, game: g });
  const keep = ui.draft?.cell ?? null;
  const selected = ui.selected === card ? null : card;
  const chosen: PlayUiState = { ...ui, selected, draft: null };
  if (selected !== null && keep !== null) {
    const moved = startDraft(s, selected, keep);
    if (moved !== null) return showDraft(chosen, g, moved);
  }
  if (selected === null) return say(chosen, '');
  const name = cardName(g.rules, card);
  return say(
    chosen,
    cellsFor(s, card).length === 0
      ? `${name} fits nowhere on this table.`
      : `${name}: tap one of the marked places, or drag the card there.`,
  );
}

/** The engine's best play of the hand (a core with its bonus), drafted: Place plays it. */
function hint(ui: PlayUiState, g: PlayedGame): PlayUiState {
  const s = nowOf(g);
  const best = bestHint(s);
  const draft = best === null ? null : startDraft(s, best.card, best);
  const shown = draft === null || best === null ? ui : showDraft(ui, g, turnDraftTo(draft, best.rotation));
  return say(shown, hintSentence(s, best));
}

/** A move saved: the game goes on from it, said on the message line and to a screen reader. */
function recorded(ui: PlayUiState, g: PlayedGame, event: Extract<PlayEvent, { type: 'recorded' }>): PlayUiState {
  const step = describeStep(nowOf(g), nowOf(event.game), event.action);
  const text = event.note === undefined || event.note === null ? step : `${event.note} ${step}`;
  const moved = { ...(event.by === 'person' ? clearChoice(ui) : ui), game: event.game };
  return { ...say(moved, text), announce: { text, count: ui.announce.count + 1 } };
}

/** A game opened afresh starts with nothing chosen, no replay and every hand hidden. */
function open(ui: PlayUiState, game: PlayedGame): PlayUiState {
  if (ui.game?.saved.id === game.saved.id) return { ...ui, game };
  return { ...say(clearChoice(ui), ''), game, replayAt: null, revealed: null };
}

/** The screen after `event`. Events that need a game do nothing before one is shown. */
export function updatePlay(ui: PlayUiState, event: PlayEvent): PlayUiState {
  if (event.type === 'open') return open(ui, event.game);
  if (event.type === 'say') return say(ui, event.text);
  if (event.type === 'refuse') return refuse(ui, event.text);
  if (event.type === 'running') return { ...ui, running: event.running };
  if (event.type === 'saving') return { ...ui, saving: event.saving };
  const g = ui.game;
  if (g === null) return ui;
  switch (event.type) {
    case 'select-card':
      return selectCard(ui, g, event.card);
    case 'drag-card':
      return { ...ui, selected: event.card, draft: null };
    case 'drop-card':
      return tryCell(ui, g, event.card, event.cell);
    case 'tap-cell':
      return tapCell(ui, g, event);
    case 'rotate':
      return ui.draft === null ? ui : showDraft(ui, g, turnDraft(ui.draft));
    case 'hint':
      return hint(ui, g);
    case 'reveal': {
      const next = nextOf(g);
      return next.kind === 'person' ? { ...clearChoice(ui), revealed: next.seat } : ui;
    }
    case 'replay':
      return { ...clearChoice(ui), replayAt: event.at };
    case 'lesson-seen':
      return { ...ui, game: { ...g, saved: { ...g.saved, lessons: [...g.saved.lessons, event.lesson] } } };
    case 'recorded':
      return recorded(ui, g, event);
    case 'undone':
      return say(
        clearChoice({ ...ui, game: event.game }),
        'Your last turn is taken back, and the bots’ turns after it.',
      );
  }
}

// What the Play page's game screen shows, derived from its state alone: the phase, the turn line,
// which buttons are enabled and what they say, the hand, the scores, what is covered or hidden,
// and what each key does. Pure, so the screen's rules are tested in milliseconds (test/play/);
// ui/play-screen.ts only puts this on the screen.

import { computeStandings, type GameState } from '../../../engine/index.ts';
import { type BoardView, computeBoardView } from '../table/board.ts';
import { type CardChoice, searchCards } from '../table/card-search.ts';
import { draftPlacement, draftRotation, liveCells } from '../table/draft.ts';
import type { BoardMarks } from '../table/ui/board-ui.ts';
import { dueLesson } from './lessons.ts';
import { type Next, nextOf, nowOf, type PlayedGame, undoLastTurn } from './play-game.ts';
import { isCovered, peopleOf, type PlayUiState, shownState } from './play-state.ts';

/** The screen's phase, the `data-phase` of the automation contract (README). */
export type PlayPhase = 'play' | 'bonus' | 'bot' | 'cover' | 'round-over' | 'game-over' | 'replay';

export interface ButtonControl {
  enabled: boolean;
  label: string;
}

/** A face of the hand: the card, and whether it is the one chosen. */
export interface HandFace extends CardChoice {
  pressed: boolean;
}

export interface HandView {
  title: string;
  /** The faces in the order shown; empty while the hands are hidden. */
  faces: HandFace[];
  /** Whether it is this hand's turn: its faces may be chosen and dragged. */
  mine: boolean;
}

export interface ScoreView {
  seat: number;
  name: string;
  total: number;
  turn: boolean;
  /** This round's points and cards in hand while it is played; else who sits there. */
  detail: string;
}

export interface PlayControls {
  phase: PlayPhase;
  actions: number;
  /** The seat to play, while one is. */
  seat: number | null;
  turnLine: string;
  roundLine: string;
  pileLine: string;
  pass: ButtonControl;
  skip: ButtonControl;
  rotate: ButtonControl;
  place: ButtonControl;
  hint: ButtonControl;
  undo: ButtonControl;
  /** "Pass the phone to Ben": the cover over the board, or null when there is none. */
  cover: { text: string; reveal: string } | null;
  handHidden: boolean;
  /** The results or the replay (they have their own buttons: the bar of moves goes meanwhile). */
  resultsShown: boolean;
  hand: HandView;
  scores: ScoreView[];
  /** The id of the teaching note due now, or null. */
  lesson: string | null;
  /** What the board shows (none before the first round): the cards, the card chosen's places, the draft. */
  board: { view: BoardView; marks: BoardMarks } | null;
}

/** "Ana's turn", and "Your turn" for the seat a person took as "You". */
const turnOf = (name: string) => (name === 'You' ? 'Your turn' : `${name}'s turn`);

/** A new game's first round, dealt by the bots' run: until it is saved nobody may move. */
const isDealing = (g: PlayedGame, next: Next) => next.kind === 'start-round' && g.saved.actions.length === 0;

export function playPhase(ui: PlayUiState, g: PlayedGame, next: Next = nextOf(g)): PlayPhase {
  if (ui.replayAt !== null) return 'replay';
  if (next.kind === 'over') return 'game-over';
  if (next.kind === 'start-round' && !isDealing(g, next)) return 'round-over';
  if (next.kind === 'bot' || ui.running || isDealing(g, next)) return 'bot';
  if (isCovered(ui, g, next)) return 'cover';
  return next.kind === 'person' && next.bonus ? 'bonus' : 'play';
}

function turnLine(g: PlayedGame, s: GameState, phase: PlayPhase, next: Next): string {
  if (phase === 'replay') return 'Replay';
  if (next.kind === 'over') return 'The game is over';
  if (phase === 'round-over') return `Round ${nowOf(g).results.length} is over`;
  if (isDealing(g, next)) return 'Dealing…';
  if (next.kind === 'bot') return `${s.players[next.seat]} is playing…`;
  if (next.kind === 'person') return `${turnOf(s.players[next.seat]!)}${next.bonus ? ': the core bonus' : ''}`;
  return '';
}

/** The hand of the seat shown: its faces, the one chosen pressed; none while the hands are hidden. */
function handView(ui: PlayUiState, g: PlayedGame, s: GameState, next: Next): HandView {
  const onePerson = peopleOf(g) === 1 ? g.saved.seats.findIndex((x) => x.bot === null) : null;
  const seat = next.kind === 'person' && !isCovered(ui, g, next) ? next.seat : onePerson;
  const round = s.round;
  if (seat === null || round === null || round.hands === null || ui.replayAt !== null)
    return { title: ui.replayAt !== null ? 'The replay of the game' : 'The hands are hidden', faces: [], mine: false };
  const mine = next.kind === 'person' && next.seat === seat && !ui.running;
  const ids = round.hands[seat]!.map((c) => g.rules.cards[c]!.id);
  const whose = s.players[seat] === 'You' ? 'Your hand' : `${s.players[seat]}'s hand`;
  const count = `${ids.length} card${ids.length === 1 ? '' : 's'}`;
  return {
    title: `${whose}: ${count}${mine ? '' : ' (the others are playing)'}`,
    faces: searchCards(g.rules, ids, '').map((c) => ({ ...c, pressed: ui.selected === c.id })),
    mine,
  };
}

function scoreViews(g: PlayedGame, s: GameState): ScoreView[] {
  const { totals } = computeStandings(s.players, s.results, g.rules.options.scoring);
  const round = s.round !== null && s.round.over === null ? s.round : null;
  return s.players.map((name, seat) => {
    const bot = g.saved.seats[seat]!.bot;
    const cards = round?.hands?.[seat]?.length ?? 0;
    return {
      seat,
      name,
      total: totals[seat]!.score + (round === null ? 0 : round.points[seat]!),
      turn: round !== null && seat === round.seat,
      detail:
        round !== null
          ? `+${round.points[seat]} · ${cards} card${cards === 1 ? '' : 's'}`
          : bot === null
            ? 'person'
            : `${bot} bot`,
    };
  });
}

const button = (enabled: boolean, label: string): ButtonControl => ({ enabled, label });

/** The bar's buttons: the moves only in a person's turn, Turn and Place only with a draft. */
function barButtons(ui: PlayUiState, g: PlayedGame, phase: PlayPhase) {
  const mine = phase === 'play' || phase === 'bonus';
  const draft = mine ? ui.draft : null;
  const turns = draft !== null && draft.rotations.length > 1;
  return {
    pass: button(phase === 'play', 'Pass'),
    skip: button(phase === 'bonus', 'Skip bonus'),
    rotate: button(turns, turns ? `Turn ${draft.index + 1}/${draft.rotations.length}` : 'Turn'),
    place: button(draft !== null, draft !== null ? `Place +${draftRotation(draft).points}` : 'Place'),
    hint: button(mine, 'Hint'),
    undo: button(mine && undoLastTurn(g, 0) !== null, 'Undo'),
  };
}

/** Everything the game screen shows for `ui`; null before a game is open. */
export function playControls(ui: PlayUiState): PlayControls | null {
  const g = ui.game;
  if (g === null) return null;
  const s = shownState({ ...ui, game: g });
  const next = nextOf(g);
  const phase = playPhase(ui, g, next);
  const over = phase === 'game-over' || phase === 'round-over' || phase === 'replay';
  const mine = phase === 'play' || phase === 'bonus';
  const lesson =
    g.saved.teaching && next.kind === 'person' && !isCovered(ui, g, next) && ui.replayAt === null
      ? dueLesson(nowOf(g), g.saved.lessons)
      : null;
  const round = s.round;
  return {
    phase,
    actions: g.saved.actions.length,
    seat: next.kind === 'person' || next.kind === 'bot' ? next.seat : null,
    turnLine: turnLine(g, s, phase, next),
    roundLine: round === null ? '' : `Round ${round.index + 1} of ${s.rounds}`,
    pileLine: round === null ? '' : `${round.pileCount} in the pile`,
    ...barButtons(ui, g, phase),
    cover:
      phase === 'cover' && next.kind === 'person'
        ? { text: `Pass the phone to ${s.players[next.seat]}.`, reveal: `Show ${s.players[next.seat]}'s hand` }
        : null,
    handHidden: over,
    resultsShown: over,
    hand: handView(ui, g, s, next),
    scores: scoreViews(g, s),
    lesson,
    board: round === null ? null : boardShown(ui, s, mine),
  };
}

/** The board: the cards, the places of the card chosen (in a person's turn, before a draft), the draft. */
function boardShown(ui: PlayUiState, s: GameState, mine: boolean): { view: BoardView; marks: BoardMarks } {
  const { draft } = ui;
  const round = s.round!;
  const unseen = round.hands?.[round.seat]?.map((c) => s.rules.cards[c]!.id) ?? [];
  return {
    view: computeBoardView(s, mine && draft === null ? ui.selected : null),
    marks: {
      draft: draft === null ? null : draftPlacement(draft),
      draftRotations: draft === null ? [] : draft.rotations.map((r) => r.rotation),
      matched: [],
      hinted: [],
      focus: draft !== null ? [draft.cell] : [],
      live: mine ? liveCells(s, unseen) : [],
      hold: false,
      covered: null,
    },
  };
}

/** What a key asks for on the game screen: a card of the hand (by its place), or a button of the bar. */
export type PlayKey =
  | { type: 'card'; index: number }
  | { type: 'button'; button: 'rotate' | 'place' | 'pass' | 'skip' | 'hint' | 'undo' };

/** A key as the game screen reads it; the modifiers leave it to the browser. */
export interface KeyPress {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
}

const KEY_BUTTONS: Record<string, readonly ('rotate' | 'place' | 'pass' | 'skip' | 'hint' | 'undo')[]> = {
  t: ['rotate'],
  p: ['place'],
  // S passes, or skips the core bonus: whichever the turn allows.
  s: ['pass', 'skip'],
  h: ['hint'],
  u: ['undo'],
};

/**
 * Keys for a turn without the pointer: 1 to 9 choose a card of the hand (the board's arrow keys then
 * move among the places it fits, Enter puts it there), T turns it, P places it, S passes or skips
 * the bonus, H asks for the hint, U undoes. A button pressed by key must be enabled and in view.
 */
export function keyOf(press: KeyPress, controls: PlayControls): PlayKey | null {
  if (press.ctrl || press.meta || press.alt) return null;
  const key = press.key.toLowerCase();
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return index < controls.hand.faces.length ? { type: 'card', index } : null;
  }
  const usable = (KEY_BUTTONS[key] ?? []).find((b) => controls[b].enabled && !controls.resultsShown);
  return usable === undefined ? null : { type: 'button', button: usable };
}

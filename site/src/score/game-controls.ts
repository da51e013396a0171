// What the game screen shows, derived from its state alone (game-ui-state.ts): the phase and counts
// for scripts, the banner, the turn line and the scores, each button's enabled state and label, the
// board's marks, the panel's faces, the history's entries and what End round does. Pure, so the
// screen's rules are tested in milliseconds (test/score/); ui/game-screen.ts only puts it on screen.

import type { Cell, Placement } from '../../../engine/index.ts';
import { searchCards, type CardChoice } from '../table/card-search.ts';
import { cellsFor, draftPlacement, draftRotation, liveCells, type LiveCell } from '../table/draft.ts';
import { type GameUiState, tableState, unseenCards } from './game-ui-state.ts';
import { computeHandSizes, roundEndDue } from './hand-sizes.ts';
import { currentState, heldTurns, type Session } from './session.ts';
import { describeRefusal } from '../table/table-words.ts';
import { computeGameView, computeHistory, type HistoryItem } from './view.ts';
import { cardsWithIcons, type PanelSide } from './ui/play-panel.ts';

/** The buttons of the bar and the board, each by the end of its element's id (`g-pass`). */
export const GAME_BUTTONS = ['card', 'hint', 'scan', 'rotate', 'place', 'pass', 'skip', 'end', 'undo', 'redo'] as const;
export type GameButton = (typeof GAME_BUTTONS)[number];

export interface ScoreRow {
  seat: number;
  name: string;
  total: number;
  turn: boolean;
  /** Cards in hand, while the round is played; null once it is over. */
  hand: number | null;
  /** The round's figure: its points so far and the cards in hand, or the round's score (none before a game begins). */
  round: string | null;
}

export interface GameControls {
  /** `data-phase` of the screen (README, automation contract). */
  phase: string;
  /** `data-actions`: the actions recorded so far. */
  actions: number;
  /** `data-edit`: the number of the action edited (1 the first), while one is. */
  edit: number | null;
  /** `data-held`: how many turns wait for correction, while some do. */
  held: number | null;
  /** The banner above the board: the edit in progress, or the turn the game waits on. */
  banner: { text: string; label: string; action: 'cancel-edit' | 'drop-held' } | null;
  turn: string;
  round: string;
  pile: string;
  scores: ScoreRow[];
  disabled: Record<GameButton, boolean>;
  /** The card named first, shown on *Cards*, or none; and what *Cards* says to a screen reader. */
  choice: CardChoice | null;
  cardsLabel: string;
  /** *Turn* names the draft's rotation among its legal ones. */
  rotateLabel: string;
  /** *Place* shows the draft's points. */
  placeLabel: string;
  /** *End round* is marked: the rules would end the round now. */
  endOffer: boolean;
  /** The round-over part (scores of the round, next core, standings) shows instead of play. */
  over: boolean;
}

/** The round is being played (or a play edited): the play's controls apply. */
const isLive = (ui: GameUiState): boolean => {
  const phase = computeGameView(ui.session!).phase;
  return ui.editing !== null || phase === 'play' || phase === 'bonus';
};

function scoreRows(ui: GameUiState, live: boolean): ScoreRow[] {
  const sizes = computeHandSizes(currentState(ui.session!));
  return computeGameView(ui.session!).scores.map((line, seat) => ({
    seat,
    name: line.name,
    total: line.total,
    turn: line.turn,
    hand: live ? sizes[seat]! : null,
    // While the round is played: its points so far and the cards in hand, short enough for one line.
    round: live
      ? `+${line.round} · ${sizes[seat]} card${sizes[seat] === 1 ? '' : 's'}`
      : `${line.roundLabel} ${line.round}`,
  }));
}

function banner(ui: GameUiState): GameControls['banner'] {
  const { editing } = ui;
  const session = ui.session!;
  if (editing !== null)
    return {
      text: `${editing.label}: tap its cell (the old one is ringed), the card, Place; or ${editing.bonus ? 'Skip bonus' : 'Pass'}.`,
      label: 'Cancel edit',
      action: 'cancel-edit',
    };
  const held = heldTurns(session).length;
  if (held === 0) return null;
  const first = computeHistory(session, (r) => describeRefusal(session.rules, r)).find(
    (item) => item.held && item.problem !== null,
  );
  const more = held > 1 ? ` (and ${held - 1} after it)` : '';
  return {
    text: `To correct: ${first?.label ?? 'a turn'}${more}: ${first?.problem ?? ''}. Record it as played, or drop it.`,
    label: 'Drop it',
    action: 'drop-held',
  };
}

/** Every control of the game screen as the state has it (a game must be shown). */
export function gameControls(ui: GameUiState): GameControls {
  const session = ui.session!;
  const { editing, draft } = ui;
  const view = computeGameView(session);
  const held = heldTurns(session);
  const live = isLive(ui);
  const bonusNow = editing !== null ? editing.bonus : view.phase === 'bonus';
  const choice = ui.chosen === null ? null : (searchCards(session.rules, [ui.chosen], '')[0] ?? null);
  // The round's end waits for an edit to be saved and for the turns held after one, unless the
  // turn held is the round's end itself (its hands no longer fit): it is then listed again.
  const endHeld = held[0]?.action.type === 'end-round';
  return {
    phase: ui.entering ? 'hands' : editing !== null ? 'edit' : view.phase,
    actions: session.saved.cursor,
    edit: editing === null ? null : editing.index + 1,
    held: held.length === 0 ? null : held.length,
    banner: banner(ui),
    turn: editing === null ? view.turnLabel : editing.label,
    round: view.roundLabel,
    pile: `${view.pileCount} in the pile`,
    scores: scoreRows(ui, live),
    disabled: {
      card: !live,
      hint: !live || editing !== null,
      scan: !live || editing !== null || session.rules.deck.marks === false,
      rotate: draft === null || draft.rotations.length < 2,
      place: draft === null,
      pass: !live || bonusNow,
      skip: !live || !bonusNow,
      end: !live || editing !== null || (held.length > 0 && !endHeld),
      undo: !view.canUndo || editing !== null,
      redo: !view.canRedo || editing !== null,
    },
    choice,
    cardsLabel:
      choice === null
        ? `Cards: pick the ${view.phase === 'bonus' ? 'bonus ' : ''}card played`
        : `Card played: ${choice.name}. Pick another`,
    rotateLabel: draft && draft.rotations.length > 1 ? `Turn ${draft.index + 1}/${draft.rotations.length}` : 'Turn',
    placeLabel: draft ? `Place +${draftRotation(draft).points}` : 'Place',
    endOffer: (view.offerEnd && editing === null && held.length === 0) || endHeld,
    over: !live,
  };
}

/** What the board marks, besides the band the panel covers (which only the page can measure). */
export interface BoardMarksView {
  legal: Cell[];
  draft: Placement | null;
  draftRotations: number[];
  matched: Cell[];
  hinted: Cell[];
  focus: Cell[];
  live: LiveCell[];
  hold: boolean;
}

export function boardMarks(ui: GameUiState): BoardMarksView {
  const s = tableState(ui);
  const { chosen, draft, opened } = ui;
  // The cells marked: where the card named first may go, or the cell tapped while its cards are shown.
  const legal = chosen !== null && draft === null ? cellsFor(s, chosen) : opened !== null ? [opened] : [];
  const editCell = ui.editing?.cell ?? null;
  // A cell's panel open, the board stays as it is: the cell tapped stays under the finger.
  const focus =
    draft !== null ? [draft.cell] : opened !== null ? [] : legal.length === 0 && editCell !== null ? [editCell] : legal;
  return {
    legal,
    draft: draft === null ? null : draftPlacement(draft),
    draftRotations: draft === null ? [] : draft.rotations.map((r) => r.rotation),
    matched: [...ui.matched],
    hinted: [...ui.hints.map((p) => ({ q: p.q, r: p.r })), ...(editCell !== null && draft === null ? [editCell] : [])],
    focus,
    live: isLive(ui) ? liveCells(s, unseenCards(ui)) : [],
    hold: opened !== null,
  };
}

/** The panel's faces: a tapped cell's cards narrowed by the pad (the draft's card pressed), or the hint's plays. */
export interface PanelView {
  kind: 'cell' | 'hints';
  title: string;
  cards: { id: string; note?: string }[];
  picked?: string | null;
  pad?: readonly string[];
  side: PanelSide;
}

export function panelView(ui: GameUiState): PanelView | null {
  const rules = ui.session!.rules;
  if (ui.panel === 'hints')
    return {
      kind: 'hints',
      title: 'Best plays: tap one to see it on the table',
      cards: ui.hints.map((p) => ({ id: p.card, note: `+${p.points}` })),
      side: 'bottom',
    };
  if (ui.panel === 'none' || ui.opened === null) return null;
  const { openedFits: fits, padIcons } = ui;
  const shown = cardsWithIcons(rules, fits, padIcons);
  const icons = padIcons.map((i) => rules.deck.icons.find((icon) => icon.id === i)?.name ?? i).join(' and ');
  const fit = `${fits.length} card${fits.length > 1 ? 's fit' : ' fits'} there`;
  return {
    kind: 'cell',
    title:
      padIcons.length === 0
        ? `${fit}, the likeliest first. Tap the one played, or its icons below.`
        : `${shown.length} with ${icons} (of the ${fit}).`,
    cards: shown.map((id) => ({ id })),
    picked: ui.draft?.card ?? null,
    pad: padIcons,
    side: ui.panelSide,
  };
}

/** One entry of the history dialog: the action, its class, and the tools it offers. */
export interface HistoryEntry extends HistoryItem {
  className: string;
  /** *Edit* is offered. */
  canEdit: boolean;
  /** *Undo to here* or *Redo to here* is offered. */
  moveVerb: 'Undo' | 'Redo' | null;
}

export function historyEntries(ui: GameUiState): HistoryEntry[] {
  const session = ui.session!;
  return computeHistory(session, (r) => describeRefusal(session.rules, r)).map((item) => ({
    ...item,
    className: item.held ? 'held' : item.inForce ? (item.current ? 'current' : '') : 'undone',
    canEdit: item.editable && !ui.entering,
    moveVerb: !item.current && item.reachable && ui.editing === null ? (item.inForce ? 'Undo' : 'Redo') : null,
  }));
}

/** What *End round* does: open the hand entry at once (the rules end the round, or it is offered), or ask first. */
export function endRoundRequest(ui: GameUiState): { ask: string | null } {
  const session = ui.session!;
  const state = tableState(ui);
  const pile = state.round!.pileCount;
  const endHeld = heldTurns(session)[0]?.action.type === 'end-round';
  if (endHeld || roundEndDue(state) !== null || computeGameView(session).offerEnd) return { ask: null };
  return {
    ask:
      pile > 0
        ? `${pile} card${pile > 1 ? 's are' : ' is'} still in the pile. End the round now?`
        : 'Not everybody has passed yet. End the round now?',
  };
}

/** After an action: when the rules end the round there (no turn held), what to say as the hand entry opens. */
export function roundOverNotice(ui: GameUiState): string | null {
  if (ui.session === null || heldTurns(ui.session).length > 0) return null;
  const due = roundEndDue(tableState(ui));
  if (due === null) return null;
  const why = due === 'all-passed' ? 'everybody passed with the pile out' : 'the pile is out and a hand is empty';
  return `The round is over: ${why}. List the cards left in each hand.`;
}

/** The label of the action the game stands at (what Undo takes back), if any. */
export const currentLabel = (s: Session): string | undefined => computeHistory(s).find((i) => i.current)?.label;

// The game screen: whose turn, the pile, the scores, the board, and the controls that record a
// play. An ordinary play is three taps: the cell, the card (among those that fit it), Place.
// Its state is one value (game-ui-state.ts) and what it shows is derived (game-controls.ts); this
// file forwards the page's events to them, and saves every action through the host, which saves it
// before the screen shows its result. The board and Scan's camera are held here, as resources.

import type { Action, Cell, Rules } from '../../../../engine/index.ts';
import { HEX } from '../../table/board.ts';
import { readCardArt } from '../../table/card-face.ts';
import { rotationToward, draftPlacement } from '../../table/draft.ts';
import { currentLabel, endRoundRequest, historyEntries, roundOverNotice } from '../game-controls.ts';
import {
  boardLive,
  initialGameUi,
  reduceGameUi,
  seatName,
  tableState,
  tapTurnsStart,
  unseenCards,
  type GameUiEvent,
} from '../game-ui-state.ts';
import { computeHandSizes } from '../hand-sizes.ts';
import type { HandsDraft } from '../hands-draft.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { ScanControl } from '../scan/scan-view.ts';
import { dropHeld, edit, moveTo, perform, redo, turnStartCore, undo, type Session } from '../session.ts';
import { describeRefusal } from '../../table/table-words.ts';
import { byId } from '../../table/ui/dom.ts';
import { flushSaid, mountBanner, renderGame, renderScores, type GameScreenContext } from './game-render.ts';
import { openHistory } from './game-history.ts';
import { openHands } from './hands-dialog.ts';
import { openPicker } from '../../table/ui/picker.ts';
import { hidePanel } from './play-panel.ts';
import { coreChoice } from './round-over.ts';

export interface GameHost {
  /** Saves the session, then shows it; null once saved, else why it was not (nothing was recorded). */
  commit(next: Session): Promise<string | null>;
  openMenu(): void;
  rematch(s: Session): void;
  /** Downloads the game record; returns what to tell the player. */
  exportFile(s: Session): string;
  /** Stores the hand entry in progress (null: none) before it returns, so that a reload comes back to it. */
  keepDraft(draft: HandsDraft | null): void;
}

export interface GameScreen {
  show(session: Session): void;
  /** A new game not yet begun (from a link): waits for the first round's starting core to be tapped. */
  offerStart(rules: Rules, players: readonly string[], rounds: number, start: (core: string) => Promise<void>): void;
  /** Reopens a hand entry kept through a reload. */
  resumeHands(draft: HandsDraft): void;
}

/** The screen as the handlers see it: the state and its page, the host, the lock of the taps, and Scan. */
interface Screen extends GameScreenContext {
  host: GameHost;
  /** One tap at a time: a tap while an action is still saving is ignored, never recorded twice. */
  guard: ReturnType<typeof oneAtATime>;
  /** Scan, on from play to play until ended: its camera view, shown or set aside while its play waits. */
  scan: ScanControl | null;
  render(): void;
}

const refuse = (sc: Screen, text: string) => sc.dispatch({ type: 'say', text, refusal: true });

/** Saves a session through the host; null once saved, else why not. */
async function commit(sc: Screen, next: Session): Promise<string | null> {
  if (sc.ui.saving) return 'Still saving the last change: tap again.';
  sc.dispatch({ type: 'saving', on: true });
  try {
    return await sc.host.commit(next);
  } finally {
    sc.dispatch({ type: 'saving', on: false });
  }
}

/** Records an action in `who`'s name; null once saved and said, else why not. */
async function act(sc: Screen, action: Action, who: string): Promise<string | null> {
  const step = perform(sc.ui.session!, action, Date.now());
  if (!step.ok) return describeRefusal(sc.ui.session!.rules, step.error);
  const failed = await commit(sc, step.value);
  if (failed !== null) return failed;
  sc.dispatch({ type: 'recorded', action, who });
  return null;
}

/** Ends Scan (Cards, Hint, an edit, the menu, the round's end, a play entered by hand): the camera stops. */
function endScan(sc: Screen): void {
  sc.scan?.stop();
  sc.scan = null;
  sc.dispatch({ type: 'forget-scanned' });
}

/** Scan on, it looks for the next play after each action recorded, unless a draft waits on the board. */
function scanNext(sc: Screen): void {
  if (sc.scan === null || sc.ui.draft !== null) return;
  sc.dispatch({ type: 'forget-scanned' });
  sc.scan.show();
}

/** Shows the action's result; when the rules end the round there, opens the hand entry. */
function afterAction(sc: Screen): void {
  sc.render();
  const notice = roundOverNotice(sc.ui);
  if (notice === null) return scanNext(sc);
  sc.dispatch({ type: 'say', text: notice });
  enterHands(sc, null);
}

function enterHands(sc: Screen, start: HandsDraft | null): void {
  const s = tableState(sc.ui);
  const { id, cursor } = sc.ui.session!.saved;
  endScan(sc);
  sc.update({ type: 'enter-hands' });
  openHands(s.rules, sc.art, s.players, unseenCards(sc.ui), computeHandSizes(s), {
    start,
    keep: (seat, hands) => sc.host.keepDraft({ game: id, cursor, seat, hands }),
    confirm: (hands) =>
      act(sc, { type: 'end-round', hands }, seatName(sc.ui)).then((refusal) => {
        if (refusal === null) sc.dispatch({ type: 'leave-hands' });
        return refusal;
      }),
    cancel: () => {
      sc.dispatch({ type: 'leave-hands' });
      sc.host.keepDraft(null);
      sc.render();
    },
  });
}

/** Saves the edit with the play, pass or skip now chosen. */
async function saveEdit(sc: Screen, replacement: Action): Promise<void> {
  const { session, editing } = sc.ui;
  if (session === null || editing === null) return;
  const step = edit(session, editing.index, replacement, Date.now());
  if (!step.ok) return refuse(sc, `Not changed: ${describeRefusal(session.rules, step.error)}.`);
  const failed = await commit(sc, step.value);
  if (failed !== null) return refuse(sc, failed);
  sc.dispatch({ type: 'edit-saved' });
  afterAction(sc);
}

/** Turns the starting core so that its notch points where it was tapped, as it lies on the table. */
async function turnStart(sc: Screen, rotation: number): Promise<void> {
  const session = sc.ui.session;
  if (session === null) return;
  const step = turnStartCore(session, rotation, Date.now());
  if (!step.ok) return refuse(sc, describeRefusal(session.rules, step.error));
  const failed = await commit(sc, step.value);
  if (failed !== null) refuse(sc, failed);
  else sc.dispatch({ type: 'start-turned' });
  sc.render();
}

/** A tap on the board: near the starting core's corner before the first turn it records how the core lies. */
function tapBoard(sc: Screen, cell: Cell, side: 1 | -1, from?: { x: number; y: number }): void {
  const aimed = from === undefined ? null : rotationToward(from, HEX);
  if (tapTurnsStart(sc.ui, cell, aimed)) return void sc.guard((r: number) => turnStart(sc, r))(aimed!);
  if (boardLive(sc.ui)) sc.update({ type: 'tap-board', cell, side, aimed });
}

/** Undo, redo, or a move through the history: the choice in progress is dropped. */
const move = (sc: Screen, next: (s: Session, now: number) => Session, verb: string) =>
  sc.guard(async () => {
    const session = sc.ui.session;
    if (session === null) return;
    const label = currentLabel(session);
    const to = next(session, Date.now());
    sc.dispatch({ type: 'clear-choice' });
    sc.dispatch({ type: 'clear-matched' });
    const failed = await commit(sc, to);
    if (failed === null)
      sc.dispatch({
        type: 'say',
        text: `${verb}: ${verb === 'Undone' ? label : currentLabel(sc.ui.session!)}.`,
        announce: true,
      });
    else refuse(sc, failed);
    sc.render();
    scanNext(sc);
  });

/** Place, Pass, Skip bonus: recorded, or, while a past play is edited, saved as its correction. */
function wireRecording(sc: Screen): void {
  byId('g-place').onclick = sc.guard(async () => {
    const { draft } = sc.ui;
    if (draft === null) return;
    const placement = draftPlacement(draft);
    if (sc.ui.editing !== null) return saveEdit(sc, { type: 'place', placement });
    const refusal = await act(sc, { type: 'place', placement }, seatName(sc.ui));
    // On success the choice was cleared when the saved state was shown: a cell tapped since then (the
    // next play, tapped before this handler ends) must be kept.
    if (refusal !== null) refuse(sc, refusal);
    // Another card than the one Scan proposed was entered by hand: Scan stays closed until tapped again.
    else if (sc.scan !== null && sc.ui.scanned !== placement.card) endScan(sc);
    afterAction(sc);
  });
  const simple = (action: Action) =>
    sc.guard(async () => {
      if (sc.ui.editing !== null) return saveEdit(sc, action);
      const who = seatName(sc.ui);
      sc.dispatch({ type: 'clear-matched' });
      const refusal = await act(sc, action, who);
      if (refusal !== null) refuse(sc, refusal);
      afterAction(sc);
    });
  byId('g-pass').onclick = simple({ type: 'pass' });
  byId('g-skip').onclick = simple({ type: 'skip-bonus' });
}

/** The rest of the bar and the board's buttons: each forwards its event, or opens its dialog. */
function wireControls(sc: Screen): void {
  byId('g-card').onclick = () => {
    if (sc.ui.session === null) return;
    endScan(sc);
    openPicker(tableState(sc.ui).rules, sc.art, unseenCards(sc.ui), (card) => sc.update({ type: 'pick-card', card }));
  };
  byId('g-rotate').onclick = () => sc.update({ type: 'rotate' });
  byId('g-hint').onclick = () => {
    endScan(sc);
    sc.update({ type: 'hint' });
  };
  const endDialog = byId<HTMLDialogElement>('end-confirm');
  byId('g-end').onclick = () => {
    if (sc.ui.session === null) return;
    const { ask } = endRoundRequest(sc.ui);
    if (ask === null) return enterHands(sc, null);
    byId('end-confirm-text').textContent = ask;
    endDialog.showModal();
  };
  byId('end-confirm-yes').onclick = () => {
    endDialog.close();
    enterHands(sc, null);
  };
  byId('end-confirm-no').onclick = () => endDialog.close();
  byId('g-undo').onclick = move(sc, undo, 'Undone');
  byId('g-redo').onclick = move(sc, redo, 'Redone');
  byId('g-fit').onclick = () => sc.board?.toggleOverview();
  byId('g-scan').onclick = () => openScan(sc);
  byId('g-menu').onclick = () => {
    endScan(sc);
    sc.host.openMenu();
  };
  byId('g-history').onclick = () =>
    openHistory(historyEntries(sc.ui), {
      edit: (index, label) => {
        if (sc.ui.session === null) return;
        endScan(sc);
        sc.update({ type: 'start-edit', index, label });
      },
      moveTo: (cursor) => void move(sc, (s, now) => moveTo(s, cursor, now), 'Moved')(),
    });
  const drop = sc.guard(async () => {
    const session = sc.ui.session;
    if (session === null) return;
    const failed = await commit(sc, dropHeld(session, Date.now()));
    if (failed !== null) refuse(sc, failed);
    else sc.dispatch({ type: 'dropped' });
    afterAction(sc);
  });
  sc.banner.button.onclick = () => (sc.ui.editing !== null ? sc.update({ type: 'cancel-edit' }) : void drop());
}

/**
 * Scan: the camera reads the table and proposes the play as this same draft (its code loads on the
 * first tap). It stays on from play to play: set aside while its draft waits, back after Place.
 */
function openScan(sc: Screen): void {
  if (sc.ui.session === null) return;
  // On but set aside (its play waits on the board): back to looking, that draft dropped.
  if (sc.scan !== null) {
    sc.update({ type: 'clear-choice' });
    return scanNext(sc);
  }
  import('../scan/camera-scan.ts')
    .then(({ openPlayScan }) => {
      sc.scan = openPlayScan({
        state: () => tableState(sc.ui),
        over: byId('screen-game'),
        propose(play, text) {
          const before = sc.ui;
          sc.dispatch({ type: 'scan-proposed', play, text });
          if (sc.ui === before) return;
          // Out of the way while the player checks the draft on the board.
          sc.scan?.hide();
          sc.render();
        },
        closed: () => {
          sc.scan = null;
          sc.dispatch({ type: 'scan-closed' });
        },
      });
    })
    .catch((e: unknown) => refuse(sc, `Scan could not start: ${(e as Error).message}.`));
}

/** The header and the first round's starting cores of a game from a link, before it begins. */
function offerStart(
  sc: Screen,
  rules: Rules,
  players: readonly string[],
  rounds: number,
  start: (core: string) => Promise<void>,
): void {
  sc.dispatch({ type: 'offer-start' });
  hidePanel();
  sc.written.panel = '';
  const screen = byId('screen-game');
  screen.dataset.phase = 'round-start';
  screen.dataset.actions = '0';
  byId('g-turn').textContent = 'New game';
  byId('g-round').textContent = `Round 1 of ${rounds}`;
  byId('g-pile').textContent = `${players.join(', ')}`;
  renderScores(players.map((name, seat) => ({ seat, name, total: 0, turn: false, hand: null, round: null })));
  for (const el of byId('g-bar').querySelectorAll('button')) el.disabled = true;
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  const over = byId('g-over');
  over.hidden = false;
  over.replaceChildren(
    coreChoice(rules, sc.art, cores, undefined, 'Round 1', 'start-round', (core) => void sc.guard(() => start(core))()),
  );
}

export function createGameScreen(host: GameHost): GameScreen {
  const app = byId('score-app');
  const sc: Screen = {
    ui: initialGameUi,
    art: readCardArt(app.dataset.art, app.dataset.artBox, app.dataset.artVersion),
    banner: mountBanner(byId('screen-game')),
    board: null,
    written: { said: null, announced: null, panel: '', openings: 0 },
    host,
    guard: oneAtATime(),
    scan: null,
    dispatch(event: GameUiEvent) {
      sc.ui = reduceGameUi(sc.ui, event);
      flushSaid(sc);
    },
    update(event: GameUiEvent) {
      sc.dispatch(event);
      sc.render();
    },
    render: () => renderGame(sc),
    onTap: (cell, side, from) => tapBoard(sc, cell, side, from),
    roundOver: {
      start: (start) =>
        void sc.guard(async () => {
          await act(sc, { type: 'start-round', start }, '');
          sc.render();
        })(),
      rematch: () => host.rematch(sc.ui.session!),
      exportFile: () => sc.dispatch({ type: 'say', text: host.exportFile(sc.ui.session!) }),
    },
  };
  wireRecording(sc);
  wireControls(sc);
  return {
    show(next) {
      if (sc.ui.session?.saved.id !== next.saved.id) endScan(sc);
      sc.update({ type: 'show', session: next });
    },
    resumeHands: (draft) => enterHands(sc, draft),
    offerStart: (rules, players, rounds, start) => offerStart(sc, rules, players, rounds, start),
  };
}

// The Play page's game screen: the scorekeeper's board (the same component), the player's hand as
// faces, and the action bar. Its state is one value (play-state.ts) changed by events; what shows is
// derived from it (play-controls.ts) and drawn (play-render.ts); the moves that wait on the bots or
// on storage are play-moves.ts. This file holds the value and wires the page's controls to events.

import type { Lesson } from '../../lib/play-view.ts';
import { readCardArt, type CardArt } from '../../table/card-face.ts';
import { draftPlacement } from '../../table/draft.ts';
import { mountBoard, type BoardUi } from '../../table/ui/board-ui.ts';
import { byId } from '../../table/ui/dom.ts';
import { readyBots } from '../bot-client.ts';
import { keyOf, type PlayControls, playControls } from '../play-controls.ts';
import { nextOf, type PlayedGame } from '../play-game.ts';
import { INITIAL_PLAY_STATE, type PlayEvent, type PlayUiState, updatePlay } from '../play-state.ts';
import { keepFocusIn } from './play-focus.ts';
import { createMoves, type PlayHost, type PlayMoves, type PlayStore } from './play-moves.ts';
import {
  barButtonId,
  type HandHandlers,
  renderBar,
  renderCover,
  renderHand,
  renderLesson,
  renderMessage,
  renderScores,
  renderStatus,
} from './play-render.ts';
import { renderResults } from './results.ts';

export { BOT_PAUSE_MS, type PlayHost } from './play-moves.ts';

export interface PlayScreen {
  show(g: PlayedGame): void;
}

/** The faces of the deck played, when the page has them (main.ts puts a linked deck's on the page's root). */
function readDeckArt(): CardArt | null {
  const app = byId('play-app');
  return readCardArt(app.dataset.art, app.dataset.artBox, app.dataset.artVersion);
}

export function createPlayScreen(host: PlayHost, lessons: readonly Lesson[]): PlayScreen {
  const screen = byId('screen-game');
  const focus = keepFocusIn(screen);
  let ui: PlayUiState = INITIAL_PLAY_STATE;
  let art = readDeckArt();
  let board: BoardUi | null = null;
  let shown: { message: PlayUiState['message']; announced: number } = { message: ui.message, announced: 0 };

  function renderWords(): void {
    if (ui.message !== shown.message) renderMessage(ui.message);
    if (ui.announce.count !== shown.announced) byId('p-announce').textContent = ui.announce.text;
    shown = { message: ui.message, announced: ui.announce.count };
  }

  const store: PlayStore = {
    get ui() {
      return ui;
    },
    send(event: PlayEvent) {
      ui = updatePlay(ui, event);
    },
    render() {
      renderWords();
      const controls = playControls(ui);
      if (controls !== null) draw(controls, ui.game!);
      focus.keep();
    },
    renderMessage: renderWords,
  };
  const moves = createMoves(store, host);
  const apply = (event: PlayEvent) => {
    store.send(event);
    store.render();
  };

  const hand: HandHandlers = {
    select(card) {
      apply({ type: 'select-card', card });
      // The hand is drawn again: the keyboard stays on the card just chosen.
      byId('p-hand')
        .querySelector<HTMLElement>(`[data-card="${CSS.escape(card)}"]`)
        ?.focus();
    },
    drag: (card) => apply({ type: 'drag-card', card }),
    drop(card, x, y) {
      const cell = board?.cellAtClient(x, y) ?? null;
      if (cell !== null) store.send({ type: 'drop-card', card, cell });
      store.render();
    },
  };

  function draw(c: PlayControls, g: PlayedGame): void {
    renderStatus(screen, c);
    renderScores(c.scores);
    board ??= mountBoard(
      byId<HTMLElement>('p-board') as unknown as SVGSVGElement,
      g.rules,
      art,
      (cell, side, from) => apply({ type: 'tap-cell', cell, side, ...(from === undefined ? {} : { from }) }),
      () => byId('p-fit').setAttribute('aria-pressed', String(board?.overview ?? false)),
    );
    if (c.board !== null) board.render(c.board.view, c.board.marks);
    renderHand(c.hand, art, hand);
    renderLesson(c.lesson, lessons, (id) => void moves.seeLesson(id));
    renderCover(c.cover, () => apply({ type: 'reveal' }));
    renderBar(c);
    if (c.resultsShown) drawResults(g, c);
  }

  function drawResults(g: PlayedGame, c: PlayControls): void {
    const next = nextOf(g);
    renderResults(byId('p-over'), g, {
      art,
      replayAt: ui.replayAt,
      next:
        c.phase === 'round-over' && next.kind === 'start-round'
          ? () => void moves.act({ type: 'start-round', start: next.start })
          : null,
      replay: (at) => apply({ type: 'replay', at }),
      rematch: () => host.rematch(g),
      exportRecord: () => {
        store.send({ type: 'say', text: host.exportRecord(g) });
        store.renderMessage();
      },
      games: () => host.games(),
    });
  }

  bindBar(store, moves, host, () => board);
  bindKeys(store, screen);

  return {
    show(next) {
      if (ui.game?.saved.id !== next.saved.id) {
        focus.toHand();
        if (next.saved.deckFile !== undefined) art = readDeckArt();
      }
      store.send({ type: 'open', game: next });
      readyBots(next);
      store.render();
      void moves.runBots();
    },
  };
}

/** The bar's buttons, each an event or a move. */
function bindBar(store: PlayStore, moves: PlayMoves, host: PlayHost, board: () => BoardUi | null): void {
  const apply = (event: PlayEvent) => {
    store.send(event);
    store.render();
  };
  byId('p-place').onclick = () => {
    const draft = store.ui.draft;
    if (draft !== null) void moves.act({ type: 'place', placement: draftPlacement(draft) });
  };
  byId('p-pass').onclick = () => void moves.act({ type: 'pass' });
  byId('p-skip').onclick = () => void moves.act({ type: 'skip-bonus' });
  byId('p-rotate').onclick = () => apply({ type: 'rotate' });
  byId('p-hint').onclick = () => apply({ type: 'hint' });
  byId('p-undo').onclick = () => void moves.undo();
  byId('p-fit').onclick = () => board()?.toggleOverview();
  byId('p-menu').onclick = () => host.menu();
  byId('p-games').onclick = () => host.games();
}

/** The keys of a turn (play-controls.ts, keyOf): a card of the hand, or a bar button pressed as by a tap. */
function bindKeys(store: PlayStore, screen: HTMLElement): void {
  document.addEventListener('keydown', (e) => {
    if (screen.hidden) return;
    const controls = playControls(store.ui);
    if (controls === null) return;
    // Keys typed into a field are left alone.
    if ((e.target as Element).closest('input, textarea, select, dialog') !== null) return;
    const key = keyOf({ key: e.key, ctrl: e.ctrlKey, meta: e.metaKey, alt: e.altKey }, controls);
    if (key === null) return;
    e.preventDefault();
    if (key.type === 'button') return byId(barButtonId(key.button)).click();
    byId('p-hand').querySelectorAll<HTMLButtonElement>('[data-card]')[key.index]?.click();
    // On to the board: the arrows move among the places the card fits.
    if (store.ui.selected !== null) byId('p-board').querySelector<HTMLElement>('[data-cell][tabindex="0"]')?.focus();
  });
}

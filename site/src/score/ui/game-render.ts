// Puts the game screen's state on the page: the controls derived by game-controls.ts, the panel of
// faces, the board and the round-over part. Nothing here decides what a control does or says; each
// part is written again only when what it shows changed.

import { freeStarts, type Cell } from '../../../../engine/index.ts';
import { computeBoardView } from '../../table/board.ts';
import type { CardArt } from '../../table/card-face.ts';
import {
  boardMarks,
  GAME_BUTTONS,
  gameControls,
  panelView,
  type GameControls,
  type ScoreRow,
} from '../game-controls.ts';
import { type GameUiEvent, type GameUiState, type Said, tableState } from '../game-ui-state.ts';
import { mountBoard, type BoardUi } from '../../table/ui/board-ui.ts';
import { byId, h } from '../../table/ui/dom.ts';
import { cardPicture } from '../../table/ui/picker.ts';
import { hidePanel, showFaces, type PanelSide } from './play-panel.ts';
import { renderRoundOver, type RoundOverActions } from './round-over.ts';

/** The least room between a tapped cell's edge and the panel (CSS px). */
const PANEL_GAP_PX = 12;

/** The banner of an edit in progress, or of a turn held for correction after one, above the board. */
export function mountBanner(screen: HTMLElement) {
  const text = h('p', { id: 'g-edit-text' });
  const button = h('button', { type: 'button', class: 'quiet small', id: 'g-edit-button' });
  const banner = h('div', { class: 'edit-banner', id: 'g-edit', hidden: true }, text, button);
  screen.querySelector('.board-wrap')!.before(banner);
  return { banner, text, button };
}

/** What the page holds besides the state: its elements, the board once mounted, and what it last wrote. */
export interface GameScreenContext {
  ui: GameUiState;
  art: CardArt | null;
  banner: ReturnType<typeof mountBanner>;
  board: BoardUi | null;
  written: { said: Said | null; announced: { text: string } | null; panel: string; openings: number };
  /** Changes the state (and writes what it says), without drawing the rest. */
  dispatch(event: GameUiEvent): void;
  /** Changes the state and draws it. */
  update(event: GameUiEvent): void;
  onTap(cell: Cell, side: 1 | -1, from?: { x: number; y: number }): void;
  roundOver: RoundOverActions;
}

/** Writes what the message line says and what screen readers are told, once per saying. */
export function flushSaid(ctx: GameScreenContext): void {
  const { said, announced } = ctx.ui;
  if (said !== ctx.written.said && said !== null)
    byId('g-message').replaceChildren(said.refusal ? h('strong', { class: 'refusal' }, said.text) : said.text);
  if (announced !== ctx.written.announced && announced !== null) byId('g-announce').textContent = announced.text;
  ctx.written.said = said;
  ctx.written.announced = announced;
}

/** The players' scores: total, and the round's figure (points so far and cards in hand, or the round's score). */
export function renderScores(rows: readonly ScoreRow[]): void {
  byId('g-scores').replaceChildren(
    ...rows.map((line) =>
      h(
        'li',
        {
          class: line.turn ? 'score turn' : 'score',
          'aria-current': line.turn ? 'true' : null,
          'data-score-seat': line.seat,
          'data-total': line.total,
          'data-hand': line.hand,
        },
        h('span', { class: 'score-name' }, line.name),
        h('span', { class: 'score-total' }, line.total),
        line.round === null ? null : h('span', { class: 'score-round' }, line.round),
      ),
    ),
  );
}

/** The screen's data attributes, the banner, the turn line, the scores and the buttons. */
function renderControls(ctx: GameScreenContext, c: GameControls): void {
  const { banner } = ctx;
  const screen = byId('screen-game');
  screen.dataset.phase = c.phase;
  screen.dataset.actions = String(c.actions);
  if (c.edit === null) delete screen.dataset.edit;
  else screen.dataset.edit = String(c.edit);
  if (c.held === null) delete screen.dataset.held;
  else screen.dataset.held = String(c.held);
  banner.banner.hidden = c.banner === null;
  if (c.banner !== null) {
    banner.text.textContent = c.banner.text;
    banner.button.textContent = c.banner.label;
    banner.button.dataset.action = c.banner.action;
  }
  byId('g-turn').textContent = c.turn;
  byId('g-round').textContent = c.round;
  byId('g-pile').textContent = c.pile;
  renderScores(c.scores);
  for (const name of GAME_BUTTONS) byId<HTMLButtonElement>(`g-${name}`).disabled = c.disabled[name];
  const card = byId('g-card');
  card.replaceChildren(...(c.choice === null ? ['Cards'] : [cardPicture(c.choice, ctx.art)]));
  card.setAttribute('aria-label', c.cardsLabel);
  const rotate = byId('g-rotate');
  rotate.textContent = c.rotateLabel;
  rotate.setAttribute('aria-label', `${c.rotateLabel}: the card to its next legal rotation`);
  byId('g-place').textContent = c.placeLabel;
  byId('g-end').classList.toggle('offer', c.endOffer);
}

/** The panel's height with two rows of faces in view (fewer when it holds fewer): the title, the rows, the pad. */
function wantedPanelHeight(): number {
  const list = byId('g-panel-list');
  const style = getComputedStyle(byId('g-panel'));
  const faces = [...list.children] as HTMLElement[];
  const firstTop = faces[0]?.offsetTop ?? 0;
  const rows = faces.filter((f, i) => i === 0 || f.offsetTop !== faces[i - 1]!.offsetTop);
  const twoRows = rows.length > 2 ? rows[2]!.offsetTop - firstTop : list.scrollHeight;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const parts = [byId('g-panel-title'), byId('g-pad')].filter((el) => !el.hidden);
  return (
    parts.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0) +
    twoRows +
    gap * parts.length +
    Number.parseFloat(style.paddingTop) +
    Number.parseFloat(style.paddingBottom) +
    Number.parseFloat(style.borderTopWidth) +
    Number.parseFloat(style.borderBottomWidth)
  );
}

/**
 * The panel lies over the half of the board away from the cell, clear of it by a finger's width,
 * so the cell stays in sight. Where that half is short of two rows of faces, the board moves the
 * cell away by at most the panel's title: what comes under the finger that tapped is then the
 * title or the board, never a face or the pad, so a second tap there does nothing.
 */
function placePanel(board: BoardUi, cell: Cell): PanelSide {
  const panel = byId('g-panel');
  const at = board.locate(cell);
  const side: PanelSide = at.y > at.height / 2 ? 'top' : 'bottom';
  panel.dataset.side = side;
  panel.style.maxHeight = '';
  const room = (side === 'top' ? at.y : at.height - at.y) - at.radius - PANEL_GAP_PX;
  const title = byId('g-panel-title').getBoundingClientRect().height;
  const wanted = wantedPanelHeight();
  const shift = Math.max(0, Math.min(wanted - room, at.radius + PANEL_GAP_PX + title));
  if (shift > 0) board.shift(side === 'top' ? shift : -shift);
  // No taller than two rows of faces: the rest of the board shows the draft once a face is tapped.
  panel.style.maxHeight = `${Math.max(Math.min(room + shift, wanted), at.height * 0.3).toFixed(0)}px`;
  return side;
}

/** The panel of faces as the state has it; a cell just opened is laid out beside its cell. */
function renderPanel(ctx: GameScreenContext, board: BoardUi): void {
  const view = panelView(ctx.ui);
  // Where it lies is set by placePanel, not by what it shows.
  const key = view === null ? '' : JSON.stringify({ ...view, side: null });
  if (key !== ctx.written.panel) {
    ctx.written.panel = key;
    if (view === null) hidePanel();
    else {
      if (view.kind === 'hints') byId('g-panel').style.maxHeight = '';
      const pressed = view.pad;
      showFaces(ctx.ui.session!.rules, ctx.art, {
        title: view.title,
        cards: view.cards,
        ...(view.picked === undefined ? {} : { picked: view.picked }),
        onPick: (card, index) =>
          ctx.update(view.kind === 'hints' ? { type: 'pick-hint', index } : { type: 'pick-face', card }),
        ...(pressed === undefined
          ? {}
          : { pad: { pressed, onToggle: (icon: string) => ctx.update({ type: 'toggle-pad', icon }) } }),
        side: view.side,
      });
    }
  }
  const { opened, panelOpenings } = ctx.ui;
  if (panelOpenings !== ctx.written.openings) {
    ctx.written.openings = panelOpenings;
    if (opened !== null) ctx.dispatch({ type: 'panel-placed', side: placePanel(board, opened) });
  }
}

/** Puts the whole state on the screen (a game must be shown). */
export function renderGame(ctx: GameScreenContext): void {
  const { ui } = ctx;
  const session = ui.session;
  if (session === null) return;
  const c = gameControls(ui);
  renderControls(ctx, c);
  ctx.board ??= mountBoard(byId('g-board') as unknown as SVGSVGElement, session.rules, ctx.art, ctx.onTap, () =>
    byId('g-fit').setAttribute('aria-pressed', String(ctx.board?.overview ?? false)),
  );
  const board = ctx.board;
  renderPanel(ctx, board);
  const s = tableState(ctx.ui);
  const { legal, ...marks } = boardMarks(ctx.ui);
  const covered =
    ctx.ui.opened === null ? null : { side: ctx.ui.panelSide, px: byId('g-panel').getBoundingClientRect().height };
  board.render({ ...computeBoardView(s, null), legal }, { ...marks, covered });
  const over = byId('g-over');
  over.hidden = !c.over;
  if (c.over) renderRoundOver(over, session, freeStarts(s), ctx.art, ctx.roundOver);
  flushSaid(ctx);
}

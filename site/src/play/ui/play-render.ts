// The Play page's game screen drawn from its derived controls (play-controls.ts): the status line,
// the scores, the hand, the cover, the teaching note and the bar. Nothing here decides anything;
// what a tap or a drag means is an event for play-state.ts, sent through the handlers given.

import type { Lesson } from '../../lib/play-view.ts';
import type { CardArt } from '../../table/card-face.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { cardPicture } from '../../table/ui/picker.ts';
import type { ButtonControl, HandView, PlayControls, ScoreView } from '../play-controls.ts';
import type { PlayMessage } from '../play-state.ts';

/** A finger that moves less than this (px) on a card of the hand taps it; more drags it to the board. */
const DRAG_SLOP = 12;

export interface HandHandlers {
  /** A face tapped (or chosen by its key). */
  select(card: string): void;
  /** A face dragged past the slop: the card is chosen, with no cell yet. */
  drag(card: string): void;
  /** A dragged face let go at a point of the screen (client CSS px). */
  drop(card: string, x: number, y: number): void;
}

/** The phase, actions and seat for scripts (README), the turn, round and pile lines. */
export function renderStatus(screen: HTMLElement, c: PlayControls): void {
  screen.dataset.phase = c.phase;
  screen.dataset.actions = String(c.actions);
  if (c.seat !== null) screen.dataset.seat = String(c.seat);
  else delete screen.dataset.seat;
  byId('p-turn').textContent = c.turnLine;
  byId('p-round').textContent = c.roundLine;
  byId('p-pile').textContent = c.pileLine;
}

/** The message line: a sentence, or a refusal in strong type. */
export function renderMessage(message: PlayMessage): void {
  const line = byId('p-message');
  if (message.tone === 'refusal') line.replaceChildren(h('strong', { class: 'refusal' }, message.text));
  else line.textContent = message.text;
}

export function renderScores(scores: readonly ScoreView[]): void {
  byId('p-scores').replaceChildren(
    ...scores.map((score) =>
      h(
        'li',
        {
          class: score.turn ? 'score turn' : 'score',
          'aria-current': score.turn ? 'true' : null,
          'data-score-seat': score.seat,
          'data-total': score.total,
        },
        h('span', { class: 'score-name' }, score.name),
        h('span', { class: 'score-total' }, score.total),
        h('span', { class: 'score-round' }, score.detail),
      ),
    ),
  );
}

/** Dragging a card of the hand onto the board puts it on the cell where the finger lets go. */
function dragFrom(face: HTMLElement, card: string, on: HandHandlers): void {
  face.addEventListener('pointerdown', (down) => {
    const start = { x: down.clientX, y: down.clientY };
    let dragging = false;
    const move = (e: PointerEvent) => {
      if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) > DRAG_SLOP) {
        dragging = true;
        on.drag(card);
      }
    };
    const up = (e: PointerEvent) => {
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
      if (dragging) on.drop(card, e.clientX, e.clientY);
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
  });
}

/** The hand of the seat shown: its faces, the one chosen pressed; tap to choose, drag to a cell. */
export function renderHand(hand: HandView, art: CardArt | null, on: HandHandlers): void {
  byId('p-hand-title').textContent = hand.title;
  byId('p-hand').replaceChildren(
    ...hand.faces.map((c) => {
      const face = button(
        [cardPicture(c, art, 48, true), h('span', { class: 'face-name' }, c.name.replace('/', '/\u200b'))],
        () => {
          if (hand.mine) on.select(c.id);
        },
        {
          class: 'face quiet',
          'data-card': c.id,
          'aria-pressed': String(c.pressed),
          'aria-label': `${c.name}, worth ${c.value}`,
          disabled: !hand.mine,
        },
      );
      if (hand.mine) dragFrom(face, c.id, on);
      return h('li', {}, face);
    }),
  );
}

/** The cover between two people's turns on one phone, its button showing the next one's hand. */
export function renderCover(cover: PlayControls['cover'], reveal: () => void): void {
  byId('p-cover').hidden = cover === null;
  if (cover === null) return;
  byId('p-cover-text').textContent = cover.text;
  byId('p-reveal').textContent = cover.reveal;
  byId('p-reveal').onclick = reveal;
}

/** The teaching note due, over the board, with Got it; hidden when none is. */
export function renderLesson(due: string | null, lessons: readonly Lesson[], done: (id: string) => void): void {
  const box = byId('p-lesson');
  const lesson = lessons.find((l) => l.id === due);
  box.hidden = lesson === undefined;
  if (lesson === undefined) return;
  byId('p-lesson-title').textContent = lesson.title;
  byId('p-lesson-text').replaceChildren(...lesson.paragraphs.map((p) => h('p', {}, p)));
  byId('p-lesson-done').onclick = () => {
    // Hidden at once, so a second tap cannot mark it twice while it is saved.
    box.hidden = true;
    done(lesson.id);
  };
}

const BAR_BUTTONS = {
  pass: 'p-pass',
  skip: 'p-skip',
  rotate: 'p-rotate',
  place: 'p-place',
  hint: 'p-hint',
  undo: 'p-undo',
} as const;

/** The id of a bar button on the page. */
export const barButtonId = (name: keyof typeof BAR_BUTTONS): string => BAR_BUTTONS[name];

/** The bar's buttons enabled and labelled; the hand and the bar hidden while the results show. */
export function renderBar(c: PlayControls): void {
  for (const [name, id] of Object.entries(BAR_BUTTONS)) {
    const control: ButtonControl = c[name as keyof typeof BAR_BUTTONS];
    const b = byId<HTMLButtonElement>(id);
    b.disabled = !control.enabled;
    if (b.textContent !== control.label) b.textContent = control.label;
  }
  byId('p-hand-wrap').hidden = c.handHidden;
  byId('p-over').hidden = !c.resultsShown;
  byId('p-bar').hidden = c.resultsShown;
}

// The Studio's cards: each face the drawing thread drew, shown as a picture (an object URL of its
// SVG, kept while the face is unchanged, so only changed faces are fetched and painted again; the
// faces on screen shown as soon as they are drawn, before the others), and the deck's problems in
// validate-deck's words.

import type { Problem } from '../../../engine/index.ts';
import type { DrawClient } from '../draw/draw-client.ts';
import type { PictureFace } from '../draw/sent-pictures.ts';
import { h } from '../table/ui/dom.ts';
import type { Drawing, StudioProblem, StudioState } from './studio-state.ts';
import type { StudioView } from './studio-view.ts';

/** Object URLs of the pictures shown, by picture: a face drawn the same again keeps its URL. */
let urls = new Map<string, string>();

// Paths in a bundle start with `deck.`; the Studio names them as in the deck file.
const inDeck = (p: Problem): StudioProblem => ({ path: p.path.replace(/^deck(\.|$)/, ''), message: p.message });

/** The faces on screen in `grid` (none when it is hidden). */
function facesOnScreen(grid: HTMLElement): string[] {
  const height = window.innerHeight;
  return [...grid.querySelectorAll<HTMLLIElement>('li[data-card]')]
    .filter((li) => {
      const box = li.getBoundingClientRect();
      return box.bottom > 0 && box.top < height && box.height > 0;
    })
    .map((li) => li.dataset.card!);
}

/** Faces that come ahead of their drawing: their new pictures shown at once (the store hears of them with the rest). */
function showAhead(grid: HTMLElement, faces: PictureFace[]): void {
  for (const face of faces) {
    const img = grid.querySelector<HTMLImageElement>(`li[data-card="${CSS.escape(face.id)}"] img`);
    if (img === null) continue;
    let url = urls.get(face.picture);
    if (url === undefined) {
      url = URL.createObjectURL(new Blob([face.picture], { type: 'image/svg+xml' }));
      urls.set(face.picture, url);
    }
    img.src = url;
  }
}

/** Draws the bundle in the thread, the faces on screen in `grid` first, and turns its pictures into URLs for the page. */
export async function renderCards(
  client: DrawClient,
  bundle: unknown,
  version: number,
  grid: HTMLElement,
): Promise<Drawing> {
  const result = await client.draw(bundle, {
    first: facesOnScreen(grid),
    receive: (faces) => showAhead(grid, faces),
  });
  if (!result.ok) {
    return { version, cards: [], back: null, problems: result.error.map(inDeck), notes: [], warnings: [] };
  }
  const next = new Map<string, string>();
  const urlOf = (picture: string): string => {
    const url =
      next.get(picture) ?? urls.get(picture) ?? URL.createObjectURL(new Blob([picture], { type: 'image/svg+xml' }));
    next.set(picture, url);
    return url;
  };
  const cards = result.value.faces.map((f) => ({ id: f.id, url: urlOf(f.picture) }));
  const back = { id: 'back', url: urlOf(result.value.back.picture) };
  for (const [picture, url] of urls) if (!next.has(picture)) URL.revokeObjectURL(url);
  urls = next;
  return {
    version,
    cards,
    back,
    problems: result.value.problems.map(inDeck),
    notes: result.value.notes.map(inDeck),
    warnings: result.value.warnings,
  };
}

/** Puts the drawing on the page: the faces in deck order, then the back; the problems above them. */
export function showDrawing(grid: HTMLElement, problems: HTMLElement, view: StudioView, state: StudioState): void {
  const drawing = state.drawing;
  if (drawing === null) return;
  const shown = new Map([...grid.querySelectorAll<HTMLLIElement>('li[data-card]')].map((li) => [li.dataset.card!, li]));
  const items = [...drawing.cards, ...(drawing.back ? [drawing.back] : [])].map((card) => {
    const li =
      shown.get(card.id) ??
      h('li', { 'data-card': card.id }, h('img', { alt: '', class: 'card-picture', decoding: 'async' }));
    const img = li.querySelector('img')!;
    if (img.getAttribute('src') !== card.url) img.src = card.url;
    img.alt = card.id === 'back' ? 'The back' : card.id;
    return li;
  });
  // Faces in the same order stay where they are: moving them all would lay the grid out again.
  const same = items.length === grid.children.length && items.every((li, i) => grid.children[i] === li);
  if (!same) grid.replaceChildren(...items);
  problems.replaceChildren(
    ...(view.problems.length === 0
      ? []
      : [
          h('h3', {}, 'To mend before printing'),
          h('ul', { class: 'problem-list' }, ...view.problems.map((p) => h('li', {}, p))),
        ]),
    ...(view.warnings.length === 0
      ? []
      : [
          h('h3', {}, 'Would print badly'),
          h('ul', { class: 'warning-list' }, ...view.warnings.map((p) => h('li', {}, p))),
        ]),
    ...(view.notes.length === 0
      ? []
      : [h('h3', {}, 'What the art lost'), h('ul', { class: 'note-list' }, ...view.notes.map((p) => h('li', {}, p)))]),
  );
}

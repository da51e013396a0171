// The Cards page on a deck that came in a link (`#deck=…`, as the Studio makes it): the gallery,
// its filters and its heading rebuilt for that deck, each face drawn here from the art inside.

import { buildCardGallery, type FilterChoice } from '../lib/cards-view.ts';
import { readDeckLink } from '../table/deck-link.ts';
import { faceUrl, readCardArt } from '../table/card-face.ts';
import { h } from '../table/ui/dom.ts';

function setChoices(id: string, choices: readonly FilterChoice[]): void {
  const select = document.getElementById(id) as HTMLSelectElement | null;
  if (select === null) return;
  const any = select.options[0];
  select.replaceChildren(...(any ? [any] : []), ...choices.map((c) => new Option(c.label, c.value)));
}

/** Rebuilds the page for a linked deck; says why on the page when the link cannot be shown. */
export async function showLinkedGallery(base: string): Promise<void> {
  const linked = await readDeckLink(location.hash);
  const status = document.getElementById('filter-status');
  if (linked === null) return;
  if (!linked.ok) {
    if (status) status.textContent = `This link's deck cannot be shown, so the site's own deck is: ${linked.error}.`;
    return;
  }
  const deck = linked.value.deck;
  const holder = h('div', {});
  let shown = false;
  if (linked.value.bundle) {
    const { showBundleFaces } = await import('../draw/drawn-faces.ts');
    shown = await showBundleFaces(holder, linked.value.file, (text) => {
      if (status) status.textContent = text;
    });
  }
  const art = shown ? readCardArt(holder.dataset.art, holder.dataset.artBox) : null;
  const box = art === null ? { width: 1, height: 1.15 } : { width: art.width, height: art.height };
  const gallery = buildCardGallery(deck, base, box);
  const heading = document.querySelector('main h1');
  if (heading) heading.textContent = `Cards of ${deck.name}`;
  for (const balance of document.querySelectorAll<HTMLElement>('.balance')) balance.hidden = true;
  setChoices('filter-icon', gallery.icons);
  setChoices('filter-colour', gallery.colours);
  setChoices('filter-min', gallery.valueChoices);
  setChoices('filter-max', gallery.valueChoices);
  // Each tile is a copy of the page's first, so it keeps the page's own styles.
  const list = document.getElementById('gallery');
  const template = list?.querySelector('li');
  if (list && template)
    list.replaceChildren(
      ...gallery.tiles.map((tile) => {
        const li = template.cloneNode(true) as HTMLLIElement;
        Object.assign(li.dataset, { icons: tile.icons, colours: tile.colours, value: String(tile.value) });
        li.hidden = false;
        const image = art === null ? '' : faceUrl(art, tile.id);
        const link = li.querySelector('a')!;
        link.href = image;
        Object.assign(link.dataset, {
          id: tile.id,
          title: tile.title,
          kind: tile.kind,
          sides: tile.sides,
          value: String(tile.value),
          alt: tile.alt,
        });
        const img = li.querySelector('img')!;
        Object.assign(img, { src: image, alt: tile.alt, width: gallery.aspect.width, height: gallery.aspect.height });
        const [title, value] = li.querySelectorAll('.card-caption > span');
        if (title) title.textContent = tile.title;
        if (value) value.textContent = String(tile.value);
        return li;
      }),
    );
  if (status) status.textContent = `${gallery.tiles.length} cards of ${deck.name}`;
}

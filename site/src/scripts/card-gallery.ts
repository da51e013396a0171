// The Cards page: applies the filter as the form changes (keeping it in the address, so a filtered
// list can be shared), announces the count, and opens a card large in a dialog.
import { describeFilterResult, matchesCardFilter, parseCardFilter, type CardFilter } from '../lib/card-filter.ts';

// A deck from a link (the Studio's) replaces the site's deck before the filter reads the gallery.
if (/(^#|&)deck=/.test(location.hash))
  await (await import('./linked-gallery.ts')).showLinkedGallery(import.meta.env.BASE_URL);

const form = document.getElementById('card-filter') as HTMLFormElement | null;
const status = document.getElementById('filter-status');
const items = [...document.querySelectorAll<HTMLLIElement>('#gallery > li')];

function readForm(): CardFilter {
  const data = form ? new FormData(form) : new FormData();
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : null;
  };
  return parseCardFilter({ icon: field('icon'), colour: field('colour'), min: field('min'), max: field('max') });
}

function applyFilter(): void {
  const filter = readForm();
  let shown = 0;
  for (const item of items) {
    const visible = matchesCardFilter(
      {
        icons: (item.dataset.icons ?? '').split(' '),
        colours: (item.dataset.colours ?? '').split(' '),
        value: Number(item.dataset.value),
      },
      filter,
    );
    item.hidden = !visible;
    if (visible) shown++;
  }
  if (status) status.textContent = describeFilterResult(shown, items.length);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({
    icon: filter.icon,
    colour: filter.colour,
    min: filter.min,
    max: filter.max,
  })) {
    if (value !== '' && value !== null) params.set(key, String(value));
  }
  const query = params.toString();
  history.replaceState(null, '', `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`);
}

function restoreFromAddress(): void {
  if (!form) return;
  const params = new URLSearchParams(location.search);
  for (const name of ['icon', 'colour', 'min', 'max']) {
    const select = form.elements.namedItem(name);
    const value = params.get(name);
    if (select instanceof HTMLSelectElement && value !== null && [...select.options].some((o) => o.value === value))
      select.value = value;
  }
}

form?.addEventListener('change', applyFilter);
// A reset changes the fields only after the event; filter once they are back to "any".
form?.addEventListener('reset', () => setTimeout(applyFilter, 0));
restoreFromAddress();
if (location.search !== '') applyFilter();

const dialog = document.getElementById('card-dialog') as HTMLDialogElement | null;
const setText = (id: string, text: string) => {
  const element = document.getElementById(id);
  if (element) element.textContent = text;
};

document.getElementById('gallery')?.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a.card-link');
  if (!link || !dialog || typeof dialog.showModal !== 'function') return;
  event.preventDefault();
  const image = document.getElementById('card-dialog-image') as HTMLImageElement | null;
  if (image) {
    image.src = link.href;
    image.alt = link.dataset.alt ?? '';
  }
  setText('card-dialog-title', link.dataset.title ?? '');
  setText('card-dialog-id', link.dataset.id ?? '');
  setText('card-dialog-kind', link.dataset.kind ?? '');
  setText('card-dialog-value', link.dataset.value ?? '');
  setText('card-dialog-sides', link.dataset.sides ?? '');
  dialog.showModal();
});

// A click on the dimmed backdrop closes the dialog, as on most phones' sheets.
dialog?.addEventListener('click', (event) => {
  if (event.target === dialog) dialog.close();
});

// The list of kept games: resume one, or export or delete one that was kept aside because it no
// longer reads.

import type { LibraryEntry } from '../library.ts';
import { byId, button, h } from '../../table/ui/dom.ts';

export interface GamesActions {
  resume(id: string): void;
  exportKept(entry: Extract<LibraryEntry, { kind: 'kept' }>): void;
  remove(id: string): void;
}

export function renderGames(entries: readonly LibraryEntry[], actions: GamesActions): void {
  const list = byId('games-list');
  if (entries.length === 0) {
    list.replaceChildren(h('li', { class: 'empty' }, 'No games yet: start a new one.'));
    return;
  }
  list.replaceChildren(
    ...entries.map((entry) => {
      if (entry.kind === 'kept')
        return h(
          'li',
          { class: 'kept' },
          h('span', {}, h('strong', {}, 'Kept aside: '), entry.reason),
          button('Export it', () => actions.exportKept(entry), {
            class: 'quiet small',
            'aria-label': `Export the kept-aside game ${entry.id}`,
          }),
          button(
            'Delete',
            () => {
              if (confirm('Delete this kept-aside game? Export it first to keep a copy. This cannot be undone.'))
                actions.remove(entry.id);
            },
            { class: 'quiet small', 'aria-label': `Delete the kept-aside game ${entry.id}` },
          ),
        );
      const when = new Date(entry.updated).toLocaleString();
      return h(
        'li',
        {},
        button(
          [h('strong', {}, entry.title), h('span', {}, entry.detail), h('small', {}, when)],
          () => actions.resume(entry.id),
          { class: 'game-entry quiet' },
        ),
        button(
          'Delete',
          () => {
            if (confirm(`Delete the game of ${entry.title}? This cannot be undone.`)) actions.remove(entry.id);
          },
          { class: 'quiet small', 'aria-label': `Delete the game of ${entry.title}` },
        ),
      );
    }),
  );
}

/** The notice shown on every screen while some stored games are kept aside. */
export function renderKeptNotice(
  entries: readonly LibraryEntry[],
  onExport: (entry: Extract<LibraryEntry, { kind: 'kept' }>) => void,
): void {
  const kept = entries.filter((e): e is Extract<LibraryEntry, { kind: 'kept' }> => e.kind === 'kept');
  const notice = byId('kept-notice');
  notice.hidden = kept.length === 0;
  notice.replaceChildren(
    ...kept.map((entry) =>
      h(
        'p',
        {},
        `A stored game could not be read and was kept aside, untouched: ${entry.reason}. `,
        button('Export it', () => onExport(entry), { class: 'quiet small' }),
      ),
    ),
  );
}

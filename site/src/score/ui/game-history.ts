// The History dialog of the game screen: every action, newest first, with the entries and the tools
// each offers derived by game-controls.ts (historyEntries); a tap on a tool closes the dialog first.

import type { HistoryEntry } from '../game-controls.ts';
import { byId, button, h } from '../../table/ui/dom.ts';

export interface HistoryTools {
  edit(index: number, label: string): void;
  moveTo(cursor: number): void;
}

export function openHistory(entries: readonly HistoryEntry[], tools: HistoryTools): void {
  const dialog = byId<HTMLDialogElement>('history');
  byId('history-list').replaceChildren(
    ...entries.map((item) =>
      h(
        'li',
        { class: item.className, 'data-index': item.index >= 0 ? item.index + 1 : null },
        h(
          'span',
          { class: 'history-label' },
          item.label,
          item.problem !== null ? h('span', { class: 'history-problem' }, ` No longer fits: ${item.problem}.`) : null,
        ),
        h(
          'span',
          { class: 'history-tools' },
          item.held ? h('span', { class: 'tag' }, 'to correct') : null,
          item.current ? h('span', { class: 'tag' }, 'now') : null,
          !item.canEdit
            ? null
            : button(
                'Edit',
                () => {
                  dialog.close();
                  tools.edit(item.index, item.label);
                },
                { class: 'quiet small', 'data-action': 'edit', 'aria-label': `Edit: ${item.label}` },
              ),
          item.moveVerb === null
            ? null
            : button(
                `${item.moveVerb} to here`,
                () => {
                  dialog.close();
                  tools.moveTo(item.cursor);
                },
                { class: 'quiet small', 'aria-label': `${item.moveVerb} to here: ${item.label}` },
              ),
        ),
      ),
    ),
  );
  byId('history-close').onclick = () => dialog.close();
  dialog.showModal();
}

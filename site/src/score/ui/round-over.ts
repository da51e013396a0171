// Between rounds and at the end: each round's points, penalty and score per player, the totals,
// then the next round's starting core, or the winners with a rematch.

import { computeStandings } from '../../../../engine/index.ts';
import { currentState, type Session } from '../session.ts';
import { cardName, computeGameView } from '../view.ts';
import { button, h } from './dom.ts';

export interface RoundOverActions {
  start(core: string): void;
  rematch(): void;
  exportFile(): void;
}

/** The results table: a row per player, a column per round, the total last. */
function resultsTable(s: Session): HTMLTableElement {
  const state = currentState(s);
  const { totals } = computeStandings(state.players, state.results, s.rules.options.scoring);
  const rounds = state.results.map((_, i) => h('th', { scope: 'col' }, `R${i + 1}`));
  const rows = state.players.map((name, seat) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, name),
      ...state.results.map((r) =>
        h('td', { title: `${r.points[seat]} points − ${r.penalty[seat]} in hand` }, r.score[seat]!),
      ),
      h('td', { class: 'total' }, totals[seat]!.score),
      s.rules.options.scoring === 'rounds' ? h('td', {}, totals[seat]!.roundsWon) : null,
    ),
  );
  const last = state.results.at(-1)!;
  const detail = h(
    'caption',
    {},
    `Round ${state.results.length}: ${state.players.map((p, i) => `${p} ${last.points[i]} − ${last.penalty[i]}`).join(' · ')}`,
  );
  return h(
    'table',
    { class: 'results' },
    detail,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, 'Player'),
        ...rounds,
        h('th', { scope: 'col' }, 'Total'),
        s.rules.options.scoring === 'rounds' ? h('th', { scope: 'col' }, 'Won') : null,
      ),
    ),
    h('tbody', {}, ...rows),
  );
}

export function renderRoundOver(el: HTMLElement, s: Session, free: readonly string[], actions: RoundOverActions): void {
  const view = computeGameView(s);
  const state = currentState(s);
  const parts: Node[] = [
    h('h2', {}, view.phase === 'game-over' ? view.turnLabel : `After round ${state.results.length}`),
    resultsTable(s),
  ];
  if (view.phase === 'round-over') {
    const planned = s.saved.starts[state.results.length];
    const select = h(
      'select',
      { id: 'next-start' },
      ...free.map((id) => h('option', { value: id, selected: id === planned }, cardName(s.rules, id))),
    );
    parts.push(h('label', { class: 'field' }, `Round ${state.results.length + 1} starts with`, select));
    parts.push(
      button(`Start round ${state.results.length + 1}`, () => actions.start(select.value), {
        id: 'next-round',
        'data-action': state.results.length === 0 ? 'start-round' : 'next-round',
      }),
    );
  } else {
    parts.push(
      h(
        'div',
        { class: 'row' },
        button('Rematch', actions.rematch, { id: 'rematch' }),
        button('Export the game record', actions.exportFile, { class: 'quiet', id: 'export-record' }),
      ),
    );
  }
  el.replaceChildren(...parts);
}

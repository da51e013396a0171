// Between rounds and at the end: the round just ended (each player's points, penalty, score and
// cards left), each round's score per player and the totals, then the next round's starting core,
// or the winners with a rematch.

import { computeStandings } from '../../../../engine/index.ts';
import type { CardArt } from '../../table/card-face.ts';
import { searchCards } from '../../table/card-search.ts';
import { viewRoundEnd } from '../../table/round-end.ts';
import { currentState, type Session } from '../session.ts';
import { computeGameView } from '../view.ts';
import { button, h } from '../../table/ui/dom.ts';
import { cardPicture } from '../../table/ui/picker.ts';
import { roundEndTable } from '../../table/ui/round-end-table.ts';

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
      ...state.results.map((r) => h('td', {}, r.score[seat]!)),
      h('td', { class: 'total' }, totals[seat]!.score),
      s.rules.options.scoring === 'rounds' ? h('td', {}, totals[seat]!.roundsWon) : null,
    ),
  );
  return h(
    'table',
    { class: 'results' },
    h('caption', {}, "Each round's score and the total."),
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

/**
 * The free cores as faces to tap, one of them chosen (aria-pressed), and the button that starts the
 * round with it; `action` names that button for scripts (start-round, next-round).
 */
export function coreChoice(
  s: Session['rules'],
  art: CardArt | null,
  free: readonly string[],
  planned: string | undefined,
  label: string,
  action: string,
  start: (core: string) => void,
): HTMLElement {
  let picked = free.includes(planned ?? '') ? planned! : free[0]!;
  const faces = free.map((id) => {
    const choice = searchCards(s, [id], '')[0]!;
    return button(
      [cardPicture(choice, art, 52), h('span', { class: 'face-name' }, choice.name)],
      () => {
        picked = id;
        for (const f of faces) f.setAttribute('aria-pressed', String(f.dataset.card === id));
      },
      { class: 'face quiet', 'data-card': id, 'aria-pressed': String(id === picked) },
    );
  });
  return h(
    'div',
    { class: 'core-choice' },
    h('p', {}, `${label}: tap the core card laid in the middle.`),
    h('div', { class: 'core-faces', role: 'group', 'aria-label': 'Starting core' }, ...faces),
    button(`Start ${label.toLowerCase()}`, () => start(picked), { id: 'next-round', 'data-action': action }),
  );
}

export function renderRoundOver(
  el: HTMLElement,
  s: Session,
  free: readonly string[],
  art: CardArt | null,
  actions: RoundOverActions,
): void {
  const view = computeGameView(s);
  const state = currentState(s);
  const parts: Node[] = [
    h('h2', {}, view.phase === 'game-over' ? view.turnLabel : `After round ${state.results.length}`),
    roundEndTable(viewRoundEnd(state)!),
    resultsTable(s),
  ];
  if (view.phase === 'round-over') {
    const planned = s.saved.starts[state.results.length];
    parts.push(
      coreChoice(s.rules, art, free, planned, `Round ${state.results.length + 1}`, 'next-round', actions.start),
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

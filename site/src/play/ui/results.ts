// The panel between rounds and after the game: the round just ended (each player's points, hand
// penalty, score and cards left), each round's score and the totals, the next round's start; at
// the end the standings, the balance report's per-icon figures for this game, the record to
// export, and a replay of every turn on the board.

import { computeStandings } from '../../../../engine/index.ts';
import type { CardArt } from '../../table/card-face.ts';
import { viewRoundEnd } from '../../table/round-end.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { roundEndTable } from '../../table/ui/round-end-table.ts';
import { describeStep } from '../describe.ts';
import { nowOf, type PlayedGame } from '../play-game.ts';
import { showFigures } from './figures.ts';

export interface ResultsActions {
  art: CardArt | null;
  /** The state shown by the replay (its index in the game's states), or null. */
  replayAt: number | null;
  /** Starts the next round; null at the end of the game. */
  next: (() => void) | null;
  replay(at: number | null): void;
  rematch(): void;
  exportRecord(): void;
  games(): void;
}

/** The rounds played so far, a row a player: each round's score, then the total. */
function standingsTable(g: PlayedGame): HTMLTableElement {
  const state = nowOf(g);
  const { totals } = computeStandings(state.players, state.results, g.rules.options.scoring);
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
        h('th', { scope: 'col' }, 'Player'),
        ...state.results.map((_, i) => h('th', { scope: 'col' }, `R${i + 1}`)),
        h('th', { scope: 'col' }, 'Total'),
      ),
    ),
    h(
      'tbody',
      {},
      ...state.players.map((player, seat) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, player),
          ...state.results.map((r) => h('td', {}, r.score[seat])),
          h('td', { class: 'total' }, totals[seat]!.score),
        ),
      ),
    ),
  );
}

/** The replay's controls: back, forward and a slider over every action, the step said in words. */
function replayTools(g: PlayedGame, at: number, go: (at: number | null) => void): HTMLElement {
  const last = g.states.length - 1;
  const step = Math.min(Math.max(1, at), last);
  const slider = h('input', {
    type: 'range',
    id: 'p-replay-step',
    min: 1,
    max: last,
    value: step,
    'aria-label': 'Step of the replay',
  });
  slider.oninput = () => go(Number(slider.value));
  return h(
    'div',
    { class: 'replay' },
    h(
      'p',
      { id: 'p-replay-text', 'aria-live': 'polite' },
      `Step ${step} of ${last}: ${describeStep(g.states[step - 1]!, g.states[step]!, g.saved.actions[step - 1]!)}`,
    ),
    h(
      'div',
      { class: 'replay-tools' },
      button('Back', () => go(Math.max(1, step - 1)), {
        class: 'quiet small',
        'data-action': 'replay-prev',
        disabled: step <= 1,
      }),
      slider,
      button('Forward', () => go(Math.min(last, step + 1)), {
        class: 'quiet small',
        'data-action': 'replay-next',
        disabled: step >= last,
      }),
    ),
    button('Back to the scores', () => go(null), { class: 'quiet small', 'data-action': 'replay-done' }),
  );
}

export function renderResults(panel: HTMLElement, g: PlayedGame, actions: ResultsActions): void {
  if (actions.replayAt !== null) {
    panel.replaceChildren(h('h2', {}, 'Replay'), replayTools(g, actions.replayAt, actions.replay));
    return;
  }
  const state = nowOf(g);
  if (actions.next !== null) {
    const done = state.results.length;
    panel.replaceChildren(
      h('h2', {}, `Round ${done} is over`),
      roundEndTable(viewRoundEnd(state)!),
      standingsTable(g),
      button(`Start round ${done + 1}`, actions.next, { id: 'p-next-round', 'data-action': 'next-round' }),
    );
    return;
  }
  const { winners } = computeStandings(state.players, state.results, g.rules.options.scoring);
  const figures = h('div', { id: 'p-figures' }, h('p', { class: 'note' }, 'Working out the figures of this game…'));
  panel.replaceChildren(
    h('h2', {}, winners.length > 1 ? `A tie: ${winners.join(' and ')}` : `${winners[0]} wins`),
    roundEndTable(viewRoundEnd(state)!),
    standingsTable(g),
    h(
      'div',
      { class: 'row' },
      button('Replay the game', () => actions.replay(1), { class: 'quiet', 'data-action': 'replay' }),
      button('Export the game record', actions.exportRecord, { class: 'quiet', 'data-action': 'export-record' }),
      button('Play again', actions.rematch, { 'data-action': 'rematch' }),
      button('Games', actions.games, { class: 'quiet', 'data-action': 'games' }),
    ),
    figures,
  );
  void showFigures(figures, g);
  byId('p-message').textContent = '';
}

// The end of a round as a table both pages place (round-end.ts computes it): a row a player with
// the points of their plays, the hand penalty and the round score, and under the name the cards
// left in hand with what each costs, in plain text a phone shows (no hover tooltip).

import { describeLeft, formatCost, type RoundEndView } from '../round-end.ts';
import { h } from './dom.ts';

export function roundEndTable(view: RoundEndView): HTMLTableElement {
  return h(
    'table',
    { class: 'round-end', id: 'round-end' },
    h('caption', {}, `Round ${view.round}: points of plays, less the cards left in hand.`),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Player'),
        h('th', { scope: 'col' }, 'Points'),
        h('th', { scope: 'col' }, 'In hand'),
        h('th', { scope: 'col' }, 'Score'),
      ),
    ),
    h(
      'tbody',
      {},
      ...view.lines.map((line) =>
        h(
          'tr',
          {
            'data-round-seat': line.seat,
            'data-points': line.points,
            'data-penalty': line.penalty,
            'data-score': line.score,
            ...(line.left === null ? {} : { 'data-left': line.left.map((c) => c.id).join(' ') }),
          },
          h(
            'th',
            { scope: 'row' },
            line.player,
            line.left === null ? null : h('span', { class: 'left' }, `Left: ${describeLeft(line.left)}`),
          ),
          h('td', {}, line.points),
          h('td', {}, formatCost(line.penalty)),
          h('td', { class: 'total' }, line.score),
        ),
      ),
    ),
  );
}

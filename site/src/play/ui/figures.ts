// After a game: the balance report's per-icon figures for this one game (how often each icon
// matched, the points its matches added, how its cards were played), worked out by the simulator's
// own code (simulator/game-figures.ts), loaded only when a game is over.

import { h } from '../../table/ui/dom.ts';
import { finishedRounds, nowOf, type PlayedGame } from '../play-game.ts';

const percent = (x: number) => `${Math.round(x * 100)} %`;

/** Fills `box` with the per-icon table of a finished game. */
export async function showFigures(box: HTMLElement, g: PlayedGame): Promise<void> {
  try {
    const { playedGameIcons } = await import('../../../../simulator/game-figures.ts');
    const icons = playedGameIcons(g.rules, {
      seats: g.saved.seats.map((s) => s.bot ?? 'human'),
      rounds: finishedRounds(g),
      results: nowOf(g).results,
      seed: g.saved.seed,
    });
    box.replaceChildren(
      h('h3', {}, 'This game by icon'),
      h(
        'p',
        { class: 'note' },
        'The balance report’s figures for this one game: icon matches (each icon on the two touching sides), the share of all matches, the points those matches added, and the plays of the cards carrying the icon.',
      ),
      h(
        'div',
        { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': 'This game by icon' },
        h(
          'table',
          { class: 'figures', id: 'p-figures-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...['Icon', 'Matches', 'Share', 'Points', 'Plays', 'Mean'].map((t) => h('th', { scope: 'col' }, t)),
            ),
          ),
          h(
            'tbody',
            {},
            ...icons.map((i) =>
              h(
                'tr',
                { 'data-icon-row': i.id },
                h('th', { scope: 'row' }, i.wild ? `${i.name} (wild)` : i.name),
                h('td', {}, i.matches),
                h('td', {}, percent(i.share)),
                h('td', {}, i.points),
                h('td', {}, i.plays),
                h('td', {}, i.plays === 0 ? '–' : Math.round(i.meanPoints)),
              ),
            ),
          ),
        ),
      ),
    );
  } catch (e) {
    box.replaceChildren(h('p', { class: 'note' }, `The figures could not be worked out: ${(e as Error).message}.`));
  }
}

// An action of a game in a sentence, for the message line, the screen reader and the replay.

import type { Action, GameState } from '../../../engine/index.ts';
import { cardName } from '../table/card-name.ts';

/** What `action` did, taking the game from `before` to `after`. */
export function describeStep(before: GameState, after: GameState, action: Action): string {
  const rules = after.rules;
  const who = before.players[before.round?.seat ?? 0]!;
  switch (action.type) {
    case 'start-round':
      return `Round ${before.results.length + 1} starts with the ${cardName(rules, action.start)}.`;
    // A person who took the seat as "You" is spoken to as one.
    case 'pass':
      return who === 'You' ? 'You pass.' : `${who} passes.`;
    case 'skip-bonus':
      return who === 'You' ? 'You skip the core bonus.' : `${who} skips the core bonus.`;
    case 'place': {
      const play = after.round!.plays.at(-1)!;
      const m = play.matches.length;
      const bonus = play.bonus ? ' as the core bonus' : '';
      const ended = after.round!.over !== null ? ' The round is over.' : '';
      return `${who} placed ${cardName(rules, action.placement.card)}${bonus} for ${play.points} points${m > 0 ? `, matching ${m} neighbour${m > 1 ? 's' : ''}` : ''}.${ended}`;
    }
    default:
      return '';
  }
}

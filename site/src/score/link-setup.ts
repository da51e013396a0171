// A new game opened from a link, `score/?players=Ana,Ben,Cleo&rounds=2`: the players in seat order
// and the number of rounds, checked as the set-up form checks them. The starting core of the first
// round is then tapped on the page.

import { compileRules, setupLimits, type Deck } from '../../../engine/index.ts';
import { checkSetup, suggestStarts, type GameSetup } from '../table/new-game.ts';

/** The set-up a link asks for: null when it asks for none, else the set-up or what is wrong with it. */
export function readSetupLink(
  deck: Deck,
  search: string,
): { ok: true; players: string[]; rounds: number } | { ok: false; error: string } | null {
  const params = new URLSearchParams(search);
  const names = params.get('players');
  if (names === null) return null;
  const players = names.split(',').map((n) => n.trim());
  const { maxRounds } = setupLimits(compileRules(deck));
  const rounds = params.has('rounds') ? Number(params.get('rounds')) : Math.min(3, maxRounds);
  const starts = suggestStarts(deck, Number.isInteger(rounds) && rounds > 0 ? rounds : 1, () => 0.5);
  const problems = checkSetup(deck, { players, rounds, options: deck.options, starts });
  return problems.length > 0
    ? { ok: false, error: `This link cannot start a game: ${problems.join('; ')}.` }
    : { ok: true, players, rounds };
}

/** The set-up once the first round's core is tapped: the other rounds' cores suggested, all different. */
export function setupWithStart(deck: Deck, players: string[], rounds: number, start: string): GameSetup {
  const others = suggestStarts(deck, rounds + 1, Math.random).filter((id) => id !== start);
  return { players, rounds, options: deck.options, starts: [start, ...others].slice(0, rounds) };
}

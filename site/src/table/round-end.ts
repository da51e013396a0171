// The end of a round as both pages show it, between rounds and after the game: each player's
// points of plays, hand penalty and round score, and the cards left in their hand with what each
// costs, read from the engine's state (the round's result and its final hands), never worked out
// again here. Pure; ui/round-end-table.ts draws it.

import type { GameState } from '../../../engine/index.ts';
import { cardName } from './card-name.ts';

export interface LeftCard {
  id: string;
  name: string;
  /** What it costs in hand (the engine's penalty table: a wild set at the deck's wild penalty). */
  cost: number;
}

export interface RoundEndLine {
  seat: number;
  player: string;
  points: number;
  penalty: number;
  score: number;
  /** The cards left in hand, or null where the round's hands are not known. */
  left: LeftCard[] | null;
}

export interface RoundEndView {
  /** The round's number, from 1. */
  round: number;
  lines: RoundEndLine[];
}

/** The last finished round of a state, or null before any round has ended. */
export function viewRoundEnd(state: GameState): RoundEndView | null {
  const result = state.results.at(-1);
  if (result === undefined) return null;
  const { rules } = state;
  // The round just ended keeps its hands until the next one starts.
  const hands = state.round !== null && state.round.over !== null ? state.round.finalHands : null;
  return {
    round: state.results.length,
    lines: state.players.map((player, seat) => ({
      seat,
      player,
      points: result.points[seat]!,
      penalty: result.penalty[seat]!,
      score: result.score[seat]!,
      left:
        hands?.[seat]?.map((id) => ({
          id,
          name: cardName(rules, id),
          cost: rules.penalty[rules.cardIndex.get(id)!]!,
        })) ?? null,
    })),
  };
}

/** A cost as subtracted: "−100", "0", or "+5" for a deck whose penalty is negative. */
export const formatCost = (cost: number): string => (cost > 0 ? `−${cost}` : cost < 0 ? `+${-cost}` : '0');

/** A hand left over in words: "none", or "Joker core −100, Key/Fire −95". */
export const describeLeft = (left: readonly LeftCard[]): string =>
  left.length === 0 ? 'none' : left.map((c) => `${c.name} ${formatCost(c.cost)}`).join(', ');

// A simulated game as a game record (format 1, with each round's pile order), so `jibe replay`
// can rebuild it move by move. The deck goes inline: a changed copy replays without its folder.

import {
  compileRules,
  DECK_FORMAT,
  type Deck,
  type DeckFile,
  type GameRecord,
  RECORD_FORMAT,
  type RoundState,
} from '../engine/index.ts';
import { playGame, playerNames, setupFor, type RunSpec } from './play.ts';

/** The deck as a deck file would write it. */
export function deckFileOf(deck: Deck): DeckFile {
  return {
    format: DECK_FORMAT,
    id: deck.id,
    name: deck.name,
    ...(deck.description !== undefined ? { description: deck.description } : {}),
    icons: deck.icons.map((i) => ({ ...i })),
    wild: deck.wild,
    wildCores: deck.wildCores,
    colours: deck.colours.map((c) => ({ ...c })),
    options: { ...deck.options, players: { ...deck.options.players } },
  };
}

/** Plays game `index` of a run again and writes it down as a record. */
export function exportGame(spec: RunSpec, index: number): GameRecord {
  const rules = compileRules(spec.deck);
  const setup = setupFor(spec, index);
  const rounds: GameRecord['rounds'] = [];
  const ids = rules.cards.map((c) => c.id);
  playGame(rules, setup, (round: RoundState) => {
    rounds.push({
      start: round.start,
      order: round.pile!.map((c) => ids[c]!),
      turns: round.turns.map((t) => structuredClone(t)),
    });
  });
  return { format: RECORD_FORMAT, deck: deckFileOf(spec.deck), players: playerNames(setup.bots), rounds };
}

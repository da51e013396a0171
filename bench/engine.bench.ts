// Engine speed: legal placements of a 5-card hand early, mid and late in a round, and whole random
// 4-player games per second on one core (the engine's random bot).

import { readFileSync } from 'node:fs';
import { parseDeck } from '../engine/index.ts';
import { applyAction, newGame, type GameState } from '../engine/index.ts';
import { chooseAction } from '../engine/index.ts';
import { forEachLegal } from '../engine/index.ts';
import { compileRules } from '../engine/index.ts';
import type { BenchRow } from './run.ts';
import { microsPerCall } from './timing.ts';

const parsed = parseDeck(JSON.parse(readFileSync('decks/classic/deck.json', 'utf8')));
if (!parsed.ok) throw new Error('classic deck invalid');
const rules = compileRules(parsed.value);

function playGame(seed: number, visit?: (game: GameState) => void): GameState {
  let game = newGame(rules, { players: ['A', 'B', 'C', 'D'], rounds: 1, seed });
  const started = applyAction(game, { type: 'start-round', start: 'core-star' });
  if (!started.ok) throw new Error(started.error.message);
  game = started.value;
  let rng = seed * 7919;
  while (game.round!.over === null) {
    const [action, next] = chooseAction('random', game, rng);
    rng = next;
    const step = applyAction(game, action);
    if (!step.ok) throw new Error(step.error.message);
    game = step.value;
    visit?.(game);
  }
  return game;
}

/** Positions where the player to move holds five cards: early, mid-round, and with the pile empty. */
function samplePositions(): { name: string; game: GameState }[] {
  const found: Record<string, GameState> = {};
  playGame(42, (game) => {
    const round = game.round!;
    if (round.over !== null || round.bonusAt >= 0 || round.hands![round.seat]!.length !== 5) return;
    const size = round.table.size;
    if (size >= 3 && !found.start) found.start = game;
    if (size >= 30 && !found.middle) found.middle = game;
    if (round.pileCount === 0 && !found.end) found.end = game;
  });
  return Object.entries(found).map(([name, game]) => ({ name, game }));
}

export default async function engineBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { name, game } of samplePositions()) {
    const round = game.round!;
    const hand = round.hands![round.seat]!;
    let count = 0;
    const visit = () => void count++;
    const us = microsPerCall(() => forEachLegal(rules, round.table, hand, visit), 400);
    count = 0;
    forEachLegal(rules, round.table, hand, visit);
    rows.push({
      name: `legal placements, 5-card hand, ${name} (${round.table.size} on table, ${count} legal)`,
      value: us,
      unit: 'µs',
      aim: name === 'middle' ? '< 10 µs' : undefined,
    });
  }
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < 2000) playGame(1000 + games++);
  rows.push({
    name: 'random 4-player games, one core',
    value: (games * 1000) / (performance.now() - start),
    unit: 'games/s',
    aim: '≥ 1000 games/s',
  });
  return rows;
}

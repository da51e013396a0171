// Engine speed: legal placements of a 5-card hand early, mid and late in a round, and whole random
// 4-player games per second on one core (the engine's random bot), for the classic deck and for a
// deck of another shape, 5 colours × 3 icons (121 cards), whose speed per turn should be the same;
// and the same random rounds played by a typed-array prototype (bench/typed-prototype.ts), taken
// turn about with the engine's in the same run, so that a busy machine slows both alike. Processor
// time, not wall time: the machine may be shared.

import { readFileSync } from 'node:fs';
import { parseDeck } from '../engine/index.ts';
import { applyAction, newGame, type GameState } from '../engine/index.ts';
import { chooseAction } from '../engine/index.ts';
import { forEachLegal } from '../engine/index.ts';
import { compileRules, type Rules } from '../engine/index.ts';
import type { BenchRow } from './run.ts';
import { cpuMs, microsPerCall } from './timing.ts';
import { playPrototypeRound } from './typed-prototype.ts';

function rulesOf(file: string): Rules {
  const parsed = parseDeck(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file} is invalid`);
  return compileRules(parsed.value);
}

const DECKS = [
  { label: '', rules: rulesOf('decks/classic/deck.json'), start: 'core-star' },
  { label: '5 × 3 deck: ', rules: rulesOf('test/fixtures/five-colours/deck.json'), start: 'core-gem' },
];

/** One random 4-player round; `visit` sees every state. Returns the number of actions. */
function playGame(rules: Rules, start: string, seed: number, visit?: (game: GameState) => void): number {
  let game = newGame(rules, { players: ['A', 'B', 'C', 'D'], rounds: 1, seed });
  const started = applyAction(game, { type: 'start-round', start });
  if (!started.ok) throw new Error(started.error.message);
  game = started.value;
  let rng = seed * 7919;
  let actions = 0;
  while (game.round!.over === null) {
    const [action, next] = chooseAction('random', game, rng);
    rng = next;
    const step = applyAction(game, action);
    if (!step.ok) throw new Error(step.error.message);
    game = step.value;
    actions++;
    visit?.(game);
  }
  return actions;
}

/** Positions where the player to move holds five cards: early, mid-round, and with the pile empty. */
function samplePositions(rules: Rules, start: string): { name: string; game: GameState }[] {
  const found: Record<string, GameState> = {};
  playGame(rules, start, 42, (game) => {
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
  for (const { label, rules, start } of DECKS) {
    for (const { name, game } of samplePositions(rules, start)) {
      const round = game.round!;
      const hand = round.hands![round.seat]!;
      let count = 0;
      const visit = () => void count++;
      const us = microsPerCall(() => forEachLegal(rules, round.table, hand, visit), 400, cpuMs);
      count = 0;
      forEachLegal(rules, round.table, hand, visit);
      rows.push({
        name: `${label}legal placements, 5-card hand, ${name} (${round.table.size} on table, ${count} legal)`,
        value: us,
        unit: 'µs',
        aim: name === 'middle' && label === '' ? '≤ 3 µs' : undefined,
      });
    }
    const core = rules.cardIndex.get(start)!;
    const engine = { games: 0, actions: 0, ms: 0 };
    const prototype = { games: 0, ms: 0 };
    // Turn about, 200 ms each, two seconds each in all.
    for (let slice = 0; slice < 10; slice++) {
      let begin = cpuMs();
      while (cpuMs() - begin < 200) engine.actions += playGame(rules, start, 1000 + engine.games++);
      engine.ms += cpuMs() - begin;
      begin = cpuMs();
      while (cpuMs() - begin < 200) playPrototypeRound(rules, core, 4, 5, 1000 + prototype.games++);
      prototype.ms += cpuMs() - begin;
    }
    const rate = (engine.games * 1000) / engine.ms;
    const prototypeRate = (prototype.games * 1000) / prototype.ms;
    rows.push({
      name: `${label}random 4-player games, one core`,
      value: rate,
      unit: 'games/s',
      aim: label === '' ? '≥ 1000 games/s' : undefined,
    });
    rows.push({
      name: `${label}random 4-player games, one core, typed-array prototype`,
      value: prototypeRate,
      unit: 'games/s',
    });
    rows.push({
      name: `${label}random 4-player games: engine ÷ prototype`,
      value: rate / prototypeRate,
      unit: '×',
      aim: label === '' ? '≥ 1' : undefined,
    });
    rows.push({
      name: `${label}random 4-player games: one action, bot's choice included`,
      value: (engine.ms * 1000) / engine.actions,
      unit: 'µs',
      aim: 'the same for every deck',
    });
  }
  return rows;
}

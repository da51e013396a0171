// `--sweep option=v1,v2,…`: one run per value of one rule option (or players, or rounds), all on
// the same seeds and bots, so every value plays the same deals.

import { type BotName, type Deck, LAYOUTS, type RuleOptions, SCORINGS, WILD_SCOPES } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { specFor } from './config.ts';
import type { RunSpec } from './play.ts';

/** What a sweep may vary: each rule option of docs/rules.md §8 but the player range, and players and rounds. */
export const SWEEP_OPTIONS = [
  'handSize',
  'layout',
  'wildPenalty',
  'wildScope',
  'coreBonus',
  'scoring',
  'players',
  'rounds',
] as const;
export type SweepOption = (typeof SWEEP_OPTIONS)[number];

export interface Sweep {
  option: SweepOption;
  /** The values as written (labels of the report's rows), and as used. */
  labels: string[];
  values: (number | string | boolean)[];
}

const isSweepOption = (s: string): s is SweepOption => (SWEEP_OPTIONS as readonly string[]).includes(s);

function parseValue(option: SweepOption, text: string): number | string | boolean {
  const bad = (expected: string): never => {
    throw new InputError('--sweep', `${option}: "${text}" is not ${expected}`);
  };
  switch (option) {
    case 'layout':
      return (LAYOUTS as readonly string[]).includes(text) ? text : bad(LAYOUTS.join(' or '));
    case 'wildScope':
      return (WILD_SCOPES as readonly string[]).includes(text) ? text : bad(WILD_SCOPES.join(' or '));
    case 'scoring':
      return (SCORINGS as readonly string[]).includes(text) ? text : bad(SCORINGS.join(' or '));
    case 'coreBonus':
      return text === 'true' ? true : text === 'false' ? false : bad('true or false');
    case 'wildPenalty':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : bad('a number');
    default:
      return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : bad('a whole number of at least 1');
  }
}

/** Parses `option=v1,v2,…`; whole-number options also take a range `a..b`. */
export function parseSweep(text: string): Sweep {
  const eq = text.indexOf('=');
  const option = text.slice(0, eq).trim();
  if (eq < 0 || !isSweepOption(option))
    throw new InputError(
      '--sweep',
      `expected option=v1,v2,… with an option of ${SWEEP_OPTIONS.join(', ')}, not "${text}"`,
    );
  const items = text
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const labels = items.flatMap((item) => {
    const range = /^(\d+)\s*\.\.\s*(\d+)$/.exec(item);
    if (range === null) return [item];
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (b < a || b - a > 100)
      throw new InputError('--sweep', `${option}: the range ${item} must run upwards, at most 100 steps`);
    return Array.from({ length: b - a + 1 }, (_, i) => String(a + i));
  });
  if (labels.length < 2) throw new InputError('--sweep', `${option}: give at least two values to compare`);
  const values = labels.map((l) => parseValue(option, l));
  if (new Set(labels).size !== labels.length) throw new InputError('--sweep', `${option}: a value is listed twice`);
  return { option, labels, values };
}

/** The run of each value: the deck with the option changed (or the players or rounds), the rest as given. */
export function sweepSpecs(
  sweep: Sweep,
  deck: Deck,
  place: string,
  base: { players: number; rounds: number | undefined; bots: BotName[]; seed: number },
): RunSpec[] {
  return sweep.values.map((value) => {
    if (sweep.option === 'players') return specFor(deck, place, value as number, base.rounds, base.bots, base.seed);
    if (sweep.option === 'rounds') return specFor(deck, place, base.players, value as number, base.bots, base.seed);
    const options: RuleOptions = { ...deck.options, [sweep.option]: value };
    return specFor(
      { ...deck, options },
      `${place} with ${sweep.option} ${String(value)}`,
      base.players,
      base.rounds,
      base.bots,
      base.seed,
    );
  });
}

/** The row a sweep compares the others with: the deck's own value when listed, else the first. */
export function baselineIndex(sweep: Sweep, deck: Deck, players: number, rounds: number | undefined): number {
  const own =
    sweep.option === 'players'
      ? players
      : sweep.option === 'rounds'
        ? rounds
        : deck.options[sweep.option as keyof RuleOptions];
  return Math.max(0, sweep.values.indexOf(own as number | string | boolean));
}

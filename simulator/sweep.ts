// `--sweep option=v1,v2,…`: one run per value of one rule option, deck field (an icon's value, the
// wild cores), players or rounds, all on the same seeds and bots, so every value plays the same
// deals. A deck changed by a sweep is checked as a deck file is (parseDeck), so a value the deck
// cannot take is refused with the deck's own reason before anything is played.

import {
  type BotName,
  type Deck,
  LAYOUTS,
  parseDeck,
  type RuleOptions,
  SCORINGS,
  WILD_SCOPES,
} from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { specFor } from './config.ts';
import type { RunSpec } from './play.ts';

/**
 * What a sweep may vary: each rule option of docs/rules.md §8 but the player range, players and
 * rounds, the deck's wild cores, and any icon's value as `icons.<id>.value`.
 */
export const SWEEP_OPTIONS = [
  'handSize',
  'layout',
  'wildPenalty',
  'wildScope',
  'coreBonus',
  'scoring',
  'players',
  'rounds',
  'wildCores',
] as const;
export type SweepOption = (typeof SWEEP_OPTIONS)[number] | `icons.${string}.value`;

const ICON_VALUE = /^icons\.([^.\s]+)\.value$/;

export interface Sweep {
  option: SweepOption;
  /** The values as written (labels of the report's rows), and as used. */
  labels: string[];
  values: (number | string | boolean)[];
}

const isSweepOption = (s: string): s is SweepOption =>
  (SWEEP_OPTIONS as readonly string[]).includes(s) || ICON_VALUE.test(s);

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
    case 'wildCores':
      return /^\d+$/.test(text) ? Number(text) : bad('a whole number');
    default:
      // An icon's value: the deck's own check (parseDeck) says which whole numbers it takes.
      if (ICON_VALUE.test(option)) return /^\d+$/.test(text) ? Number(text) : bad('a whole number');
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
      `expected option=v1,v2,… with an option of ${SWEEP_OPTIONS.join(', ')} or icons.<id>.value, not "${text}"`,
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
    return specFor(
      deckWith(deck, sweep.option, value),
      `${place} with ${sweep.option} ${String(value)}`,
      base.players,
      base.rounds,
      base.bots,
      base.seed,
    );
  });
}

/** The deck with one field (a rule option, `wildCores` or `icons.<id>.value`) changed, checked as a deck file is. */
export function deckWith(deck: Deck, option: SweepOption, value: number | string | boolean): Deck {
  const changed = structuredClone(deck);
  const icon = ICON_VALUE.exec(option)?.[1];
  if (icon !== undefined) {
    const found = changed.icons.find((i) => i.id === icon);
    if (found === undefined)
      throw new InputError(
        '--sweep',
        `${option}: the deck has no icon "${icon}"; its icons are ${deck.icons.map((i) => i.id).join(', ')}`,
      );
    found.value = value as number;
  } else if (option === 'wildCores') changed.wildCores = value as number;
  else changed.options = { ...changed.options, [option]: value } as RuleOptions;
  const parsed = parseDeck({ format: 1, ...changed });
  if (!parsed.ok)
    throw new InputError(
      '--sweep',
      `${option} ${String(value)}: ${parsed.error.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  return parsed.value;
}

/** The row a sweep compares the others with: the deck's own value when listed, else the first. */
export function baselineIndex(sweep: Sweep, deck: Deck, players: number, rounds: number | undefined): number {
  const icon = ICON_VALUE.exec(sweep.option)?.[1];
  const own =
    sweep.option === 'players'
      ? players
      : sweep.option === 'rounds'
        ? rounds
        : sweep.option === 'wildCores'
          ? deck.wildCores
          : icon !== undefined
            ? deck.icons.find((i) => i.id === icon)?.value
            : deck.options[sweep.option as keyof RuleOptions];
  return Math.max(0, sweep.values.indexOf(own as number | string | boolean));
}

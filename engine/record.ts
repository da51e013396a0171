// The game record (format 1): its schema, the parse/format pair, and replay, which rebuilds a game
// from a record and names the round, the turn and the rule when something is wrong.

import { config, z } from 'zod';
import { deckFileSchema, optionsSchema, printedText, resolveOptions } from './deck-schema.ts';
import { type Action, applyAction, applyTurn, createGame, type GameState, type Turn } from './game.ts';
import { describeValue, problemsFromZod } from './problems.ts';
import { compileRules } from './rules.ts';
import { setupLimits } from './setup.ts';
import { computeStandings, type Standing } from './standings.ts';
import { err, MAX_PLAYER_NAME, ok } from './types.ts';
import type { Deck, Problem, Result } from './types.ts';

// Checked without compiling code: zod builds each object check with `new Function` unless told not
// to, and probes for it as a schema is built, which a page whose Content-Security-Policy has no
// 'unsafe-eval' (the site as `jibe preview` serves it) reports as a violation. Set in every file
// that builds a schema, before it builds one, whatever order a bundler gives the files.
config({ jitless: true });

export const RECORD_FORMAT = 1;

const placementSchema = z.strictObject({
  card: z.string(),
  q: z.int(),
  r: z.int(),
  rotation: z.int().min(0).max(5),
});

/** One object with optional fields (not a union), so a problem inside a placement is named precisely. */
const turnSchema = z
  .strictObject({
    pass: z.literal(true).optional(),
    place: placementSchema.optional(),
    bonus: placementSchema.optional(),
  })
  .refine((t) => (t.pass === true) !== (t.place !== undefined) && !(t.bonus !== undefined && t.place === undefined), {
    message: 'a turn is {"pass": true}, {"place": P} or {"place": P, "bonus": P}',
  });

const roundSchema = z.strictObject({
  start: z.string().describe('The starting core card'),
  startRotation: z
    .int()
    .min(0)
    .max(5)
    .optional()
    .describe('How the starting core lies at (0, 0): its rotation, 0 when left out'),
  order: z.array(z.string()).optional().describe('The other cards, top of the pile first'),
  hands: z
    .array(z.array(z.string()))
    .optional()
    .describe('Cards left in each hand at the end, when the pile order is unknown'),
  turns: z.array(turnSchema),
});

/**
 * An action as the scorekeeper and the Play page store it (engine/game.ts's Action): checked here so
 * a saved game's actions read their mistakes in the words a record's turns use.
 */
const ACTION_TYPES = ['start-round', 'place', 'skip-bonus', 'pass', 'end-round'] as const;

const actionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('start-round'),
      start: z.string(),
      order: z.array(z.string()).optional(),
      rotation: z.int().min(0).max(5).optional(),
    }),
    z.strictObject({ type: z.literal('place'), placement: placementSchema }),
    z.strictObject({ type: z.literal('skip-bonus') }),
    z.strictObject({ type: z.literal('pass') }),
    z.strictObject({ type: z.literal('end-round'), hands: z.array(z.array(z.string())).optional() }),
  ],
  {
    error: (issue) => ({
      message: `expected one of ${ACTION_TYPES.map((t) => `"${t}"`).join(', ')}, got ${describeValue((issue.input as { type?: unknown } | undefined)?.type)}`,
    }),
  },
);

/** Checks a parsed JSON value as one action; a problem's path starts inside the action. */
export function parseAction(input: unknown): Result<Action, Problem[]> {
  const parsed = actionSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(problemsFromZod(parsed.error, input, actionSchema));
}

export const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  deck: z.union([z.string(), deckFileSchema]).optional().describe('A deck id, or the whole deck file inline'),
  players: z.array(printedText(MAX_PLAYER_NAME)).min(1),
  options: optionsSchema.optional(),
  // How many rounds a deck allows (one per core card) is checked against the deck when replaying.
  rounds: z.array(roundSchema).min(1),
});

export type GameRecord = z.infer<typeof recordSchema>;
export type RecordRound = z.infer<typeof roundSchema>;

/** Checks a parsed JSON value as a game record. */
export function parseRecord(input: unknown): Result<GameRecord, Problem[]> {
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) return err(problemsFromZod(parsed.error, input, recordSchema));
  const problems: Problem[] = [];
  parsed.data.rounds.forEach((round, i) => {
    if (round.order === undefined && round.hands === undefined)
      problems.push({
        path: `rounds[${i}]`,
        message: 'give either "order" (the pile) or "hands" (the cards left at the end)',
      });
    if (round.order !== undefined && round.hands !== undefined)
      problems.push({ path: `rounds[${i}]`, message: 'give "order" or "hands", not both' });
  });
  return problems.length > 0 ? err(problems) : ok(parsed.data);
}

/** The record as JSON text, fields in a fixed order, two-space indent. */
export function formatRecord(record: GameRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

export interface ReplayRound {
  start: string;
  players: { name: string; points: number; penalty: number; score: number }[];
}

export interface ReplayResult {
  rounds: ReplayRound[];
  totals: Standing[];
  winners: string[];
}

export interface ReplayError {
  round: number;
  turn: number | null;
  message: string;
}

/** Replays every round of a record; the final state too, for those who look further. */
export function replayRecord(
  deck: Deck,
  record: GameRecord,
): Result<{ result: ReplayResult; game: GameState }, ReplayError> {
  const options = resolveOptions(deck.options, record.options);
  const rules = compileRules(deck, options);
  const open = record.rounds.some((r) => r.order === undefined);
  const mode = open ? ('open' as const) : ('dealt' as const);
  const created = createGame(rules, { players: record.players, rounds: record.rounds.length, mode });
  if (!created.ok) return err({ round: 0, turn: null, message: created.error.map((p) => p.message).join('; ') });
  // Refused before any replay, so an endless record costs no more than reading it (issue 16).
  const maxTurns = setupLimits(rules).maxTurns(record.players.length);
  const long = record.rounds.findIndex((r) => r.turns.length > maxTurns);
  if (long >= 0) {
    const count = record.rounds[long]!.turns.length;
    const message =
      `${count} turns, but a round of ${record.players.length} players can last at most ${maxTurns} ` +
      '(every turn draws while the pile lasts, and once it is empty as many passes in a row as players end the round)';
    return err({ round: long + 1, turn: null, message });
  }
  let game = created.value;
  for (const [i, round] of record.rounds.entries()) {
    const fail = (turn: number | null, message: string) => err({ round: i + 1, turn, message });
    const started = applyAction(game, {
      type: 'start-round',
      start: round.start,
      ...(round.order ? { order: round.order } : {}),
      ...(round.startRotation ? { rotation: round.startRotation } : {}),
    });
    if (!started.ok) return fail(null, started.error.message);
    game = started.value;
    for (const [t, turn] of round.turns.entries()) {
      if (game.round!.over !== null)
        return fail(t + 1, `the round ended after turn ${t} (${game.round!.over}); this turn comes after its end`);
      const step = applyTurn(game, turn as Turn);
      if (!step.ok) return fail(t + 1, `${step.error.code}: ${step.error.message}`);
      game = step.value;
    }
    if (game.round!.over === null) {
      if (round.hands === undefined) return fail(null, `the round is not over after its ${round.turns.length} turns`);
      const ended = applyAction(game, { type: 'end-round', hands: round.hands });
      if (!ended.ok) return fail(null, ended.error.message);
      game = ended.value;
    } else if (round.hands !== undefined)
      return fail(null, 'the round ended by the rules before the hands were counted');
  }
  const rounds = game.results.map((r) => ({
    start: r.start,
    players: record.players.map((name, seat) => ({
      name,
      points: r.points[seat]!,
      penalty: r.penalty[seat]!,
      score: r.score[seat]!,
    })),
  }));
  return ok({ result: { rounds, ...computeStandings(record.players, game.results, options.scoring) }, game });
}

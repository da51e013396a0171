// `jibe replay FILE`: rebuilds a recorded game, checking every turn, and prints the scores.

import { parseDeck } from '../../engine/index.ts';
import { parseRecord, replayRecord, type GameRecord, type ReplayResult } from '../../engine/index.ts';
import type { Deck } from '../../engine/index.ts';
import { deckDirFor, loadDeck } from '../../generator/deck-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { cleanForTerminal } from '../../lib/terminal-text.ts';
import { inputName } from '../../generator/json-fs.ts';
import { readJsonArg } from './input.ts';
import type { ReplayArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

/** The deck a record plays with: --deck wins, then the record's inline deck or deck id, then classic. */
function deckFor(record: GameRecord, flag: string | undefined, place: string): Deck {
  if (flag !== undefined) return loadDeck(flag).deck;
  if (typeof record.deck === 'object') {
    const parsed = parseDeck(record.deck);
    if (!parsed.ok)
      throw new InputError(
        place,
        parsed.error.map((p) => ({ ...p, path: `deck.${p.path}` })),
      );
    return parsed.value;
  }
  return loadDeck(deckDirFor(record.deck ?? 'classic')).deck;
}

/** Plain-text scores: a table per round, then totals and winners. */
export function formatReplay(raw: ReplayResult): string {
  // Player names come from the record as typed: their control characters are shown, not obeyed.
  const clean = <T extends { name: string }>(p: T): T => ({ ...p, name: cleanForTerminal(p.name) });
  const result = {
    rounds: raw.rounds.map((round) => ({ ...round, players: round.players.map(clean) })),
    totals: raw.totals.map(clean),
    winners: raw.winners.map(cleanForTerminal),
  };
  const lines: string[] = [];
  const width = Math.max(6, ...result.totals.map((t) => t.name.length));
  result.rounds.forEach((round, i) => {
    lines.push(`Round ${i + 1} (start ${round.start})`);
    lines.push(
      `  ${'player'.padEnd(width)}  ${'points'.padStart(7)}  ${'penalty'.padStart(7)}  ${'score'.padStart(7)}`,
    );
    for (const p of round.players)
      lines.push(
        `  ${p.name.padEnd(width)}  ${String(p.points).padStart(7)}  ${String(-p.penalty).padStart(7)}  ${String(p.score).padStart(7)}`,
      );
  });
  lines.push('Totals');
  for (const t of result.totals)
    lines.push(`  ${t.name.padEnd(width)}  ${String(t.score).padStart(7)}  rounds won ${t.roundsWon}`);
  lines.push(`Winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.join(', ')}`);
  return lines.join('\n');
}

export function runReplay(args: ReplayArgs, io: CliIo): void {
  const place = inputName(args.file);
  const parsed = parseRecord(readJsonArg(args.file, io));
  if (!parsed.ok) throw new InputError(place, parsed.error);
  const deck = deckFor(parsed.value, args.deck, place);
  const replayed = replayRecord(deck, parsed.value);
  if (!replayed.ok) {
    const { round, turn, message } = replayed.error;
    throw new InputError(
      place,
      `${round > 0 ? `round ${round}` : 'game'}${turn !== null ? `, turn ${turn}` : ''}: ${message}`,
    );
  }
  printAll(io.stdout, args.json ? JSON.stringify(replayed.value.result, null, 2) : formatReplay(replayed.value.result));
}

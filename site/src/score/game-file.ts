// Reading a file into a new kept game. Two kinds are accepted: the scorekeeper's saved game (a game
// in progress with its planned rounds, starts and redo tail, as "Save a copy" writes it) and a game
// record (finished rounds, as "Export the game record" or `jibe simulate` writes it). A record that
// gives the pile `order` is replayed through the engine, which deals from it, and kept with the
// hands that were left at the end of each round: the scorekeeper follows the table, not the pile.

import type { GameRecord } from '../../../engine/index.ts';
import { err, ok } from '../../../engine/index.ts';
import type { Deck, Problem, Result } from '../../../engine/index.ts';
import { deckProblem, savedFromRecord } from './game-record.ts';
import { checkSavedGame, type SavedGame } from '../table/saved-game.ts';

export interface ImportedGame {
  saved: SavedGame;
  /** What the player should know about the import, in a sentence. */
  note: string;
}

const describeProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `${p.path}: ${p.message}`).join('; ');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A saved game under a new id, so an import never overwrites a game kept here. */
function adoptSaved(deck: Deck, value: unknown, id: string, now: number): Result<ImportedGame, string> {
  const checked = checkSavedGame(value);
  if (!checked.ok) return err(`not a saved game: ${checked.error.message}`);
  const saved = checked.value;
  if (saved.deck !== deck.id)
    return err(`the game plays with the deck "${saved.deck}"; this page keeps score with "${deck.id}"`);
  // Against this deck's own numbers (rounds, the deal, how many actions the rules allow), before any replay.
  const fits = checkSavedGame(saved, deck);
  if (!fits.ok) return err(`not a saved game for this deck: ${fits.error.message}`);
  return ok({
    saved: { ...saved, id, updated: now },
    note: `a game of ${plural(saved.rounds, 'round')}, ${plural(saved.cursor, 'action')} in force`,
  });
}

/**
 * The record with every pile `order` replaced by the hands left when that round ended, as the
 * engine deals and plays it; the engine's replay names the round and turn of any broken rule.
 */
export async function convertDealtRecord(deck: Deck, record: GameRecord): Promise<Result<GameRecord, string>> {
  const { replayRecord } = await import('../../../engine/formats.ts');
  const rounds: GameRecord['rounds'] = [];
  for (let i = 0; i < record.rounds.length; i++) {
    // Replaying the rounds up to this one gives its last state (its round index sets the first seat).
    const replayed = replayRecord(deck, { ...record, rounds: record.rounds.slice(0, i + 1) });
    if (!replayed.ok) {
      const { round, turn, message } = replayed.error;
      return err(`${round > 0 ? `round ${round}` : 'game'}${turn === null ? '' : `, turn ${turn}`}: ${message}`);
    }
    const { order: _, ...round } = record.rounds[i]!;
    const hands = round.hands ?? replayed.value.game.round!.finalHands!.map((h) => h.slice());
    rounds.push({ ...round, hands });
  }
  return ok({ ...record, rounds });
}

/** The rules a deck fixes (its name and description do not change a game). */
const rulesOf = (d: Deck) =>
  JSON.stringify({
    icons: d.icons,
    wild: d.wild,
    wildCores: d.wildCores,
    colours: d.colours.map((c) => [c.id, c.name]),
    options: d.options,
  });

/**
 * A record that carries its deck inline (as the simulator writes it) is kept when that deck plays
 * by the same rules as this page's; it is then written with the deck's id.
 */
async function adoptInlineDeck(deck: Deck, record: GameRecord): Promise<Result<GameRecord, string>> {
  if (typeof record.deck !== 'object') return ok(record);
  const { parseDeck } = await import('../../../engine/formats.ts');
  const inline = parseDeck(record.deck);
  if (!inline.ok) return err(`the deck inside the record is not valid: ${describeProblems(inline.error)}`);
  if (rulesOf(inline.value) !== rulesOf(deck))
    return err(
      `the record carries its own deck "${inline.value.id}", which differs from the "${deck.id}" deck this page keeps score with`,
    );
  return ok({ ...record, deck: deck.id });
}

/** Reads a file's text as a saved game or a game record; a bad file is refused with its reason. */
export async function importGameFile(
  deck: Deck,
  text: string,
  id: string,
  now: number,
): Promise<Result<ImportedGame, string>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err(`the file is not JSON (${(e as Error).message})`);
  }
  if (typeof value === 'object' && value !== null && 'actions' in value) return adoptSaved(deck, value, id, now);
  // The schema check ships only to those who import a record: it is most of the import's weight.
  const { parseRecord } = await import('../../../engine/formats.ts');
  const parsed = parseRecord(value);
  if (!parsed.ok) return err(`not a game record: ${describeProblems(parsed.error)}`);
  const own = await adoptInlineDeck(deck, parsed.value);
  if (!own.ok) return own;
  const wrongDeck = deckProblem(deck, own.value);
  if (wrongDeck !== null) return err(wrongDeck);
  const dealt = own.value.rounds.filter((r) => r.order !== undefined).length;
  const converted = dealt > 0 ? await convertDealtRecord(deck, own.value) : ok(own.value);
  if (!converted.ok) return converted;
  const saved = savedFromRecord(deck, converted.value, id, now);
  if (!saved.ok) return saved;
  const rounds = plural(converted.value.rounds.length, 'finished round');
  return ok({
    saved: saved.value,
    note:
      dealt > 0 ? `${rounds}, replayed from the pile order and kept with the hands left at each round's end` : rounds,
  });
}

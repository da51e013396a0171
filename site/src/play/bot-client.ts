// Asks the bots' thread (bot-worker.ts) for a bot's next action. The thread starts with the first
// question and stays for the page. Where a thread cannot start, the bot chooses on the page
// itself. Every move the thread sends is checked by the engine, and a thread that does not answer
// in time is stopped: the bot then makes the greedy move, chosen here, and the page says so.

import { applyAction, type Action, type BotName, type Deck, type GameSetup } from '../../../engine/index.ts';
import { botAction, botRng, nowOf, type PlayedGame } from './play-game.ts';

/** How long the page waits for a bot's move (ms): the search thinks for at most about 0.5 s, so this is a thread gone wrong. */
export const BOT_TIME_LIMIT_MS = 10_000;

export interface BotRequest {
  id: number;
  /** Which game the actions belong to: the thread keeps one game and moves it on. */
  game: string;
  deck: Deck;
  setup: GameSetup;
  actions: Action[];
  /** The bot to choose for, or null to have the thread only catch up with the game. */
  bot: BotName | null;
  rng: number;
}

export type BotReply = { id: number; action: Action | null } | { id: number; error: string };

let worker: Worker | null = null;
let broken = false;
let next = 0;
const waiting = new Map<number, { resolve(action: Action | null): void; reject(error: Error): void }>();

function start(): Worker | null {
  try {
    const started = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data: reply }: MessageEvent<BotReply>) => {
      const pending = waiting.get(reply.id);
      if (pending === undefined) return;
      waiting.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.action);
    };
    started.onerror = (event) => {
      event.preventDefault();
      broken = true;
      for (const { reject } of waiting.values()) reject(new Error(event.message || 'the bots’ thread did not start'));
      waiting.clear();
      started.terminate();
      worker = null;
    };
    return started;
  } catch {
    broken = true;
    return null;
  }
}

/** Sends the game to the bots' thread: a bot's choice, or (bot null) only the game, to catch up. */
function ask(g: PlayedGame, bot: BotName | null): Promise<Action | null> | null {
  if (!broken) worker ??= start();
  if (worker === null) return null;
  const id = next++;
  const request: BotRequest = {
    id,
    game: g.saved.id,
    deck: g.rules.deck,
    setup: {
      players: g.saved.seats.map((s) => s.name),
      rounds: g.saved.rounds,
      seed: g.saved.seed,
      mode: 'dealt',
    },
    actions: g.saved.actions,
    bot,
    rng: botRng(g.saved),
  };
  const reply = new Promise<Action | null>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage(request);
  return reply;
}

/**
 * Starts the bots' thread and has it replay the game while the person looks at it, so the first
 * bot's turn costs its choice alone, not the thread's start and the game's replay (about a second).
 */
export function readyBots(g: PlayedGame): void {
  if (g.saved.seats.some((s) => s.bot !== null)) void ask(g, null)?.catch(() => undefined);
}

/** A bot's move as the page makes it: the action, and a sentence when it is not the bot's own choice. */
export interface BotMove {
  action: Action;
  note: string | null;
}

/**
 * The bot's move from the thread's reply: checked by the engine, or, when the reply is refused,
 * fails, is empty or comes after `deadline`, the greedy move chosen on the page, with a note why.
 * The deadline is a promise so that the caller owns the clock (a test resolves it by hand).
 */
export async function settleBotMove(
  g: PlayedGame,
  name: string,
  reply: Promise<Action | null>,
  deadline: Promise<void>,
): Promise<BotMove> {
  const state = nowOf(g);
  const fallback = (why: string): BotMove => ({
    action: botAction(state, 'greedy', botRng(g.saved)),
    note: `${name} ${why}, so it made the greedy move.`,
  });
  const late = 'late' as const;
  let answer: Action | null | typeof late;
  try {
    answer = await Promise.race([reply, deadline.then(() => late)]);
  } catch {
    return fallback('could not think (its thread failed)');
  }
  if (answer === late) return fallback('took too long to choose');
  if (answer === null) return fallback('sent no move');
  const step = applyAction(state, answer);
  if (!step.ok) return fallback(`chose a move the rules refuse (${step.error.message})`);
  return { action: answer, note: null };
}

/**
 * The time limit of a bot's move: BOT_TIME_LIMIT_MS, or the `data-bot-time-limit` of the page's
 * `#play-app` (ms; the automation contract's way to let a script hold the bots for longer).
 */
function timeLimit(): number {
  const given = Number(document.getElementById('play-app')?.dataset.botTimeLimit);
  return Number.isFinite(given) && given > 0 ? given : BOT_TIME_LIMIT_MS;
}

/** Stops the bots' thread (it took too long): the next question starts a new one. */
function stopThread(): void {
  worker?.terminate();
  worker = null;
  for (const { reject } of waiting.values()) reject(new Error('the bots’ thread was stopped'));
  waiting.clear();
}

/** The next move of the bot whose turn it is, sitting as `name`. */
export async function askBot(g: PlayedGame, bot: BotName, name: string): Promise<BotMove> {
  const reply = ask(g, bot);
  // No thread: the page chooses for the bot itself (a search bot with a shorter budget).
  if (reply === null) return { action: botAction(nowOf(g), bot, botRng(g.saved)), note: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let late = false;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      late = true;
      resolve();
    }, timeLimit());
  });
  // A failed thread is answered by the fallback; the reply's rejection is never left unhandled.
  reply.catch(() => undefined);
  try {
    return await settleBotMove(g, name, reply, deadline);
  } finally {
    clearTimeout(timer);
    // Stopped only once the move is settled as late: stopped first, its rejected reply would win
    // the race and the page would say the thread failed rather than that it took too long.
    if (late) stopThread();
  }
}

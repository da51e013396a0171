// Asks the bots' thread (bot-worker.ts) for a bot's next action. The thread starts with the first
// question and stays for the page. Where a thread cannot start, the bot chooses on the page
// itself: the same engine function, a little less smooth while it searches.

import type { Action, BotName, Deck, GameSetup } from '../../../engine/index.ts';
import { botAction, botRng, nowOf, type PlayedGame } from './play-game.ts';

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

/** The next action of the bot whose turn it is. */
export async function askBot(g: PlayedGame, bot: BotName): Promise<Action> {
  const rng = botRng(g.saved);
  const reply = ask(g, bot);
  if (reply === null) return botAction(nowOf(g), bot, rng);
  // A thread that fails mid-game: the page chooses for the bot itself.
  return reply.then(
    (action) => action ?? botAction(nowOf(g), bot, rng),
    () => botAction(nowOf(g), bot, rng),
  );
}

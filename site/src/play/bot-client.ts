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
  bot: BotName;
  rng: number;
}

export type BotReply = { id: number; action: Action } | { id: number; error: string };

let worker: Worker | null = null;
let broken = false;
let next = 0;
const waiting = new Map<number, { resolve(action: Action): void; reject(error: Error): void }>();

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

/** The next action of the bot whose turn it is. */
export async function askBot(g: PlayedGame, bot: BotName): Promise<Action> {
  const rng = botRng(g.saved);
  if (!broken) worker ??= start();
  if (worker === null) return botAction(nowOf(g), bot, rng);
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
    rng,
  };
  const reply = new Promise<Action>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage(request);
  // A thread that fails mid-game: the page chooses for the bot itself.
  return reply.catch(() => botAction(nowOf(g), bot, rng));
}

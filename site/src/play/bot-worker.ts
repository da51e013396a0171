// The bots' thread: the game's actions in, the bot's next action out, so the page keeps answering
// taps while a bot searches. It keeps each game it was asked about, replayed once, and applies only
// the actions that came since (the game's list only grows, a game at a time).

import { applyAction, chooseAction, compileRules, createGame, type GameState } from '../../../engine/core.ts';
import { playSearchBudget } from './bot-budget.ts';
import type { BotReply, BotRequest } from './bot-client.ts';

/** This worker's own scope, typed for what it uses (the site's types are the window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(reply: BotReply): void;
};

let kept: { game: string; count: number; state: GameState } | null = null;

/** The game after the request's actions: the kept one moved on, or replayed from the start. */
function stateFor(request: BotRequest): GameState {
  if (kept === null || kept.game !== request.game || kept.count > request.actions.length) {
    const created = createGame(compileRules(request.deck), request.setup);
    if (!created.ok) throw new Error(created.error.map((p) => p.message).join('; '));
    kept = { game: request.game, count: 0, state: created.value };
  }
  for (let i = kept.count; i < request.actions.length; i++) {
    const step = applyAction(kept.state, request.actions[i]!);
    if (!step.ok) throw new Error(`action ${i + 1}: ${step.error.message}`);
    kept = { game: request.game, count: i + 1, state: step.value };
  }
  return kept.state;
}

scope.onmessage = ({ data: request }) => {
  try {
    const state = stateFor(request);
    // No bot named: the thread only catches up with the game, so the first bot's turn finds it ready.
    if (request.bot === null) return scope.postMessage({ id: request.id, action: null });
    const [action] = chooseAction(
      request.bot,
      state,
      request.rng,
      playSearchBudget(() => performance.now()),
    );
    scope.postMessage({ id: request.id, action });
  } catch (error) {
    kept = null;
    scope.postMessage({ id: request.id, error: (error as Error).message ?? String(error) });
  }
};

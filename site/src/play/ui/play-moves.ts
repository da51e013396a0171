// The Play page's moves, which wait on the bots and on storage: a person's move, the bots' turns
// one after another (and the first round's deal), Undo, and a teaching note marked as seen. Each
// move is saved before it is shown; what changes on screen is an event for play-state.ts.

import type { Action } from '../../../../engine/index.ts';
import { describeRefusal } from '../../table/table-words.ts';
import { askBot } from '../bot-client.ts';
import { nextOf, playAction, type PlayedGame, undoLastTurn } from '../play-game.ts';
import type { PlayEvent, PlayUiState } from '../play-state.ts';

/** How long a bot's play stays in view before the next bot plays (ms): long enough to see, never a wait worth the name. */
export const BOT_PAUSE_MS = 550;

/** Where the Play page keeps its games. */
export interface PlayHost {
  /** Saves the game; null once saved, else why not (nothing was recorded). */
  save(g: PlayedGame): Promise<string | null>;
  menu(): void;
  games(): void;
  rematch(g: PlayedGame): void;
  exportRecord(g: PlayedGame): string;
}

/** The screen's state, its events, and its drawing: whole, or the message line alone. */
export interface PlayStore {
  readonly ui: PlayUiState;
  send(event: PlayEvent): void;
  render(): void;
  renderMessage(): void;
}

export interface PlayMoves {
  /** A person's move from the bar or the board; the bots follow. */
  act(action: Action): Promise<void>;
  /** Plays the bots' turns (and starts the first round), one at a time, each left in view for a moment. */
  runBots(): Promise<void>;
  /** The person's last turn taken back, and the bots' turns after it: saved, then shown. */
  undo(): Promise<void>;
  /** A teaching note seen: marked at once, so a move made while it is saved carries it too. */
  seeLesson(id: string): Promise<void>;
}

const reduceMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function createMoves(store: PlayStore, host: PlayHost): PlayMoves {
  /** Records an action: the engine checks it, the game is saved, then shown. Null once done, else why not. */
  async function record(action: Action, by: 'person' | 'bot', note: string | null = null): Promise<string | null> {
    const g = store.ui.game!;
    if (store.ui.saving) return 'Still saving the last move: tap again.';
    const step = playAction(g, action, Date.now());
    if (!step.ok) return describeRefusal(g.rules, step.error);
    store.send({ type: 'saving', saving: true });
    try {
      const failed = await host.save(step.value);
      if (failed !== null) return failed;
      store.send({ type: 'recorded', game: step.value, action, by, note });
      return null;
    } finally {
      store.send({ type: 'saving', saving: false });
    }
  }

  /** The bots' next move, or the first round's deal; null when a person is next (or the game changed). */
  async function botMove(playing: string): Promise<{ action: Action; note: string | null; first: boolean } | null> {
    const g = store.ui.game;
    if (g === null || g.saved.id !== playing || store.ui.replayAt !== null) return null;
    const next = nextOf(g);
    if (next.kind === 'start-round' && g.saved.actions.length === 0)
      return { action: { type: 'start-round', start: next.start }, note: null, first: true };
    if (next.kind !== 'bot') return null;
    const move = await askBot(g, next.bot, g.saved.seats[next.seat]!.name);
    return store.ui.game?.saved.id === playing ? { ...move, first: false } : null;
  }

  async function runBots(): Promise<void> {
    const g = store.ui.game;
    if (store.ui.running || g === null) return;
    store.send({ type: 'running', running: true });
    try {
      for (;;) {
        const began = performance.now();
        const move = await botMove(g.saved.id);
        if (move === null) break;
        const failed = await record(move.action, 'bot', move.note);
        if (failed !== null) {
          store.send({ type: 'refuse', text: `The game could not go on: ${failed}` });
          break;
        }
        store.render();
        if (!move.first) await pause((reduceMotion() ? 150 : BOT_PAUSE_MS) - (performance.now() - began));
      }
    } finally {
      store.send({ type: 'running', running: false });
      store.render();
    }
  }

  return {
    runBots,
    async act(action) {
      if (store.ui.game === null || store.ui.running) return;
      const failed = await record(action, 'person');
      if (failed !== null) {
        store.send({ type: 'refuse', text: failed });
        return store.renderMessage();
      }
      store.render();
      void runBots();
    },
    async undo() {
      const { game: g, running, saving } = store.ui;
      if (g === null || running || saving) return;
      const back = undoLastTurn(g, Date.now());
      if (back === null) return;
      store.send({ type: 'saving', saving: true });
      try {
        const failed = await host.save(back);
        if (failed !== null) {
          store.send({ type: 'refuse', text: failed });
          return store.renderMessage();
        }
        store.send({ type: 'undone', game: back });
      } finally {
        store.send({ type: 'saving', saving: false });
      }
      store.render();
    },
    async seeLesson(id) {
      store.send({ type: 'lesson-seen', lesson: id });
      store.render();
      const failed = await host.save(store.ui.game!);
      if (failed !== null) {
        store.send({ type: 'refuse', text: `Not saved: ${failed}` });
        store.renderMessage();
      }
    },
  };
}

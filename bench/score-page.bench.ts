// The score page in a real Chromium at 390 × 844, opened with a long game stored (issue 16): from
// the page load to the game (or the list of games) on screen. The built site of the classic deck
// is needed (`npm run build`); without it these rows are left out with a note.
//   - the longest game the classic rules allow (2 players, 14 rounds, every turn a pass): the
//     current game, opened on the game screen;
//   - 20,000 passes in one round (what a 1.8 KB share link once carried), stored as the current
//     game: refused before replay, the list opens with the reason;
//   - the same game in a share link.
//   - a play with 70 cards on the table (issue 11): from the tap on Place to the play shown, the
//     page's own clock from the click to the frame after the new action count is on the page.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { applyAction, compileRules, createGame, type Action, type GameState } from '../engine/index.ts';
import { loadDeck, ROOT } from '../generator/deck-fs.ts';
import { describeProgress } from '../site/src/score/library.ts';
import { formatSavedGame, SAVE_FORMAT, type SavedGame } from '../site/src/table/saved-game.ts';
import { openSession } from '../site/src/score/session.ts';
import { encodeShare } from '../site/src/score/share.ts';
import { playSeededGame } from '../test/score/seeded-game.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { serveStatic } from '../test/support/serve.ts';
import type { BenchRow } from './run.ts';

const SITE = join(ROOT, 'output', 'classic', 'site');

/** Every round passed through to its end: the most actions the classic rules allow this many players. */
function longestGame(players: string[]): SavedGame {
  const deck = loadDeck().deck;
  const rules = compileRules(deck);
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  const created = createGame(rules, { players, rounds: cores.length, mode: 'open' });
  if (!created.ok) throw new Error('the bench game cannot be set up');
  let state: GameState = created.value;
  const actions: Action[] = [];
  const act = (action: Action): boolean => {
    const step = applyAction(state, action);
    if (step.ok) [state, actions[actions.length]] = [step.value, action];
    return step.ok;
  };
  for (const start of cores) {
    act({ type: 'start-round', start });
    while (act({ type: 'pass' }));
    act({ type: 'end-round', hands: players.map(() => []) });
  }
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    id: 'longest',
    created: 0,
    updated: 0,
    deck: deck.id,
    options: rules.options,
    players,
    rounds: cores.length,
    starts: [],
    actions,
    cursor: actions.length,
  };
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(`the bench game does not replay: ${opened.error.refusal.message}`);
  return { ...saved, summary: describeProgress(opened.value) };
}

/** A 3-player game of seeded bots up to a play with `cards` cards on the table: the game before it, and the play. */
function tableOf(cards: number): { saved: SavedGame; play: { card: string; q: number; r: number } } {
  const deck = loadDeck().deck;
  const rules = compileRules(deck);
  const players = ['Ana', 'Ben', 'Cleo'];
  const { steps } = playSeededGame(rules, players, ['core-fire'], 11);
  const at = steps.findIndex(
    (s) => s.action.type === 'place' && s.before.round !== null && s.before.round.plays.length + 1 >= cards,
  );
  const step = steps[at];
  if (step === undefined || step.action.type !== 'place')
    throw new Error(`the bench game never reaches ${cards} cards`);
  const actions = steps.slice(0, at).map((s) => s.action);
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    id: `table-${cards}`,
    created: 0,
    updated: 0,
    deck: deck.id,
    options: rules.options,
    players,
    rounds: 1,
    starts: [],
    actions,
    cursor: actions.length,
  };
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(`the bench game does not replay: ${opened.error.refusal.message}`);
  const { card, q, r } = step.action.placement;
  return { saved: { ...saved, summary: describeProgress(opened.value) }, play: { card, q, r } };
}

/**
 * The longest game with plays in it: 13 rounds of two players passing to their end (as longestGame),
 * then a 14th round of seeded bots' plays up to a play with `cards` cards on the table. Every action
 * before the play is replayed and kept in the page's history, so the play costs what it costs at the
 * end of the longest game a table can keep.
 */
function longestWithTable(cards: number): ReturnType<typeof tableOf> {
  const longest = longestGame(['Ana', 'Ben']);
  const deck = loadDeck().deck;
  const rules = compileRules(deck);
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  const last = cores.at(-1)!;
  const firstOfLast = longest.actions.findIndex((a) => a.type === 'start-round' && a.start === last);
  const { steps } = playSeededGame(rules, longest.players, [last], 11);
  const at = steps.findIndex(
    (s) => s.action.type === 'place' && s.before.round !== null && s.before.round.plays.length + 1 >= cards,
  );
  const step = steps[at];
  if (step === undefined || step.action.type !== 'place')
    throw new Error(`the last round never reaches ${cards} cards`);
  const actions = [...longest.actions.slice(0, firstOfLast), ...steps.slice(0, at).map((s) => s.action)];
  const saved: SavedGame = { ...longest, id: `longest-table-${cards}`, actions, cursor: actions.length };
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(`the bench game does not replay: ${opened.error.refusal.message}`);
  const { card, q, r } = step.action.placement;
  return { saved: { ...saved, summary: describeProgress(opened.value) }, play: { card, q, r } };
}

/**
 * Milliseconds from the click on Place to the frame that shows the play: the cell chosen through
 * its keyboard path (the board's own handler) and the card from the panel, then Place clicked and
 * the page watched for its action count. The median of five, each on the stored game reopened.
 */
async function timePlays(page: Page, table: ReturnType<typeof tableOf>): Promise<number> {
  const times: number[] = [];
  const n = table.saved.actions.length;
  for (let i = 0; i < 5; i++) {
    await store(page, table.saved.id, formatSavedGame(table.saved));
    await page.reload({ waitUntil: 'load' });
    await page.locator(`#screen-game:not([hidden])[data-actions="${n}"]`).waitFor({ timeout: 30_000 });
    const { q, r, card } = table.play;
    await page.locator(`[data-cell="${q},${r}"]`).dispatchEvent('keydown', { key: 'Enter' });
    await page.locator(`#g-panel [data-card="${card}"]`).click();
    await page.locator('[data-draft]').waitFor();
    times.push(
      await page.evaluate(
        (n) =>
          new Promise<number>((resolve) => {
            const screen = document.querySelector('#screen-game')!;
            const place = document.querySelector<HTMLElement>('[data-action="place"]')!;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (screen.getAttribute('data-actions') !== String(n + 1)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(screen, { attributes: true, attributeFilter: ['data-actions'] });
            place.click();
          }),
        n,
      ),
    );
  }
  return times.sort((a, b) => a - b)[2]!;
}

/** Stores a game in the page's database as the game to reopen. */
function store(page: Page, id: string, text: string): Promise<void> {
  return page.evaluate(
    ([id, text]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('jibe-scorekeeper');
        request.onsuccess = () => {
          const tx = request.result.transaction(['games', 'meta'], 'readwrite');
          tx.objectStore('games').put({ id, text });
          tx.objectStore('meta').put(id, 'current-game');
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [id, text] as const,
  );
}

/** Median milliseconds from a navigation to `selector` on screen, over five loads. */
async function timeLoads(page: Page, load: () => Promise<unknown>, selector: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await load();
    await page.locator(selector).waitFor({ timeout: 30_000 });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
}

export default async function benchScorePage(): Promise<BenchRow[]> {
  if (!existsSync(join(SITE, 'score', 'index.html'))) {
    process.stderr.write('score-page: no built site in output/classic/site (run npm run build): rows left out\n');
    return [];
  }
  const longest = longestGame(['Ana', 'Ben']);
  const passes: SavedGame = {
    ...longest,
    id: 'passes',
    actions: [longest.actions[0]!, ...Array.from({ length: 20_000 }, (): Action => ({ type: 'pass' }))],
    cursor: 20_001,
  };
  const server = await serveStatic(SITE, '/');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const url = `${server.url}score/`;
    await page.goto(url, { waitUntil: 'load' });
    await store(page, longest.id, formatSavedGame(longest));
    const game = `#screen-game:not([hidden])[data-actions="${longest.actions.length}"]`;
    const open = await timeLoads(page, () => page.reload({ waitUntil: 'commit' }), game);
    await store(page, passes.id, formatSavedGame(passes));
    const refused = await timeLoads(page, () => page.reload({ waitUntil: 'commit' }), '#screen-games:not([hidden])');
    const played = await timePlays(page, tableOf(70));
    const longTable = longestWithTable(70);
    const playedLong = await timePlays(page, longTable);
    const link = `${url}${await encodeShare(passes)}`;
    const linked = await timeLoads(
      page,
      () => page.goto('about:blank').then(() => page.goto(link, { waitUntil: 'commit' })),
      '#screen-games:not([hidden])',
    );
    return [
      {
        name: `score page: open with the longest classic game stored (${longest.actions.length} actions)`,
        value: open,
        unit: 'ms',
        aim: '< 500 ms',
      },
      {
        name: 'score page: a play shown after the tap on Place, 70 cards on the table',
        value: played,
        unit: 'ms',
        aim: '< 100 ms',
      },
      {
        name: `score page: a play shown after Place at the end of the longest game (${longTable.saved.actions.length} actions, 70 cards on the table)`,
        value: playedLong,
        unit: 'ms',
        aim: '< 100 ms',
      },
      {
        name: 'score page: open with 20,001 stored actions (refused, list shown)',
        value: refused,
        unit: 'ms',
        aim: '< 500 ms',
      },
      {
        name: 'score page: a share link of 20,001 actions (refused, list shown)',
        value: linked,
        unit: 'ms',
        aim: '< 500 ms',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

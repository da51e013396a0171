// The Play page (issue 34): how long a bot takes to choose, and how long a person waits for the bots.
//   - Each bot kind's choice, as its thread makes it (the engine's chooseAction), over every turn of
//     seeded 6-player games on the classic deck: the median and the slowest.
//   - In Chromium at 390 × 844 against the built site (left out with a note without one): a person
//     against five bots (one of each kind), every bot's step from its turn to its card
//     shown (the thread's choice, the save, the drawing, and the pause that leaves it in view), the
//     page's longest stall meanwhile (how late a timer due every 50 ms ran: input waits at most
//     that long), and the person's wait from Place to their next turn.
//   - The search bot's move in Chromium at 390 × 844 on the test's build of the site, alone against a person.
//   - The gzipped size of the page's scripts: what it loads first, the bots' thread, the figures.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BOT_NAMES, chooseAction, compileRules, type GameState } from '../engine/index.ts';
import { loadDeck, ROOT } from '../generator/deck-fs.ts';
import { playSeededGame } from '../test/score/seeded-game.ts';
import { CHROMIUM_ARGS, ensureChromium } from '../test/support/browser.ts';
import { ensureTestSite } from '../test/support/site-setup.ts';
import { serveStatic } from '../test/support/serve.ts';
import { DOUBLE_TAP_MS } from '../site/src/table/ui/tap-guard.ts';
import type { BenchRow } from './run.ts';

const SITE = join(ROOT, 'output', 'classic', 'site');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Each bot's choice on every turn of seeded 6-player games: median and slowest, in ms. */
function botChoices(): BenchRow[] {
  const rules = compileRules(loadDeck().deck);
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  return BOT_NAMES.flatMap((bot) => {
    const times: number[] = [];
    for (const seed of [1, 2, 3]) {
      const { steps } = playSeededGame(rules, ['A', 'B', 'C', 'D', 'E', 'F'], [cores[seed]!], seed, bot);
      for (const { before } of steps) {
        const state = before as GameState;
        if (state.round === null || state.round.over !== null) continue;
        const start = performance.now();
        chooseAction(bot, state, 7);
        times.push(performance.now() - start);
      }
    }
    return [
      { name: `play: the ${bot} bot's choice, median of ${times.length} turns`, value: median(times), unit: 'ms' },
      { name: `play: the ${bot} bot's choice, slowest`, value: Math.max(...times), unit: 'ms', aim: '< 1000 ms' },
    ];
  });
}

/** Gzipped bytes of the page's scripts: those it loads first, and each chunk it loads later. */
function scriptSizes(): BenchRow[] {
  const html = readFileSync(join(SITE, 'play', 'index.html'), 'utf8');
  const astro = join(SITE, '_astro');
  const gz = (file: string) => gzipSync(readFileSync(join(astro, file)), { level: 9 }).length;
  const seen = new Set<string>();
  const first = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports only: what the page needs before it answers.
    for (const m of readFileSync(join(astro, file), 'utf8').matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)) first(m[1]!);
  };
  for (const m of html.matchAll(/<script type="module" src="[^"]*\/_astro\/([^"]+\.js)"/g)) first(m[1]!);
  const files = readdirSync(astro);
  const sizeOf = (prefix: string) => gz(files.find((f) => f.startsWith(prefix))!);
  return [
    {
      name: 'play: page script, gzipped (what it loads first)',
      value: [...seen].reduce((s, f) => s + gz(f), 0) / 1024,
      unit: 'KB',
    },
    { name: "play: the bots' thread, gzipped", value: sizeOf('bot-worker') / 1024, unit: 'KB' },
    { name: 'play: the figures after a game, gzipped', value: sizeOf('game-figures') / 1024, unit: 'KB' },
  ];
}

/** A person against five bots in Chromium at 390 × 844: each bot's step, the longest main-thread task, the person's wait. */
async function botsInPage(): Promise<BenchRow[]> {
  const server = await serveStatic(SITE, '/');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const w = window as unknown as { longest: number; shown: { t: number; phase: string; seat: string }[] };
      w.longest = 0;
      w.shown = [];
      // How late a timer due every 50 ms runs: the longest the page could not have answered a tap.
      let due = performance.now() + 50;
      const tick = () => {
        const now = performance.now();
        w.longest = Math.max(w.longest, now - due);
        due = now + 50;
        setTimeout(tick, 50);
      };
      setTimeout(tick, 50);
      // Each action shown, with the phase it left the screen in: the bots' steps are the gaps between them.
      let last = '';
      addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          const screen = document.getElementById('screen-game');
          const actions = screen?.dataset.actions ?? '';
          if (screen === null || actions === last) return;
          last = actions;
          w.shown.push({ t: performance.now(), phase: screen.dataset.phase ?? '', seat: screen.dataset.seat ?? '' });
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-actions'] }),
      );
    });
    await page.goto(`${server.url}play/`);
    await page.locator('#screen-setup:not([hidden])').waitFor();
    // One tap a bot, a moment apart: the same button again at once would be a double tap, ignored.
    for (let i = 0; i < 3; i++) {
      await page.click('#setup-add-bot');
      await page.waitForTimeout(DOUBLE_TAP_MS);
    }
    const kinds = ['random', 'greedy', 'careful', 'joker', 'search'];
    for (const [i, bot] of kinds.entries()) await page.selectOption(`[data-bot-seat="${i}"]`, bot);
    await page.selectOption('#setup-rounds', '1');
    await page.uncheck('#setup-teach');
    await page.click('[data-action="start-game"]');
    const waits: number[] = [];
    for (let turn = 0; turn < 6; turn++) {
      await page.waitForFunction(
        () => ['play', 'bonus'].includes(document.getElementById('screen-game')!.dataset.phase!),
        null,
        {
          timeout: 60_000,
        },
      );
      await page.waitForTimeout(500);
      const phase = await page.getAttribute('#screen-game', 'data-phase');
      await page.click('[data-action="hint"]');
      const drafted = (await page.locator('[data-draft]').count()) > 0;
      const start = Date.now();
      await page.click(
        drafted ? '[data-action="place"]' : phase === 'bonus' ? '[data-action="skip-bonus"]' : '[data-action="pass"]',
      );
      await page
        .waitForFunction(() => document.getElementById('screen-game')!.dataset.phase === 'bot', null, { timeout: 5000 })
        .catch(() => {});
      await page.waitForFunction(
        () =>
          ['play', 'bonus', 'round-over', 'game-over'].includes(document.getElementById('screen-game')!.dataset.phase!),
        null,
        {
          timeout: 60_000,
        },
      );
      waits.push(Date.now() - start);
    }
    const { longest, shown } = await page.evaluate(() => {
      const w = window as unknown as { longest: number; shown: { t: number; phase: string; seat: string }[] };
      return { longest: w.longest, shown: w.shown };
    });
    // A bot's step: from the action before it shown (the screen then waiting on a bot: a seat other
    // than the person's, seat 0) to its own.
    const steps = shown
      .slice(1)
      .flatMap((s, i) => (shown[i]!.phase === 'bot' && shown[i]!.seat !== '0' ? [s.t - shown[i]!.t] : []));
    return [
      {
        name: `play page: a bot's step, its choice to its card shown and left in view, median of ${steps.length}`,
        value: median(steps),
        unit: 'ms',
        aim: '< 1000 ms',
      },
      { name: "play page: a bot's step, slowest", value: Math.max(...steps), unit: 'ms', aim: '< 1000 ms' },
      {
        name: "play page: the page's longest stall while five bots play (a 50 ms timer's delay: input waits at most this)",
        value: longest,
        unit: 'ms',
        aim: '< 1000 ms',
      },
      {
        name: 'play page: a person waits from Place to their next turn, five bots between, median',
        value: median(waits),
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The search bot's move in Chromium at 390 × 844 (issue 39), on the test's build of the site: a
 * person against the search bot alone, eight of the person's turns by the hint; a step is from the
 * person's action shown to the bot's (its thinking in its thread, the save and the drawing; the
 * pause that leaves a bot's play in view comes after it).
 */
async function searchInPage(): Promise<BenchRow[]> {
  const site = ensureTestSite();
  const server = await serveStatic(site.root, site.base);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const w = window as unknown as { shown: { t: number; phase: string }[] };
      w.shown = [];
      let last = '';
      addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          const screen = document.getElementById('screen-game');
          const actions = screen?.dataset.actions ?? '';
          if (screen === null || actions === last) return;
          last = actions;
          w.shown.push({ t: performance.now(), phase: screen.dataset.phase ?? '' });
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-actions'] }),
      );
    });
    await page.goto(`${server.url}play/`);
    await page.locator('#screen-setup:not([hidden])').waitFor();
    await page.click('#mode-bots');
    await page.click('#setup-bot-list li:last-child button');
    await page.selectOption('[data-bot-seat="0"]', 'search');
    await page.selectOption('#setup-rounds', '1');
    await page.uncheck('#setup-teach');
    await page.click('[data-action="start-game"]');
    for (let turn = 0; turn < 8; turn++) {
      await page.waitForFunction(
        () =>
          ['play', 'bonus', 'round-over', 'game-over'].includes(document.getElementById('screen-game')!.dataset.phase!),
        null,
        { timeout: 60_000 },
      );
      const phase = await page.getAttribute('#screen-game', 'data-phase');
      if (phase !== 'play' && phase !== 'bonus') break;
      await page.waitForTimeout(DOUBLE_TAP_MS);
      await page.click('[data-action="hint"]');
      const drafted = (await page.locator('[data-draft]').count()) > 0;
      await page.click(
        drafted ? '[data-action="place"]' : phase === 'bonus' ? '[data-action="skip-bonus"]' : '[data-action="pass"]',
      );
      await page.waitForFunction(() => document.getElementById('screen-game')!.dataset.phase !== 'bot', null, {
        timeout: 60_000,
      });
    }
    const shown = await page.evaluate(() => (window as unknown as { shown: { t: number; phase: string }[] }).shown);
    const steps = shown.slice(1).flatMap((s, i) => (shown[i]!.phase === 'bot' ? [s.t - shown[i]!.t] : []));
    return [
      {
        name: `play page at 390 × 844: a search bot's move, thought, saved and drawn, median of ${steps.length}`,
        value: median(steps),
        unit: 'ms',
        aim: '< 1000 ms',
      },
      {
        name: "play page at 390 × 844: a search bot's move, slowest",
        value: Math.max(...steps),
        unit: 'ms',
        aim: '< 1000 ms',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

export default async function benchPlay(): Promise<BenchRow[]> {
  const rows = botChoices();
  if (!existsSync(join(SITE, 'play', 'index.html'))) {
    process.stderr.write('play: no built site in output/classic/site (run npm run build): page rows left out\n');
    return [...rows, ...(await searchInPage())];
  }
  return [...rows, ...scriptSizes(), ...(await botsInPage()), ...(await searchInPage())];
}

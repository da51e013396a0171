// How the Play page looks and reads in each of its main states: the setup; a person's turn against
// the bots with a lesson shown; a card of the hand chosen with its cells marked; a card drafted with
// its points on Place; a bot playing; the cover between two people passing one phone; a round over;
// the game over with the per-icon table; the replay. Each is checked at 390 × 844 and 1280 × 800, in
// light, in dark from the device and in dark from the site's switch over a light device: no serious
// or critical axe-core violation, every visible control at least 44 px each way and named, no text
// cut off, the dark colours in dark; and at 320 px wide the same, nothing scrolling sideways. Also: the
// message line holds every message of a game, a card placed with the keyboard alone, the names a
// screen reader reads (the hand's cards, a bot's move said aloud), the page and its bots' thread
// opened with the network cut after one visit, and no console error anywhere. With
// JIBE_PLAY_SHOTS=<folder> it writes a screenshot of each state in each setting.
// A state is reached once and then looked at in every size and colour (the viewport resized, the
// colours switched); a round over is a game played in Node and stored in the page. So the file plays
// one game of one round through the page, by the hint, and starts three more, and stays quick.

import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, type ExpectStatic, inject, it } from 'vitest';
import { type BotName, compileRules, nextRandom } from '../../engine/index.ts';
import {
  botAction,
  botRng,
  formatSavedPlay,
  newPlay,
  nextOf,
  nowOf,
  type PlayedGame,
  playAction,
  replayPlay,
  type Seat,
} from '../../site/src/play/play-game.ts';
import { describeStep } from '../../site/src/play/describe.ts';
import { cardName } from '../../site/src/table/card-name.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { type FileBrowser, VIEWPORTS } from '../support/browser.ts';
import { classicDeck } from '../support/classic.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { withSiteAndBrowser } from '../support/site-browser.ts';
import { tap } from '../score/tap.ts';
import { dismissLesson, playByHints, setUp } from './play-page.ts';

const SHOTS = process.env.JIBE_PLAY_SHOTS;
/** The narrowest phone the page is made for: nothing may scroll sideways at this width. */
const NARROW = { width: 320, height: 640 } as const;
/** The page's background in its dark colours (the site's --bg). */
const DARK_BACKGROUND = 'rgb(22, 24, 29)';
const rules = compileRules(classicDeck);

let server: StaticServer;
let browser: FileBrowser;

withSiteAndBrowser((s, b) => {
  [server, browser] = [s, b];
});

/** What the page's bots' thread was asked and answered; while `hold` is set, questions wait in `held`. */
interface BotWatch {
  /** Questions for a bot's move (the thread is also sent the game alone, to catch up: not counted). */
  asked: number;
  /** Moves it answered with. */
  answered: number;
  /** Errors of the thread, and questions it answered with an error. */
  failed: number;
  hold: boolean;
  held: (() => void)[];
}

/**
 * Watches the bots' thread from inside the page: counts the moves it was asked for and answered and
 * its failures, and can hold the questions back, so that a bot stays "playing" as long as the checks
 * take (with reduced motion a bot's turn lasts 150 ms, less than one axe-core run).
 */
function watchBots(): void {
  const w = window as unknown as { jibeBots: BotWatch };
  w.jibeBots = { asked: 0, answered: 0, failed: 0, hold: false, held: [] };
  // A bot held back is not late: the page's time limit for a move is lifted for the checks.
  addEventListener('DOMContentLoaded', () => {
    const app = document.getElementById('play-app');
    if (app) app.dataset.botTimeLimit = String(60 * 60 * 1000);
  });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (e: MessageEvent) => {
        if (e.data?.error !== undefined) w.jibeBots.failed++;
        else if (e.data?.action) w.jibeBots.answered++;
      });
      this.addEventListener('error', () => w.jibeBots.failed++);
    }
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const send = () => super.postMessage(message, options as StructuredSerializeOptions);
      const bot = (message as { bot?: unknown } | null)?.bot;
      if (bot === null || bot === undefined) return send();
      w.jibeBots.asked++;
      if (w.jibeBots.hold) w.jibeBots.held.push(send);
      else send();
    }
  };
}

const botWatch = (page: Page): Promise<Omit<BotWatch, 'held'> & { held: number }> =>
  page.evaluate(() => {
    const { held, ...rest } = (window as unknown as { jibeBots: BotWatch }).jibeBots;
    return { ...rest, held: held.length };
  });

/** Holds the bots' questions from now on (true) or lets them go again, every one held sent (false). */
const holdBots = (page: Page, hold: boolean): Promise<void> =>
  page.evaluate((on) => {
    const bots = (window as unknown as { jibeBots: BotWatch }).jibeBots;
    bots.hold = on;
    if (!on) for (const send of bots.held.splice(0)) send();
  }, hold);

/** Sends the first question held back, holding the ones after. */
const releaseOneBot = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { jibeBots: BotWatch }).jibeBots.held.shift()?.());

/**
 * Records each message of the game's message line (two lines high, the rest hidden) that does not
 * fit it, with the width of the screen, as the page shows them all game long: the bots' moves, the
 * hints, the refusals.
 */
function watchMessages(): void {
  const w = window as unknown as { jibeCutMessages: string[] };
  w.jibeCutMessages = [];
  addEventListener('DOMContentLoaded', () => {
    const line = document.getElementById('p-message');
    if (line === null) return;
    new MutationObserver(() => {
      if (line.textContent !== '' && line.scrollHeight > line.clientHeight + 1)
        w.jibeCutMessages.push(`${innerWidth} px: ${line.textContent}`);
    }).observe(line, { subtree: true, childList: true, characterData: true });
  });
}

const cutMessages = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { jibeCutMessages: string[] }).jibeCutMessages);

/** Where the game stands, for a failure's message: its phase, actions and message, and the bots' thread. */
const describeGame = async (page: Page): Promise<string> =>
  JSON.stringify({
    phase: await page.getAttribute('#screen-game', 'data-phase'),
    actions: await page.getAttribute('#screen-game', 'data-actions'),
    message: await page.textContent('#p-message'),
    bots: await botWatch(page),
  });

interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
}

/** A fresh phone (390 × 844, light, motion reduced) on the Play page, its console and bots' thread watched. */
async function openPlay(viewport: { width: number; height: number } = VIEWPORTS.phone): Promise<Visit> {
  const context = await browser.newContext({
    viewport,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchBots);
  await context.addInitScript(watchMessages);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // The service worker blocked here: the page says so as a warning, never an error.
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  await page.goto(`${server.url}play/`);
  await page.locator('#screen-setup:not([hidden])').waitFor();
  return { page, context, errors };
}

/** The next two frames: what a resize or a change of colours set off is drawn by then. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Visible controls smaller than 44 px, text cut off (by its own box or any box around it that hides
 * what overflows, or the screen's edge), and a page wider than the screen.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const html = document.documentElement;
    if (html.scrollWidth > html.clientWidth) problems.push(`page ${html.scrollWidth} px wide in ${html.clientWidth}`);
    const open = document.querySelector('dialog[open]');
    const scope = open ?? document;
    const nameOf = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const data = ['data-action', 'data-card', 'data-cell']
        .filter((a) => el.hasAttribute(a))
        .map((a) => `[${a}=${el.getAttribute(a)}]`)
        .join('');
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.tagName.toLowerCase()}${id}${data} "${text}"`;
    };
    // The board's cells are smaller than a finger only while the whole table shows: a tap there zooms in first.
    const overview = document.getElementById('p-fit')?.getAttribute('aria-pressed') === 'true';
    const controls = scope.querySelectorAll(
      'button, select, input:not(.visually-hidden), label.button, a.button, summary, [role="button"]',
    );
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]') !== null) continue;
      if (overview && el.matches('[data-cell]')) continue;
      // A check box or radio button is tapped through its whole label.
      const target = el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width < 44 || box.height < 44)
        problems.push(`${nameOf(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) problems.push(`${nameOf(el)} text cut off`);
    }
    // Each piece of text against the boxes around it that hide what overflows them. Inside a box that
    // scrolls, the text can be scrolled to: that box itself is held against the boxes around it.
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const walker = document.createTreeWalker(open ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el === null || (node.textContent ?? '').trim() === '') continue;
      // The board is a map that pans: a card's text at its edge is meant to be cut. Hidden text is for screen readers.
      if (el.closest('svg, .visually-hidden, script, style, noscript, [inert], option') !== null) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (boxes.length === 0) continue;
      const fault = (): string | null => {
        for (let a: Element | null = el; a !== null && a !== html; a = a.parentElement) {
          const style = getComputedStyle(a);
          const [x, y] = [style.overflowX, style.overflowY];
          if (!hides(x) && !hides(y) && !scrolls(x) && !scrolls(y)) continue;
          const b = a.getBoundingClientRect();
          const clip = {
            left: b.left + Number.parseFloat(style.borderLeftWidth),
            right: b.right - Number.parseFloat(style.borderRightWidth),
            top: b.top + Number.parseFloat(style.borderTopWidth),
            bottom: b.bottom - Number.parseFloat(style.borderBottomWidth),
          };
          const outX = boxes.some((r) => r.left < clip.left - 1 || r.right > clip.right + 1);
          const outY = boxes.some((r) => r.top < clip.top - 1 || r.bottom > clip.bottom + 1);
          if ((hides(x) && outX) || (hides(y) && outY)) return `cut by ${nameOf(a)}`;
          if (scrolls(x) || scrolls(y)) boxes = [b];
        }
        if (boxes.some((r) => r.left < -1 || r.right > html.clientWidth + 1)) return 'past the edge of the screen';
        if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) return 'ellipsised';
        return null;
      };
      const why = fault();
      if (why !== null) problems.push(`text "${node.textContent!.trim().slice(0, 30)}" ${why}`);
    }
    return problems;
  });
}

/** The roles of controls, each of which must have a name a screen reader reads out. */
const CONTROL_ROLES = new Set([
  'button',
  'checkbox',
  'radio',
  'combobox',
  'textbox',
  'searchbox',
  'slider',
  'spinbutton',
  'link',
  'switch',
  'menuitem',
  'tab',
  'listbox',
]);

/** The controls in the accessibility tree (as Chromium builds it for a screen reader) that have no name. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }[];
    };
    const unnamed = nodes.filter(
      (n) => !n.ignored && CONTROL_ROLES.has(String(n.role?.value)) && String(n.name?.value ?? '').trim() === '',
    );
    const described: string[] = [];
    for (const n of unnamed) {
      const { node } = (await cdp.send('DOM.describeNode', { backendNodeId: n.backendDOMNodeId })) as {
        node: { localName: string; attributes?: string[] };
      };
      described.push(`${n.role?.value} <${node.localName} ${(node.attributes ?? []).join(' ')}>`);
    }
    return described;
  } finally {
    await cdp.detach();
  }
}

type Scheme = 'light' | 'dark' | 'switch-dark';
const SCHEMES: Scheme[] = ['light', 'dark', 'switch-dark'];

/** Sets the colours: the device's light or dark, or the site's switch set to dark on a light device (as the switch does it). */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'dark' : 'light' });
  await page.evaluate((dark) => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'auto';
  }, scheme === 'switch-dark');
}

/**
 * Looks at the state the page is in at each size and in each colour setting, then puts the page back
 * as it was (390 × 844, light). A test running beside others passes its own expect; every problem
 * is reported (expect.soft), so one run shows them all.
 */
async function check(expect: ExpectStatic, page: Page, state: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      await frames(page);
      const where = `${state}, ${size}, ${scheme}`;
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `${state}-${size}-${scheme}.png`) });
      expect.soft(await layoutProblems(page), where).toEqual([]);
      expect.soft(await findSeriousViolations(page), where).toEqual([]);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (scheme === 'light') expect.soft(background, where).not.toBe(DARK_BACKGROUND);
      else expect.soft(background, where).toBe(DARK_BACKGROUND);
    }
  }
  expect.soft(await unnamedControls(page), `${state}: controls without a name`).toEqual([]);
  await useScheme(page, 'light');
  await page.setViewportSize(NARROW);
  await frames(page);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${state}-narrow-light.png`) });
  expect.soft(await layoutProblems(page), `${state}, 320 px wide`).toEqual([]);
  await page.setViewportSize(VIEWPORTS.phone);
  await frames(page);
}

const phase = (page: Page) => page.getAttribute('#screen-game', 'data-phase');

/**
 * Chooses each card of the hand in turn (`choose` says how: a tap, the keyboard) until one has cells
 * marked where it fits; returns it, or '' when none fits anywhere.
 */
async function chooseFittingCard(page: Page, choose: (card: string) => Promise<void>): Promise<string> {
  const hand = await page.$$eval('#p-hand [data-card]', (els) => els.map((e) => e.getAttribute('data-card')!));
  for (const card of hand) {
    await choose(card);
    await page.locator(`#p-hand [data-card="${card}"][aria-pressed="true"]`).waitFor();
    if ((await page.locator('#p-board .cell.legal').count()) > 0) return card;
  }
  return '';
}

/** Makes a move (`press` says how: Pass or Place, tapped or from the keyboard) and waits until it is recorded. */
async function recordMove(page: Page, press: () => Promise<void>): Promise<void> {
  const actions = await page.getAttribute('#screen-game', 'data-actions');
  await press();
  await page.waitForFunction((n) => document.getElementById('screen-game')!.dataset.actions !== n, actions);
}

/** Waits until the game waits on a person to play (their turn, or the core bonus). */
const personToPlay = (page: Page) =>
  page.waitForFunction(() => ['play', 'bonus'].includes(document.getElementById('screen-game')?.dataset.phase ?? ''));

/** A game of `seats` played in Node, every seat choosing as its bot would (a person as the greedy bot), until `rounds` are over. */
function playInNode(seats: Seat[], rounds: number, played: number): PlayedGame {
  // The engine's own seeded generator: the same game every run.
  let state = 2025;
  const random = () => {
    const [x, next] = nextRandom(state);
    state = next;
    return x;
  };
  const id = `look-${seats.length}-${played}-of-${rounds}`;
  const saved = newPlay(classicDeck, { seats, rounds, teaching: false }, id, Date.UTC(2025, 0, 1), random);
  const replayed = replayPlay(rules, saved);
  if (!replayed.ok) throw new Error(replayed.error);
  let g: PlayedGame = replayed.value;
  for (;;) {
    const next = nextOf(g);
    if (next.kind === 'over' || (next.kind === 'start-round' && nowOf(g).results.length === played)) return g;
    const action =
      next.kind === 'start-round'
        ? { type: 'start-round' as const, start: next.start }
        : botAction(nowOf(g), (next.kind === 'bot' ? next.bot : 'greedy') as BotName, botRng(g.saved));
    const step = playAction(g, action, Date.UTC(2025, 0, 1));
    if (!step.ok) throw new Error(step.error.message);
    g = step.value;
  }
}

/** A game as the page stores it, its first `played` rounds over: a game to open at a round's end without playing it through the page. */
function storedGame(seats: Seat[], rounds: number, played: number): { id: string; text: string } {
  const g = playInNode(seats, rounds, played);
  return { id: g.saved.id, text: formatSavedPlay(g.saved) };
}

/**
 * The longest things the message line says of a move (describe.ts), over a whole game of six seats
 * with the longest of the bots' names: what the line must hold on the narrowest phone.
 */
function longestMoveMessages(count: number): string[] {
  const bots: BotName[] = ['careful', 'careful', 'random', 'random', 'greedy'];
  const names = ['Careful 1', 'Careful 2', 'Random 1', 'Random 2', 'Greedy'];
  const g = playInNode([{ name: 'You', bot: null }, ...bots.map((bot, i) => ({ name: names[i]!, bot }))], 1, 1);
  const said = g.saved.actions.map((action, i) => describeStep(g.states[i]!, g.states[i + 1]!, action));
  return [...new Set(said)].sort((a, b) => b.length - a.length).slice(0, count);
}

/** Puts a game in the page's database, as the Play page keeps it (not as the game to reopen). */
function store(page: Page, game: { id: string; text: string }): Promise<void> {
  return page.evaluate(
    (g) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('jibe-play');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction('games', 'readwrite');
          tx.objectStore('games').put(g);
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    game,
  );
}

// The three games are independent pages (a context each), played side by side: each waits on
// Chromium (and on the bots' thread) as much as it works.
describe.concurrent('the Play page', () => {
  it('against two bots with teaching on: the setup, a lesson, a card chosen, a draft, a bot playing, the game over, the replay', async ({
    expect,
  }) => {
    const { page, context, errors } = await openPlay();
    await check(expect, page, 'setup');

    await setUp(page, { bots: ['greedy', 'joker'], rounds: 1, teaching: true });
    await personToPlay(page);
    await page.locator('#p-lesson').waitFor();
    await check(expect, page, 'lesson');
    while (await page.isVisible('#p-lesson')) await dismissLesson(page);

    // What a screen reader reads for each card of the hand (the names Chromium's accessibility tree
    // gives the buttons): the card's name and its value.
    const hand = await page.$$eval('#p-hand [data-card]', (els) => els.map((e) => e.getAttribute('data-card')!));
    expect(hand.length).toBeGreaterThan(0);
    const names = await page.locator('#p-hand').ariaSnapshot();
    for (const id of hand) {
      const value = rules.cards[rules.cardIndex.get(id)!]!.value;
      const read = names.split('\n').filter((line) => line.includes(`button "${cardName(rules, id)}`));
      expect(read, `${id} in ${names}`).not.toEqual([]);
      for (const line of read) expect(line, id).toMatch(new RegExp(`\\b${value}\\b`));
    }

    // A card of the hand that fits somewhere: chosen, its cells marked. A hand with no card that fits
    // (none carries an icon of the table's) passes, and the next turn is tried.
    let chosen = '';
    for (let turn = 0; chosen === '' && turn < 12; turn++) {
      await personToPlay(page);
      while (await page.isVisible('#p-lesson')) await dismissLesson(page);
      chosen = await chooseFittingCard(page, (id) => tap(page, `#p-hand [data-card="${id}"]`));
      if (chosen === '') await recordMove(page, () => tap(page, '[data-action="pass"]'));
    }
    expect(chosen, `a card of a hand that fits: ${await describeGame(page)}`).not.toBe('');
    expect(await page.getAttribute(`#p-hand [data-card="${chosen}"]`, 'aria-pressed')).toBe('true');
    await check(expect, page, 'card-chosen');

    // Drafted on a marked cell in sight (tapped there), or else by the hint: its points on Place.
    const cell = await page.$$eval('#p-board .cell.legal', (els) =>
      els
        .filter((el) => {
          const b = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2));
        })
        .map((el) => el.getAttribute('data-cell')!),
    );
    await tap(page, cell.length > 0 ? `[data-cell="${cell[0]}"]` : '[data-action="hint"]');
    await page.locator('[data-draft]').waitFor();
    expect(await page.textContent('[data-action="place"]')).toMatch(/^Place \+\d+$/);
    await check(expect, page, 'draft');

    // Placed; the bots' questions held, so a bot stays playing while it is looked at.
    const actions = Number(await page.getAttribute('#screen-game', 'data-actions'));
    await holdBots(page, true);
    await recordMove(page, () => tap(page, '[data-action="place"]'));
    // A core card placed earns the core bonus: the same person plays again, or skips it.
    if ((await phase(page)) === 'bonus') await tap(page, '[data-action="skip-bonus"]');
    await expect
      .poll(() => botWatch(page).then((b) => b.held))
      .toBe(1)
      .catch(async (e: Error) => {
        throw new Error(`no bot asked after the move: ${await describeGame(page)}`, { cause: e });
      });
    expect(await phase(page)).toBe('bot');
    expect(Number(await page.getAttribute('#screen-game', 'data-actions'))).toBeGreaterThan(actions);
    expect(await page.textContent('#p-announce')).toMatch(/^You (placed .+ for \d+ points|skips? the core bonus)/);
    expect(await page.getAttribute('#p-announce', 'aria-live')).toBe('polite');
    expect(await page.textContent('#p-turn')).toBe('Magpie is playing…');
    await check(expect, page, 'bot');
    // The first bot answers; its move is said aloud while the second one thinks.
    await releaseOneBot(page);
    await expect.poll(() => page.textContent('#p-announce')).toMatch(/^Magpie (placed|passes|skips)/);
    await holdBots(page, false);

    expect(await playByHints(page)).toBe('game-over');
    await page.locator('#p-figures-table tbody tr').first().waitFor();
    await check(expect, page, 'game-over');

    await tap(page, '#p-over [data-action="replay"]');
    await expect.poll(() => phase(page)).toBe('replay');
    await tap(page, '[data-action="replay-next"]');
    await expect.poll(() => page.inputValue('#p-replay-step')).toBe('2');
    await check(expect, page, 'replay');

    expect(await cutMessages(page), 'messages cut off during the game').toEqual([]);
    const watch = await botWatch(page);
    expect(watch.answered).toBeGreaterThan(10);
    expect(watch.failed).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('people passing one phone: the setup with a game kept, the cover, a round over, the game menu', async ({
    expect,
  }) => {
    const { page, context, errors } = await openPlay();
    const kept = storedGame(
      [
        { name: 'Ana', bot: null },
        { name: 'Ben', bot: null },
      ],
      2,
      1,
    );
    await store(page, kept);
    await page.reload();
    await page.locator(`#play-games [data-game="${kept.id}"]`).waitFor();
    await tap(page, '#mode-people');
    await page.locator('[data-person="0"]').waitFor();
    await check(expect, page, 'setup-people');

    await setUp(page, { people: ['Ana', 'Ben', 'Cleo'], rounds: 1, teaching: false });
    await expect.poll(() => phase(page)).toBe('cover');
    expect(await page.locator('#p-hand [data-card]').count(), 'cards shown under the cover').toBe(0);
    await check(expect, page, 'cover');
    // The longest moves of a game of six said on the message line, at each width: none cut off.
    const longest = longestMoveMessages(3);
    for (const viewport of [NARROW, VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      const cut = await page.evaluate((texts) => {
        const line = document.getElementById('p-message')!;
        const shown = line.textContent;
        const cut = texts.filter((text) => {
          line.textContent = text;
          return line.scrollHeight > line.clientHeight + 1;
        });
        line.textContent = shown;
        return cut;
      }, longest);
      expect.soft(cut, `the message line at ${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS.phone);

    // The game kept, opened from the list of games: its first round is over.
    await tap(page, '[data-action="games"]');
    await tap(page, `#play-games [data-game="${kept.id}"]`);
    await expect.poll(() => phase(page)).toBe('round-over');
    await page.locator('#p-over [data-action="next-round"]').waitFor();
    await check(expect, page, 'round-over');
    await tap(page, '[data-action="menu"]');
    await page.locator('#play-menu[open]').waitFor();
    await check(expect, page, 'menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keyboard only: from the setup to a card placed with Tab, Enter and Space', async ({ expect }) => {
    const { page, context, errors } = await openPlay(VIEWPORTS.desktop);
    /** Presses Tab (Shift+Tab when `back`) until the focus is on what `selector` names; returns the presses. */
    const tabTo = async (selector: string, back = false, most = 200): Promise<number> => {
      for (let presses = 0; presses <= most; presses++) {
        if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return presses;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      }
      throw new Error(`${selector} not reached with ${back ? 'Shift+' : ''}Tab in ${most} presses`);
    };
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

    // The game the setup offers (two bots, teaching on): its lessons are closed from the keyboard too.
    await tabTo('[data-action="start-game"]');
    await page.keyboard.press('Enter');
    // A card of the hand chosen with Space, then a marked cell reached and tapped with Enter; a hand
    // with no card that fits passes with Enter, and the next turn is tried.
    let drafted = false;
    let actions = 0;
    for (let turn = 0; !drafted && turn < 12; turn++) {
      await personToPlay(page);
      while (await page.isVisible('#p-lesson'))
        await dismissLesson(page, async () => {
          await tabTo('[data-action="lesson-done"]');
          await page.keyboard.press('Enter');
        });
      actions = Number(await page.getAttribute('#screen-game', 'data-actions'));
      const card = await chooseFittingCard(page, async (id) => {
        await tabTo(`#p-hand [data-card="${id}"]`);
        await page.keyboard.press('Space');
      });
      if (card === '') {
        await recordMove(page, async () => {
          await tabTo('[data-action="pass"]');
          await page.keyboard.press('Enter');
        });
        continue;
      }
      await tabTo('#p-board .cell.legal', true);
      await page.keyboard.press('Enter');
      drafted = (await page.locator('[data-draft]').count()) > 0;
      expect(drafted, `a draft after Enter on ${await focused()}`).toBe(true);
    }
    expect(drafted, 'a card of a hand drafted').toBe(true);
    const card = await page.getAttribute('[data-draft]', 'data-draft-card');
    const at = await page.getAttribute('[data-draft]', 'data-draft-cell');
    await tabTo('[data-action="place"]');
    expect(await page.textContent('[data-action="place"]')).toMatch(/^Place \+\d+$/);
    await page.keyboard.press('Enter');
    // The bots may have played after it by the time this looks: more actions, the card on its cell.
    await expect.poll(() => page.getAttribute('#screen-game', 'data-actions').then(Number)).toBeGreaterThan(actions);
    expect(await page.locator(`#p-board [data-card="${card}"][data-at="${at}"]`).count(), 'the card placed').toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline: after one visit the Play page opens with the network cut, and a game starts with its bots', async ({
    expect,
  }) => {
    const site = inject('site');
    // A server of its own, stopped after the first visit: nothing can come from the network after.
    const own = await serveStatic(site.root, site.base);
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      reducedMotion: 'reduce',
      serviceWorkers: 'allow',
    });
    await context.addInitScript(watchBots);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
    await page.goto(`${own.url}play/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await own.close();
    await context.setOffline(true);

    const response = await page.reload({ waitUntil: 'load' });
    expect(response?.ok()).toBe(true);
    await setUp(page, { bots: ['greedy'], rounds: 1, teaching: false });
    // The person plays first or second: either way a bot answers from its thread before long.
    await page.waitForFunction(() =>
      ['play', 'bonus', 'bot'].includes(document.getElementById('screen-game')!.dataset.phase!),
    );
    if ((await botWatch(page)).answered === 0) {
      await personToPlay(page);
      await tap(page, '[data-action="hint"]');
      // The hint's play placed (a core card earns the core bonus: skipped), or a pass when none fits.
      const fits = (await page.locator('[data-draft]').count()) > 0;
      await recordMove(page, () => tap(page, fits ? '[data-action="place"]' : '[data-action="pass"]'));
      if ((await phase(page)) === 'bonus') await tap(page, '[data-action="skip-bonus"]');
    }
    await expect
      .poll(() => botWatch(page).then((b) => b.answered))
      .toBeGreaterThan(0)
      .catch(async (e: Error) => {
        throw new Error(`no bot's move from its thread: ${await describeGame(page)}`, { cause: e });
      });
    expect((await botWatch(page)).failed).toBe(0);
    expect(Number(await page.getAttribute('#screen-game', 'data-actions'))).toBeGreaterThan(1);
    // Failed fetches of the closed server would show as console errors.
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});

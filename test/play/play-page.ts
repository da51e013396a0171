// Playing a game on the Play page through its visible controls only (the README's automation
// contract): the setup, then every turn of the people at the table until the game is over. A person
// plays a card of the hand on a marked cell (or the hint's play, every other turn), turns it at a
// corner now and then, takes the core bonus when one fits, and passes when nothing does.

import { deflateRawSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DOUBLE_TAP_MS } from '../../site/src/table/ui/tap-guard.ts';
import { tap } from '../score/tap.ts';

/** What a game played here cost and saw. */
export interface PlayLog {
  personTurns: number;
  placed: number;
  passes: number;
  hints: number;
  lessons: string[];
  /** The longest a person waited, in ms, from their move to their next turn with the bots between. */
  longestWait: number;
}

const phase = (page: Page) => page.getAttribute('#screen-game', 'data-phase');

/** The hash of a link that opens the Play page on a deck file: `#deck=` and the file, deflated, in base64url. */
export const deckLinkHash = (deckFile: unknown): string =>
  `#deck=${deflateRawSync(Buffer.from(JSON.stringify(deckFile), 'utf8')).toString('base64url')}`;

/** Sets up a game: people's names (the first is the person against the bots when `bots` is given), rounds, teaching. */
export async function setUp(
  page: Page,
  choice: { bots?: string[]; people?: string[]; rounds: number; teaching: boolean },
): Promise<void> {
  await page.locator('#screen-setup:not([hidden])').waitFor();
  if (choice.bots !== undefined) {
    await tap(page, '#mode-bots');
    // Two bots are offered: the list is made as long as asked, then each one chosen.
    while ((await page.locator('#setup-bot-list li').count()) < choice.bots.length) await tap(page, '#setup-add-bot');
    while ((await page.locator('#setup-bot-list li').count()) > choice.bots.length)
      await tap(page, '#setup-bot-list li:last-child button');
    for (const [i, bot] of choice.bots.entries()) await page.selectOption(`[data-bot-seat="${i}"]`, bot);
  } else {
    await tap(page, '#mode-people');
    const names = choice.people!;
    while ((await page.locator('#setup-people-list li').count()) < names.length) await tap(page, '#setup-add-person');
    while ((await page.locator('#setup-people-list li').count()) > names.length)
      await tap(page, '#setup-people-list li:last-child button');
    for (const [i, name] of names.entries()) await page.fill(`[data-person="${i}"]`, name);
  }
  await page.selectOption('#setup-rounds', String(choice.rounds));
  if ((await page.isChecked('#setup-teach')) !== choice.teaching) await tap(page, '#setup-teach');
  await tap(page, '[data-action="start-game"]');
  await page.locator('#screen-game:not([hidden])').waitFor();
}

/** Waits until the game waits on a person (their turn, a bonus, a cover to lift, a round's end) or is over. */
async function settle(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const p = document.getElementById('screen-game')?.dataset.phase;
      return p !== undefined && p !== 'bot';
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  return (await phase(page))!;
}

/** How many lessons the game open on the page has saved as seen (its record in the page's database). */
export function lessonsSaved(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const ask = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    // The site's deck's games, or a linked deck's (a database of its own, named after the deck).
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('jibe-play'));
    const db = await ask(indexedDB.open(name!));
    try {
      const tx = db.transaction(['games', 'meta']);
      const id = await ask(tx.objectStore('meta').get('current-play'));
      const game = await ask(tx.objectStore('games').get(id));
      return (JSON.parse(game.text) as { lessons: string[] }).lessons.length;
    } finally {
      db.close();
    }
  });
}

/**
 * Closes the lesson shown ("Got it", tapped unless `press` says how) and waits until it is saved as
 * seen; returns its title. The box goes at once but the save takes a moment, and a move saved in that
 * moment is refused as "changed in another tab" (the page saves the two apart), so a player's next
 * move waits for it here.
 */
export async function dismissLesson(page: Page, press?: () => Promise<void>): Promise<string> {
  const title = (await page.textContent('#p-lesson-title')) ?? '';
  const saved = await lessonsSaved(page);
  if (press !== undefined) await press();
  else {
    // A lesson that follows another has its button where the last one's was: tapped at once, it
    // would be the second half of a double tap, which the page ignores.
    await page.waitForTimeout(DOUBLE_TAP_MS);
    await tap(page, '[data-action="lesson-done"]');
  }
  // Polled here rather than with expect.poll: the helper serves tests that run side by side.
  for (const end = Date.now() + 15_000; (await lessonsSaved(page)) <= saved; await page.waitForTimeout(50))
    if (Date.now() > end) throw new Error(`the lesson "${title}" was not saved as seen`);
  return title;
}

/**
 * Plays every turn of the people by the hint, the quickest way through a game: the hint's play
 * placed, else the bonus skipped or a pass. Stops when the game is over, or at the end of a round
 * when `stopAtRoundEnd`; returns the phase it stopped at.
 */
export async function playByHints(page: Page, stopAtRoundEnd = false): Promise<string> {
  for (let guard = 0; guard < 2000; guard++) {
    const now = await settle(page);
    if (now === 'game-over' || (now === 'round-over' && stopAtRoundEnd)) return now;
    const actions = await page.getAttribute('#screen-game', 'data-actions');
    if (now === 'cover') {
      await tap(page, '[data-action="reveal"]');
      await page.waitForFunction(() => document.getElementById('screen-game')?.dataset.phase !== 'cover');
      continue;
    }
    if (now === 'round-over') await tap(page, '[data-action="next-round"]');
    else if (await page.isVisible('#p-lesson')) {
      await dismissLesson(page);
      continue;
    } else {
      await tap(page, '[data-action="hint"]');
      if ((await page.locator('[data-draft]').count()) > 0) await tap(page, '[data-action="place"]');
      else await tap(page, now === 'bonus' ? '[data-action="skip-bonus"]' : '[data-action="pass"]');
    }
    // A move the page refused leaves the actions as they were: its message says why.
    await page
      .waitForFunction((n) => document.getElementById('screen-game')?.dataset.actions !== n, actions, {
        timeout: 20_000,
      })
      .catch(async (e: Error) => {
        const said = await page.textContent('#p-message');
        throw new Error(`no move recorded after ${actions} actions (${now}): "${said}"; ${e.message}`);
      });
  }
  throw new Error('the game did not end');
}

/** Plays every turn of the people until the game is over. */
export async function playToTheEnd(page: Page): Promise<PlayLog> {
  const log: PlayLog = { personTurns: 0, placed: 0, passes: 0, hints: 0, lessons: [], longestWait: 0 };
  let moved = Date.now();
  for (let guard = 0; guard < 2000; guard++) {
    const now = await settle(page);
    if (now === 'game-over') return log;
    if (now === 'round-over') {
      await tap(page, '[data-action="next-round"]');
      moved = Date.now();
      continue;
    }
    if (now === 'cover') {
      await tap(page, '[data-action="reveal"]');
      continue;
    }
    log.longestWait = Math.max(log.longestWait, Date.now() - moved);
    if (await page.isVisible('#p-lesson')) {
      log.lessons.push(await dismissLesson(page));
      continue;
    }
    const actions = await page.getAttribute('#screen-game', 'data-actions');
    log.personTurns++;
    if (await choosePlay(page, log, now === 'bonus')) {
      await tap(page, '[data-action="place"]');
      log.placed++;
    } else if (now === 'bonus') await tap(page, '[data-action="skip-bonus"]');
    else {
      await tap(page, '[data-action="pass"]');
      log.passes++;
    }
    await page.waitForFunction((n) => document.getElementById('screen-game')?.dataset.actions !== n, actions);
    moved = Date.now();
  }
  throw new Error('the game did not end');
}

/**
 * Drafts a play for the person to move: every other turn the hint's, else a card of the hand on its
 * first marked cell, turned at the corner of another legal rotation when it has one. False when no
 * card of the hand fits anywhere.
 */
async function choosePlay(page: Page, log: PlayLog, bonus: boolean): Promise<boolean> {
  if (log.personTurns % 2 === 0) {
    await tap(page, '[data-action="hint"]');
    log.hints++;
    if ((await page.locator('[data-draft]').count()) > 0) return true;
    return false;
  }
  const cards = await page.$$eval('#p-hand [data-card]', (els) => els.map((e) => e.getAttribute('data-card')!));
  for (const card of cards) {
    await tap(page, `#p-hand [data-card="${card}"]`);
    let cells = await reachableLegalCells(page);
    if (cells.length === 0 && (await page.locator('#p-board .cell.legal').count()) > 0) {
      // The marked cells are all out of sight (or under the map): the whole table shows them.
      await tap(page, '[data-action="overview"]');
      cells = await reachableLegalCells(page);
    }
    if (cells.length === 0) continue;
    await tap(page, `[data-cell="${cells[0]}"]`);
    const draft = page.locator('[data-draft]');
    // From the whole table, a tap shows that part at a size a finger can play; then the cell is tapped again.
    if (
      !(await draft.waitFor({ timeout: 1000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await page.waitForTimeout(DOUBLE_TAP_MS);
      await tap(page, `[data-cell="${cells[0]}"]`);
    }
    await draft.waitFor();
    const rotations = (await draft.getAttribute('data-draft-rotations'))!.split(' ').map(Number);
    const current = Number(await draft.getAttribute('data-draft-rotation'));
    const other = rotations.find((r) => r !== current);
    if (other !== undefined && !bonus) {
      // A tap at the corner where the notch should point: rotation k at 30° + 60° × k from east.
      const hex = await stillBox(page, '[data-draft] .card-edge');
      const angle = ((30 + 60 * other) * Math.PI) / 180;
      const r = hex.height / 2;
      await page.mouse.click(
        hex.x + hex.width / 2 + 0.7 * r * Math.cos(angle),
        hex.y + hex.height / 2 - 0.7 * r * Math.sin(angle),
      );
      await expect.poll(() => draft.getAttribute('data-draft-rotation')).toBe(String(other));
    }
    return true;
  }
  return false;
}

/** The cells marked for the card chosen that a finger can tap at their centre (in sight, under no control). */
function reachableLegalCells(page: Page): Promise<string[]> {
  return page.$$eval('#p-board .cell.legal', (els) =>
    els
      .filter((el) => {
        const b = el.getBoundingClientRect();
        const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
        return hit !== null && el.contains(hit);
      })
      .map((e) => e.getAttribute('data-cell')!),
  );
}

/** An element's box once it has stayed put for a frame: the board may still be moving the draft into view. */
async function stillBox(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(async (css) => {
    const box = () => {
      const b = document.querySelector(css)!.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    };
    for (let tries = 0; ; tries++) {
      const before = box();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const after = box();
      if (JSON.stringify(before) === JSON.stringify(after) || tries > 20) return after;
    }
  }, selector);
}

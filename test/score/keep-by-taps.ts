// A whole seeded game kept on the score page through the automation contract of the README only,
// as a player at the table would keep it, every tap counted: a play is its cell (its place on the
// map first when it is out of sight), its face among those offered (a tap on one of its icons on
// the pad first when it is below the panel's fold), a tap on the draft's corner when it does not
// lie as played, and Place. Passes, skipped bonuses, round starts and the hands are counted apart.

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameState, Placement, Rules } from '../../engine/index.ts';
import { cellCentre } from '../../site/src/table/board.ts';
import { expectAttribute } from './score-page.ts';
import type { SeededStep } from './seeded-game.ts';
import { tap as tapControl } from './tap.ts';

/** What one game cost in taps. */
export interface TapCounts {
  /** Taps of each ordinary play (and bonus card). */
  plays: number[];
  /** Per play: taps on the map or the whole table, on the pad, and on the draft to turn it. */
  extras: { map: number; pad: number; turn: number; rotations: number }[];
  /** Plays whose face was still below the panel's fold after the pad: a scroll. */
  scrolls: number;
  /** How many faces the panel offered at each play. */
  offered: number[];
  simple: number[];
  handCards: number;
  handTaps: number;
  /** Taps on the hand entry's icon filter: a card below the faces in view found by its icon, or the filter let go. */
  handScrolls: number;
  startTaps: number;
  endTaps: number;
  mapUses: number;
  overviewUses: number;
  smallestCell: number;
  /** Milliseconds from the tap on Place to the play saved and shown, as the test sees it. */
  shownAfter: number[];
}

/** Waits until the page has saved and shown the given number of actions: looked at in the page each frame. */
export async function waitForActions(page: Page, n: number, timeout?: number): Promise<void> {
  await page.waitForFunction((count) => document.getElementById('screen-game')?.dataset.actions === String(count), n, {
    polling: 'raf',
    timeout,
  });
}

/** Whether a control can be tapped at its centre (on screen, not under another control), and its smaller side. */
function lookAt(page: Page, selector: string, within = '#g-board'): Promise<{ reachable: boolean; min: number }> {
  return page.locator(selector).evaluate((el, area) => {
    const box = el.getBoundingClientRect();
    const around = document.querySelector(area)!.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const min = Math.min(box.width, box.height);
    if (x < around.left || x > around.right || y < around.top || y > around.bottom) return { reachable: false, min };
    const hit = document.elementFromPoint(x, y);
    return { reachable: hit !== null && el.contains(hit), min };
  }, within);
}

/**
 * Brings a cell out of sight into view with one tap: its place on the map of the table, or, without
 * a map, the whole table. Says which it took (null: the cell was in sight) and the cell's smaller side.
 */
export async function bringCellIntoView(
  page: Page,
  q: number,
  r: number,
): Promise<{ via: 'map' | 'overview' | null; min: number }> {
  const cell = `[data-cell="${q},${r}"]`;
  const seen = await lookAt(page, cell);
  if (seen.reachable) return { via: null, min: seen.min };
  const map = await page.getAttribute('[data-minimap]', 'data-minimap').catch(() => null);
  if (map !== null) {
    // data-minimap: the map's left and top on the board, its scale, and the board point at its corner.
    const [left, top, scale, x0, y0] = map.split(' ').map(Number) as [number, number, number, number, number];
    const board = (await page.locator('#g-board').boundingBox())!;
    const { x, y } = cellCentre(q, r);
    await page.mouse.click(board.x + left + (x - x0) * scale, board.y + top + (y - y0) * scale);
  } else await tapControl(page, '[data-action="overview"]');
  const after = await lookAt(page, cell);
  expect(after.reachable, `cell ${q},${r} in sight after the ${map === null ? 'whole table' : 'map'}`).toBe(true);
  return { via: map === null ? 'overview' : 'map', min: after.min };
}

/** Keeps a seeded game on the page, from its first round's start (a link's game) to its end. */
export async function keepByTaps(page: Page, rules: Rules, steps: readonly SeededStep[]): Promise<TapCounts> {
  const counts: TapCounts = {
    plays: [],
    extras: [],
    scrolls: 0,
    offered: [],
    simple: [],
    handCards: 0,
    handTaps: 0,
    handScrolls: 0,
    startTaps: 0,
    endTaps: 0,
    mapUses: 0,
    overviewUses: 0,
    smallestCell: Number.POSITIVE_INFINITY,
    shownAfter: [],
  };
  let taps = 0;
  const tap = async (selector: string) => {
    await tapControl(page, selector);
    taps++;
  };

  /** Taps a cell: when it is out of sight, first its place on the map (or the whole table, then the cell). */
  async function tapCell(q: number, r: number): Promise<void> {
    const { via, min } = await bringCellIntoView(page, q, r);
    if (via !== null) taps++;
    if (via === 'map') counts.mapUses++;
    if (via === 'overview') counts.overviewUses++;
    counts.smallestCell = Math.min(counts.smallestCell, min);
    await tap(`[data-cell="${q},${r}"]`);
  }

  /** An ordinary play (or a bonus card): cell, face (its icons on the pad first if it is below the fold), the draft's corner if needed, Place. */
  async function place(p: Placement, n: number): Promise<void> {
    const before = taps;
    const mapBefore = counts.mapUses + counts.overviewUses;
    await tapCell(p.q, p.r);
    const extra = { map: counts.mapUses + counts.overviewUses - mapBefore, pad: 0, turn: 0, rotations: 0 };
    const face = `#g-panel [data-card="${p.card}"]`;
    counts.offered.push(await page.locator('#g-panel [data-card]').count());
    for (const icon of rules.cards[rules.cardIndex.get(p.card)!]!.sets) {
      if ((await lookAt(page, face, '#g-panel-list')).reachable) break;
      if ((await page.getAttribute(`#g-pad [data-icon="${icon}"]`, 'aria-pressed')) === 'true') continue;
      await tap(`#g-pad [data-icon="${icon}"]`);
      extra.pad++;
    }
    if (!(await lookAt(page, face, '#g-panel-list')).reachable) counts.scrolls++;
    await tap(face);
    const draft = page.locator('[data-draft]');
    const shown = await draft.evaluate((el) => ({
      card: el.getAttribute('data-draft-card'),
      cell: el.getAttribute('data-draft-cell'),
      rotations: el.getAttribute('data-draft-rotations')!,
      rotation: Number(el.getAttribute('data-draft-rotation')),
    }));
    expect([shown.card, shown.cell]).toEqual([p.card, `${p.q},${p.r}`]);
    const legal = shown.rotations.split(' ').map(Number);
    expect(legal).toContain(p.rotation);
    // A tap on the draft near a corner turns it so that its notch points there: rotation k puts the
    // notch at 30° + 60° × k anticlockwise from east. One tap, at 70 % of the hex's radius.
    if (shown.rotation !== p.rotation) {
      const hex = (await draft.locator('.card-edge').boundingBox())!;
      const radius = hex.height / 2;
      const angle = ((30 + 60 * p.rotation) * Math.PI) / 180;
      await page.mouse.click(
        hex.x + hex.width / 2 + 0.7 * radius * Math.cos(angle),
        hex.y + hex.height / 2 - 0.7 * radius * Math.sin(angle),
      );
      taps++;
      extra.turn++;
    }
    extra.rotations = legal.length;
    counts.extras.push(extra);
    expect(Number(await draft.getAttribute('data-draft-rotation'))).toBe(p.rotation);
    const tapped = Date.now();
    await tap('[data-action="place"]');
    await waitForActions(page, n);
    counts.shownAfter.push(Date.now() - tapped);
    counts.plays.push(taps - before);
  }

  /** The hands at a round's end: each player's cards, one tap each (the entry moves on by itself). */
  async function enterHands(hands: readonly (readonly string[])[], n: number): Promise<void> {
    await expectAttribute(page, '#screen-game', 'data-phase', 'hands');
    const before = taps;
    for (const [seat, hand] of hands.entries()) {
      if (hand.length === 0) continue;
      await expectAttribute(page, `[data-seat="${seat}"]`, 'aria-pressed', 'true');
      for (const id of hand) {
        // Below the faces in view: its icon on the filter first, as a player would, counted.
        const face = `#hands-list [data-card="${id}"]`;
        // Filtered out by the icon tapped for the card before: that icon let go again.
        while ((await page.locator(face).count()) === 0) {
          await tap('#hands-icons [aria-pressed="true"]');
          counts.handScrolls++;
        }
        if (!(await lookAt(page, face, '#hands-list')).reachable) {
          const icon = rules.cards[rules.cardIndex.get(id)!]!.sets[0]!;
          await tap(`#hands-icons [data-icon="${icon}"]`);
          counts.handScrolls++;
        }
        await tap(face);
        counts.handCards++;
      }
    }
    // The last card listed ends the round by itself; a confirmation is tapped only if it did not.
    const ended = await waitForActions(page, n, 3000).then(
      () => true,
      () => false,
    );
    if (!ended) {
      await tap('[data-action="confirm-hands"]');
      await waitForActions(page, n);
    }
    counts.handTaps += taps - before;
  }

  let n = 0;
  for (const { action, after } of steps) {
    if (action.type === 'start-round') {
      const before = taps;
      const core = `#g-over [data-card="${action.start}"]`;
      if ((await page.getAttribute(core, 'aria-pressed')) !== 'true') await tap(core);
      await tap(n === 0 ? '[data-action="start-round"]' : '[data-action="next-round"]');
      await waitForActions(page, ++n);
      counts.startTaps += taps - before;
      continue;
    }
    if (action.type === 'place') await place(action.placement, ++n);
    else if (action.type === 'pass' || action.type === 'skip-bonus') {
      const before = taps;
      await tap(`[data-action="${action.type}"]`);
      await waitForActions(page, ++n);
      counts.simple.push(taps - before);
    }
    const round = (after as GameState).round!;
    if (round.over === null) continue;
    // The dealt game ended the round: the page sees it by itself unless no one could play.
    if (round.over === 'blocked') {
      const before = taps;
      await tap('[data-action="end-round"]');
      await tap('[data-action="confirm-end"]');
      counts.endTaps += taps - before;
    }
    await enterHands(round.finalHands!, ++n);
  }
  await expectAttribute(page, '#screen-game', 'data-phase', 'game-over');
  return counts;
}

/** The median: the middle value, or the mean of the two middle ones. */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

export const percentile = (xs: readonly number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;

/** The counts in a few lines, for the test's output and the closing notes. */
export function describeCounts(c: TapCounts): string {
  const plays = c.plays.length;
  const by = [...new Set(c.plays)]
    .sort((a, b) => a - b)
    .map((t) => `${t} taps × ${c.plays.filter((x) => x === t).length}`)
    .join(', ');
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return [
    `plays: ${plays}, taps per play: median ${median(c.plays)}, 90th percentile ${percentile(c.plays, 90)}, max ${Math.max(...c.plays)}, mean ${(sum(c.plays) / plays).toFixed(2)}`,
    `plays by taps: ${by}`,
    `extra taps: on the map or whole table in ${c.extras.filter((e) => e.map > 0).length} plays, on the pad in ${c.extras.filter((e) => e.pad > 0).length} (${sum(c.extras.map((e) => e.pad))} taps), turning the draft in ${c.extras.filter((e) => e.turn > 0).length}`,
    `faces offered at the tapped cell: median ${median(c.offered)}, max ${Math.max(...c.offered)}; still below the fold after the pad (a scroll): ${c.scrolls} plays`,
    `passes and skipped bonuses: ${c.simple.length}, taps: ${sum(c.simple)}`,
    `hands: ${c.handCards} cards in ${c.handTaps} taps (${(c.handTaps / Math.max(1, c.handCards)).toFixed(2)} a card, the confirmation included; ${c.handScrolls} of them on the icon filter)`,
    `round starts: ${c.startTaps} taps; rounds ended by hand: ${c.endTaps} taps`,
    `smallest cell tapped: ${c.smallestCell.toFixed(1)} px`,
    `a play shown after the tap on Place: median ${median(c.shownAfter)} ms, 90th percentile ${percentile(c.shownAfter, 90)} ms, max ${Math.max(...c.shownAfter)} ms`,
  ].join('\n');
}

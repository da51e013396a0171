// Editing a past play on the real page at 390 × 844, only through the automation contract of the
// README: a play in the middle of a round changed from the history (data-action="edit"), the game
// continued and ended, and the scores equal the engine's replay of the corrected game and `jibe
// replay` of the exported record; then an edit that makes a later turn illegal, which the page holds
// for correction (data-held, the history's marked rows) instead of dropping it, and undo over both.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  applyAction,
  compileRules,
  computeStandings,
  createGame,
  listLegal,
  type Action,
  type GameState,
  type Placement,
} from '../../engine/index.ts';
import { computeHandSizes } from '../../site/src/score/hand-sizes.ts';
import { findSeriousViolations } from '../support/axe.ts';
import { connectBrowser, type FileBrowser, openWatchedPage } from '../support/browser.ts';
import { serveStatic, type StaticServer } from '../support/serve.ts';
import { deck, replayOpen, unseen } from './play.ts';
import { expectAttribute, replayFile } from './score-page.ts';
import { bringCellIntoView } from './keep-by-taps.ts';
import { tap, tapAgain } from './tap.ts';

const SHOTS = process.env.JIBE_SCORE_SHOTS;
const PLAYERS = ['Ana', 'Ben'];
const START = 'core-fire';
const rules = compileRules(deck);

let server: StaticServer;
let browser: FileBrowser;
let page: Page;
let errors: string[];
const work = mkdtempSync(join(tmpdir(), 'jibe-score-edit-'));

/** The engine's game after a list of actions, replayed from a new game. */
function replay(actions: readonly Action[]): GameState {
  return replayOpen(rules, PLAYERS, actions);
}

/** The actions of a list that the engine accepts in order, and the first it refuses (or null). */
function fits(actions: readonly Action[]): number {
  const created = createGame(rules, { players: PLAYERS, rounds: 1, mode: 'open' });
  if (!created.ok) throw new Error('set-up');
  let state = created.value;
  for (const [i, action] of actions.entries()) {
    const step = applyAction(state, action);
    if (!step.ok) return i;
    state = step.value;
  }
  return actions.length;
}

/** The legal placements of pair cards in a state, in the engine's order. */
function pairPlays(state: GameState): Placement[] {
  const ids = unseen(state).filter((i) => rules.cards[i]!.kind === 'pair');
  return listLegal(rules, state.round!.table, ids, state.round!.bonusAt).map(({ points: _, ...p }) => p);
}

const phase = () => page.getAttribute('#screen-game', 'data-phase');
const actionsShown = () => page.getAttribute('#screen-game', 'data-actions').then(Number);
const totals = () => page.$$eval('[data-score-seat]', (els) => els.map((e) => Number(e.getAttribute('data-total'))));

/** Taps a cell at its centre; out of sight, first its place on the map of the table (or the whole table). */
async function tapCell(q: number, r: number): Promise<void> {
  await bringCellIntoView(page, q, r);
  // Tapped once it is still and on top: the board may still be moving into its new frame.
  await tap(page, `[data-cell="${q},${r}"]`);
}

/** The cell, the card among those that fit it, the draft turned to the rotation; Place is left to the caller. */
async function draftPlay(p: Placement): Promise<void> {
  await tapCell(p.q, p.r);
  await tap(page, `#g-panel [data-card="${p.card}"]`);
  const draft = page.locator('[data-draft]');
  // One tap at the corner where the notch lies: rotation k puts it 30° + 60° × k anticlockwise from east.
  if (Number(await draft.getAttribute('data-draft-rotation')) !== p.rotation) {
    const hex = (await draft.locator('.card-edge').boundingBox())!;
    const angle = ((30 + 60 * p.rotation) * Math.PI) / 180;
    const reach = 0.7 * (hex.height / 2);
    await page.mouse.click(
      hex.x + hex.width / 2 + reach * Math.cos(angle),
      hex.y + hex.height / 2 - reach * Math.sin(angle),
    );
  }
  expect(await draft.getAttribute('data-draft-card')).toBe(p.card);
  expect(await draft.getAttribute('data-draft-cell')).toBe(`${p.q},${p.r}`);
  expect(Number(await draft.getAttribute('data-draft-rotation'))).toBe(p.rotation);
}

/** A play recorded through the contract; waits until it is saved and shown. */
async function play(p: Placement): Promise<void> {
  const n = await actionsShown();
  await draftPlay(p);
  await tap(page, '[data-action="place"]');
  await expectAttribute(page, '#screen-game', 'data-actions', String(n + 1));
}

/** Opens the history and taps Edit on the entry of the action numbered `n` (1: the round's start). */
async function openEdit(n: number): Promise<void> {
  await tap(page, '[data-action="history"]');
  await tap(page, `#history-list li[data-index="${n}"] [data-action="edit"]`);
  await expectAttribute(page, '#screen-game', 'data-phase', 'edit');
  expect(await page.getAttribute('#screen-game', 'data-edit')).toBe(String(n));
}

/** Starts a new 2-player game of one round from a link, through its start core. */
async function newGame(): Promise<void> {
  await page.goto(`${server.url}score/?players=${PLAYERS.join(',')}&rounds=1`);
  await expectAttribute(page, '#screen-game', 'data-phase', 'round-start');
  await tap(page, `#g-over [data-card="${START}"]`);
  await tap(page, '[data-action="start-round"]');
  await expectAttribute(page, '#screen-game', 'data-actions', '1');
}

/** Plays `count` turns, each a fixed pick among the legal pair plays; returns the actions, the start first. */
async function playTurns(actions: Action[], count: number): Promise<void> {
  for (let t = 0; t < count; t++) {
    const plays = pairPlays(replay(actions));
    const p = plays[(t * 7 + actions.length) % plays.length]!;
    await play(p);
    actions.push({ type: 'place', placement: p });
  }
}

async function shoot(name: string): Promise<void> {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The bar's buttons and the banner are on the screen, nothing is wider than it, axe-core finds nothing serious. */
async function expectUsable(): Promise<void> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) out.push('page wider than the screen');
    for (const el of document.querySelectorAll<HTMLElement>('#g-bar button, #g-edit button')) {
      const box = el.getBoundingClientRect();
      if (box.bottom > innerHeight || box.top < 0) out.push(`${el.id} off the screen`);
      if (box.height < 44) out.push(`${el.id} ${box.height} px tall`);
    }
    return out;
  });
  expect(problems).toEqual([]);
  // In light and dark, with no serious or critical axe-core violation.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await findSeriousViolations(page), scheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

beforeAll(async () => {
  const site = inject('site');
  server = await serveStatic(site.root, site.base);
  browser = await connectBrowser();
  ({ page, errors } = await openWatchedPage(browser, 'phone'));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('editing a past play at 390 × 844, through the automation contract', () => {
  it('edits a play in the middle of a round, continues, and scores as `jibe replay` of the corrected game', async () => {
    await newGame();
    const actions: Action[] = [{ type: 'start-round', start: START }];
    await playTurns(actions, 8);
    // Play 4 (action 5) is changed to another legal play after which every later turn still fits.
    const at = 4;
    const replacement = pairPlays(replay(actions.slice(0, at))).find((p) => {
      const old = actions[at] as Extract<Action, { type: 'place' }>;
      if (JSON.stringify(p) === JSON.stringify(old.placement)) return false;
      const edited = [...actions.slice(0, at), { type: 'place' as const, placement: p }, ...actions.slice(at + 1)];
      return fits(edited) === edited.length;
    })!;
    expect(replacement).toBeDefined();
    // The history at phone width: each play with Edit and Undo to here, every button whole and tall enough.
    await tap(page, '[data-action="history"]');
    const rows = await page.$$eval('#history-list li', (lis) =>
      lis.map((li) =>
        [...li.querySelectorAll('button')].map((b) => {
          const box = b.getBoundingClientRect();
          return { text: b.textContent, fits: box.left >= 0 && box.right <= innerWidth && box.height >= 44 };
        }),
      ),
    );
    expect(rows.flat().every((b) => b.fits)).toBe(true);
    expect(rows.filter((buttons) => buttons.some((b) => b.text === 'Edit'))).toHaveLength(8);
    await shoot('history-plays');
    expect(await findSeriousViolations(page)).toEqual([]);
    await tap(page, '#history-close');
    await openEdit(at + 1);
    // The table as it stood before the play, its cell empty again and ringed, nothing drafted yet.
    const old = (actions[at] as Extract<Action, { type: 'place' }>).placement;
    expect(await page.locator(`#g-board [data-card="${old.card}"]`).count()).toBe(0);
    expect(await page.locator(`[data-cell="${old.q},${old.r}"].hinted`).count()).toBe(1);
    expect(await page.locator('[data-draft]').count()).toBe(0);
    expect(await page.getAttribute('[data-action="cancel-edit"]', 'data-action')).toBe('cancel-edit');
    await expectUsable();
    await shoot('edit');
    await draftPlay(replacement);
    await tap(page, '[data-action="place"]');
    await expectAttribute(page, '#screen-game', 'data-phase', 'play');
    actions[at] = { type: 'place', placement: replacement };
    // Nothing held, nothing dropped: as many actions as before, and the scores of the corrected game.
    expect(await actionsShown()).toBe(actions.length);
    expect(await page.getAttribute('#screen-game', 'data-held')).toBeNull();
    expect(await totals()).toEqual([...replay(actions).round!.points]);
    expect(await page.textContent('#g-message')).toBe('Edited. Every later turn was checked again and still fits.');
    // The game goes on: two more plays, then the round's end with the hands listed.
    await playTurns(actions, 1);
    // A core laid at rotation 4 (a core fits and scores the same in all six), its bonus skipped.
    const coreAt = listLegal(rules, replay(actions).round!.table, [rules.cardIndex.get('core-bulb')!])[0]!;
    const core = { card: 'core-bulb', q: coreAt.q, r: coreAt.r, rotation: 4 };
    await play(core);
    await expectAttribute(page, '#screen-game', 'data-phase', 'bonus');
    await tap(page, '[data-action="skip-bonus"]');
    await expectAttribute(page, '#screen-game', 'data-phase', 'play');
    actions.push({ type: 'place', placement: core }, { type: 'skip-bonus' });
    await tap(page, '[data-action="end-round"]');
    await tap(page, '[data-action="confirm-end"]');
    await expectAttribute(page, '#screen-game', 'data-phase', 'hands');
    const state = replay(actions);
    const left = unseen(state).map((i) => rules.cards[i]!.id);
    const hands = computeHandSizes(state).map((n, seat) => left.filter((_, i) => i % 2 === seat).slice(0, n));
    for (const [seat, hand] of hands.entries()) {
      await expectAttribute(page, `[data-seat="${seat}"]`, 'aria-pressed', 'true');
      for (const id of hand) await tap(page, `#hands-list [data-card="${id}"]`);
    }
    await expectAttribute(page, '#screen-game', 'data-phase', 'game-over');
    actions.push({ type: 'end-round', hands });
    const expected = replay(actions).results[0]!.score;
    const { totals: standing } = computeStandings(PLAYERS, replay(actions).results, rules.options.scoring);
    expect(await totals()).toEqual(standing.map((t) => t.score));
    const [download] = await Promise.all([page.waitForEvent('download'), tap(page, '#export-record')]);
    const file = join(work, 'edited.json');
    await download.saveAs(file);
    expect(replayFile(file).totals.map((t) => t.score)).toEqual(expected);
    // The record is the table: every card at its cell and rotation (the core's as tapped), the edit's included.
    const record = JSON.parse(readFileSync(file, 'utf8')) as { rounds: { turns: unknown[] }[] };
    expect(record.rounds[0]!.turns).toEqual(replay(actions).round!.turns);
    expect(record.rounds[0]!.turns).toContainEqual({ place: core });
    expect(errors).toEqual([]);
  });

  it('holds the turns an edit made illegal, marked for correction, until the first is recorded again; undo steps back over both', async () => {
    await newGame();
    const actions: Action[] = [{ type: 'start-round', start: START }];
    await playTurns(actions, 6);
    // Play 2 (action 3) is changed to the card of play 4, at a place that leaves play 3 legal.
    const later = (actions[4] as Extract<Action, { type: 'place' }>).placement;
    const replacement = listLegal(rules, replay(actions.slice(0, 2)).round!.table, [rules.cardIndex.get(later.card)!])
      .map(({ points: _, ...p }) => p)
      .find((p) => fits([...actions.slice(0, 2), { type: 'place', placement: p }, actions[3]!]) === 4)!;
    expect(replacement).toBeDefined();
    const original = actions.slice();
    // An edit opened and cancelled changes nothing.
    await openEdit(2);
    await tap(page, '[data-action="cancel-edit"]');
    await expectAttribute(page, '#screen-game', 'data-phase', 'play');
    expect(await page.textContent('#g-message')).toBe('Edit cancelled: nothing was changed.');
    expect(await actionsShown()).toBe(7);
    await openEdit(3);
    await draftPlay(replacement);
    await tap(page, '[data-action="place"]');
    await expectAttribute(page, '#screen-game', 'data-held', '3');
    // The start, play 1, the edited play 2 and play 3 in force; plays 4 to 6 held, never dropped.
    expect(await actionsShown()).toBe(4);
    expect(await phase()).toBe('play');
    expect(await page.textContent('#g-message')).toBe(
      'Edited. 3 later turns no longer fit: correct the first to go on.',
    );
    expect(await page.textContent('#g-edit-text')).toMatch(
      /^To correct: .* \(and 2 after it\): .* is already on the table\. Record it as played, or drop it\.$/,
    );
    expect(await page.isDisabled('[data-action="end-round"]')).toBe(true);
    await expectUsable();
    await shoot('held');
    await tap(page, '[data-action="history"]');
    const rows = await page.$$eval('#history-list li.held', (lis) => lis.map((li) => li.textContent ?? ''));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.includes('to correct'))).toBe(true);
    // Every play, pass or skipped bonus in force can be edited from here; the round's start cannot.
    expect(await page.locator('#history-list [data-action="edit"]').count()).toBe(3);
    expect(await page.locator('#history-list li[data-index="1"] [data-action="edit"]').count()).toBe(0);
    await shoot('history');
    expect(await findSeriousViolations(page)).toEqual([]);
    await tap(page, '#history-close');
    // The player records what was really played as play 4; plays 5 and 6 are checked again and follow.
    const corrected = [...actions.slice(0, 2), { type: 'place' as const, placement: replacement }, actions[3]!];
    const fix = pairPlays(replay(corrected)).find(
      (p) => fits([...corrected, { type: 'place', placement: p }, ...original.slice(5)]) === original.length,
    )!;
    expect(fix).toBeDefined();
    await draftPlay(fix);
    await tap(page, '[data-action="place"]');
    await expectAttribute(page, '#screen-game', 'data-actions', '7');
    expect(await page.getAttribute('#screen-game', 'data-held')).toBeNull();
    const final = [...corrected, { type: 'place' as const, placement: fix }, ...original.slice(5)];
    expect(await totals()).toEqual([...replay(final).round!.points]);
    // Undo: the correction first (the held turns come back), then the edit (the game as it was).
    await tap(page, '[data-action="undo"]');
    await expectAttribute(page, '#screen-game', 'data-held', '3');
    expect(await actionsShown()).toBe(4);
    await tapAgain(page, '[data-action="undo"]');
    await expectAttribute(page, '#screen-game', 'data-held', null);
    expect(await actionsShown()).toBe(7);
    expect(await totals()).toEqual([...replay(original).round!.points]);
    // Redo brings the edit back, held turns and all, through a reload.
    await tap(page, '[data-action="redo"]');
    await expectAttribute(page, '#screen-game', 'data-held', '3');
    await page.reload();
    await expectAttribute(page, '#screen-game', 'data-held', '3');
    expect(errors).toEqual([]);
  });

  it("offers the held play's own card for its correction: the cell, then Place", async () => {
    await newGame();
    const actions: Action[] = [{ type: 'start-round', start: START }];
    await playTurns(actions, 4);
    // Play 2 moved elsewhere so that play 3 loses its place (its cell taken or nothing beside it),
    // while play 3's card still fits somewhere.
    const held = (actions[3] as Extract<Action, { type: 'place' }>).placement;
    const choice = pairPlays(replay(actions.slice(0, 2)))
      .map((p) => ({ p, edited: [...actions.slice(0, 2), { type: 'place' as const, placement: p }] }))
      .find(({ p, edited }) => {
        if (p.card === held.card || fits([...edited, actions[3]!]) === 4) return false;
        return pairPlays(replay(edited)).some((q) => q.card === held.card);
      })!;
    expect(choice).toBeDefined();
    await openEdit(3);
    await draftPlay(choice.p);
    await tap(page, '[data-action="place"]');
    await expectAttribute(page, '#screen-game', 'data-held', '2');
    // The held play's card is named already, its possible cells marked: a tap on one, then Place.
    expect(await page.getAttribute('[data-action="open-picker"]', 'aria-label')).toMatch(/^Card played: /);
    const again = pairPlays(replay(choice.edited)).find((q) => q.card === held.card)!;
    await tapCell(again.q, again.r);
    expect(await page.getAttribute('[data-draft]', 'data-draft-card')).toBe(held.card);
    await tap(page, '[data-action="place"]');
    await expectAttribute(page, '#screen-game', 'data-actions', '4');
    expect(await page.getAttribute('#screen-game', 'data-held')).not.toBe('2');
    expect(errors).toEqual([]);
  });
});

// Scan's camera view without a browser: each event's effect on its one state value (scan-state.ts)
// and what the view shows, derived from it: starting, looking, the camera lost and started again,
// set aside and shown again, a long look, a reading's verdict and its offer, the torch, the end.

import { describe, expect, it } from 'vitest';
import {
  initialScan,
  isResting,
  isStale,
  MAX_READINGS,
  reduceScan,
  SCAN_WORDS,
  scanControls,
  type ScanEvent,
  type ScanState,
} from '../../site/src/score/scan/scan-state.ts';

/** Feeds events to the state, one after another. */
const drive = (s: ScanState, ...events: ScanEvent[]): ScanState => events.reduce(reduceScan, s);

const looking = drive(initialScan, { type: 'camera-started', torch: true });
const lost = drive(looking, { type: 'camera-lost' });
const offered = drive(looking, {
  type: 'judged',
  verdict: { state: 'found', text: 'Read for Ana: 5 cards.', done: false, offer: 'List 5 for Ana' },
});
const longLook = drive({ ...looking, readings: MAX_READINGS }, { type: 'rest' });

describe('the camera view opening', () => {
  it('starts with the camera being asked for: no take button, no torch, shown', () => {
    expect(scanControls(initialScan)).toEqual({
      phase: 'starting',
      status: SCAN_WORDS.starting,
      take: null,
      closeQuiet: false,
      torchDisabled: true,
      torchPressed: false,
      shown: true,
    });
  });

  it.each([
    ['with a torch', true, false],
    ['without a torch', false, true],
  ])('looks for the new card once the camera plays, %s', (_, torch, torchDisabled) => {
    const c = scanControls(drive(initialScan, { type: 'camera-started', torch }));
    expect([c.phase, c.status, c.torchDisabled]).toEqual(['looking', SCAN_WORDS.looking, torchDisabled]);
  });

  it('says why the camera did not open, and reads nothing', () => {
    const s = drive(initialScan, { type: 'failed', text: 'This device has no camera to use.' });
    expect([s.phase, s.text, s.open]).toEqual(['error', 'This device has no camera to use.', true]);
  });
});

describe('the camera lost', () => {
  it('says so, turns the torch off and offers to start the camera again; no frame is read', () => {
    const c = scanControls(lost);
    expect([c.phase, c.status, c.take, c.torchDisabled, c.closeQuiet]).toEqual([
      'error',
      SCAN_WORDS.lost,
      SCAN_WORDS.restart,
      true,
      false,
    ]);
    expect(isResting(lost)).toBe(true);
  });

  it('starting it again hides the button and opens the camera; once it plays, frames are read again', () => {
    const restarting = drive(lost, { type: 'restart' });
    expect(scanControls(restarting)).toMatchObject({ phase: 'starting', status: SCAN_WORDS.starting, take: null });
    expect(isResting(restarting)).toBe(true);
    const again = drive(restarting, { type: 'camera-started', torch: false });
    expect([again.phase, again.text, again.lost, isResting(again)]).toEqual([
      'looking',
      SCAN_WORDS.looking,
      false,
      false,
    ]);
  });

  it('a failed start leaves the camera lost and says why', () => {
    const s = drive(lost, { type: 'restart' }, { type: 'failed', text: 'The camera is in use by another app.' });
    expect([s.phase, s.lost, s.take]).toEqual(['error', true, null]);
  });

  it('a reading that came back after the loss is stale, and resting keeps the message', () => {
    expect(isStale(lost)).toBe(true);
    expect(drive(lost, { type: 'rest' })).toBe(lost);
  });
});

describe('set aside and shown again', () => {
  it('hides the view and reads nothing while aside; a reading from before is stale', () => {
    const aside = drive(offered, { type: 'hide' });
    expect([scanControls(aside).shown, isResting(aside), isStale(aside)]).toEqual([false, true, true]);
    expect(drive(aside, { type: 'rest' })).toBe(aside);
  });

  it('shown again, it looks for the next card, its offer gone and its long look counted anew', () => {
    const back = drive({ ...offered, readings: 40 }, { type: 'hide' }, { type: 'show' });
    expect(scanControls(back)).toMatchObject({
      phase: 'looking',
      status: SCAN_WORDS.lookingAgain,
      take: null,
      closeQuiet: false,
      shown: true,
    });
    expect(back.readings).toBe(0);
  });

  it('shown again with the camera lost, it says so and still offers to start it', () => {
    const back = drive(lost, { type: 'hide' }, { type: 'show' });
    expect(scanControls(back)).toMatchObject({ phase: 'error', status: SCAN_WORDS.lost, take: SCAN_WORDS.restart });
  });

  it('shown while it looks, only its count starts again: what it says stays', () => {
    const s = drive({ ...offered, readings: 12 }, { type: 'show' });
    expect(s).toEqual({ ...offered, readings: 0 });
  });
});

describe('a long look', () => {
  it('rests after the most readings, says so and keeps the last offer', () => {
    const s = drive({ ...offered, readings: MAX_READINGS - 1 }, { type: 'reading' });
    expect(isResting(s)).toBe(true);
    const rested = drive(s, { type: 'rest' });
    expect(scanControls(rested)).toMatchObject({ phase: 'error', status: SCAN_WORDS.longLook, take: 'List 5 for Ana' });
  });

  it('shown again, it looks for the next card', () => {
    const s = drive(longLook, { type: 'show' });
    expect([s.phase, s.text, s.readings, isResting(s)]).toEqual(['looking', SCAN_WORDS.lookingAgain, 0, false]);
  });
});

describe('a reading judged', () => {
  it.each([
    ['the table as the game has it', 'same', undefined, null, false],
    ['a disagreement', 'disagree', undefined, null, false],
    ['a hand to list', 'found', 'List 2 for Ben', 'List 2 for Ben', true],
  ] as const)('shows %s, with its offer as the one button', (_, state, offer, take, quiet) => {
    const s = drive(looking, { type: 'judged', verdict: { state, text: 'said', done: false, offer } });
    expect(scanControls(s)).toMatchObject({ phase: state, status: 'said', take, closeQuiet: quiet, shown: true });
  });

  it('a verdict that is done ends the view with the reading taken', () => {
    const s = drive(looking, { type: 'judged', verdict: { state: 'found', text: 'A play.', done: true } });
    expect([s.open, s.taken, scanControls(s).shown]).toEqual([false, true, false]);
  });
});

describe('the torch', () => {
  it('turns on and off where the camera has one; a refusal takes it away', () => {
    const on = drive(looking, { type: 'torch', on: true });
    expect(scanControls(on)).toMatchObject({ torchPressed: true, torchDisabled: false });
    expect(scanControls(drive(on, { type: 'torch', on: false })).torchPressed).toBe(false);
    expect(scanControls(drive(on, { type: 'torch-failed' }))).toMatchObject({
      torchPressed: false,
      torchDisabled: true,
    });
  });

  it('without one, nothing turns it on', () => {
    const none = drive(initialScan, { type: 'camera-started', torch: false });
    expect(drive(none, { type: 'torch', on: true }).torch).toBe('none');
  });
});

describe('the end of the view', () => {
  it.each([
    ['closed by the player or the page', false],
    ['ended with a reading taken', true],
  ])('%s: closed, the host told only when nothing was taken', (_, taken) => {
    const s = drive(offered, { type: 'close', taken });
    expect([s.open, s.taken, scanControls(s).shown]).toEqual([false, taken, false]);
  });

  it('once closed, no event changes it, but the caller ending it marks it taken', () => {
    const closed = drive(looking, { type: 'close', taken: false });
    for (const e of [{ type: 'show' }, { type: 'camera-lost' }, { type: 'reading' }] as const)
      expect(reduceScan(closed, e)).toBe(closed);
    expect(drive(closed, { type: 'close', taken: true }).taken).toBe(true);
  });
});

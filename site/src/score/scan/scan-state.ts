// Scan's camera view as one value, and every change to it as a pure function of an event: the camera
// opening, lost and started again, the view set aside and shown again, the readings counted, what the
// last reading proposed, the torch, and the view's end. What the view shows is derived from it by
// `scanControls`; scan-view.ts only runs the camera and the reading loop, renders and forwards events.

/** `data-scan` of the view: the camera opening, a reading's verdict, or a problem (README, automation contract). */
export type ScanPhase = 'starting' | 'looking' | 'same' | 'disagree' | 'found' | 'error';

/** Readings before the view gives up by itself (several minutes of looking). */
export const MAX_READINGS = 1000;

export const SCAN_WORDS = {
  starting: 'Opening the camera…',
  looking: 'Hold the phone over the new card and the cards around it.',
  lookingAgain: 'Hold the phone over the next card and the cards around it.',
  lost: 'The camera stopped (another app may have taken it). Start it again, or enter the play by hand.',
  restart: 'Start the camera again',
  longLook: 'Scan stopped after a long look: close it and scan again, or enter the play by hand.',
  noCamera: 'This browser gives no camera to this page (it needs a secure https address).',
  noCanvas: 'This browser cannot read the camera picture.',
} as const;

export interface ScanState {
  /** The view is open; once closed, no event changes it. */
  open: boolean;
  /** A reading was taken, or the caller ended the view: its host is not told of the close. */
  taken: boolean;
  /** Set aside by the caller: not shown, and no frame read until it is shown again. */
  hidden: boolean;
  /** The camera went away (another app took it, it was unplugged): no frame is read until it is started again. */
  lost: boolean;
  /** Readings since the view was last shown: a long look without a play gives up by itself. */
  readings: number;
  phase: ScanPhase;
  /** The status line. */
  text: string;
  /** The one button beside *Enter by hand*: a reading to take with one tap, or starting a lost camera again. */
  take: { kind: 'offer'; label: string } | { kind: 'restart' } | null;
  /** The camera's torch: none (or not yet, or it failed), off or on. */
  torch: 'none' | 'off' | 'on';
}

/** What the caller made of a reading, as far as the view shows it. */
export interface ScanVerdict {
  state: 'looking' | 'same' | 'disagree' | 'found';
  text: string;
  done: boolean;
  /** The label of a reading the player may take with one tap. */
  offer?: string;
}

export type ScanEvent =
  /** The camera opened and plays (again, after it was lost); whether it has a torch. */
  | { type: 'camera-started'; torch: boolean }
  /** The camera did not open, or a frame could not be read: the reason. */
  | { type: 'failed'; text: string }
  | { type: 'camera-lost' }
  /** The player asked for the lost camera again. */
  | { type: 'restart' }
  | { type: 'hide' }
  | { type: 'show' }
  /** The reading loop found itself paused (set aside, camera lost, or a long look). */
  | { type: 'rest' }
  /** A frame is about to be read. */
  | { type: 'reading' }
  | { type: 'judged'; verdict: ScanVerdict }
  | { type: 'torch'; on: boolean }
  | { type: 'torch-failed' }
  /** The view ends: closed by the player or the page (`taken` false), or with a reading taken. */
  | { type: 'close'; taken: boolean };

/** The view as it opens: the camera being asked for. */
export const initialScan: ScanState = {
  open: true,
  taken: false,
  hidden: false,
  lost: false,
  readings: 0,
  phase: 'starting',
  text: SCAN_WORDS.starting,
  take: null,
  torch: 'none',
};

const say = (s: ScanState, phase: ScanPhase, text: string): ScanState => ({ ...s, phase, text });

/** The view after an event; a closed view stays as it is. */
export function reduceScan(s: ScanState, e: ScanEvent): ScanState {
  if (!s.open) return e.type === 'close' && e.taken ? { ...s, taken: true } : s;
  switch (e.type) {
    case 'camera-started':
      return say({ ...s, lost: false, torch: e.torch ? 'off' : 'none' }, 'looking', SCAN_WORDS.looking);
    case 'failed':
      return say(s, 'error', e.text);
    case 'camera-lost':
      return say({ ...s, lost: true, torch: 'none', take: { kind: 'restart' } }, 'error', SCAN_WORDS.lost);
    case 'restart':
      return say({ ...s, take: null }, 'starting', SCAN_WORDS.starting);
    case 'hide':
      return { ...s, hidden: true };
    case 'show':
      return showAgain(s);
    case 'rest':
      return s.hidden || s.lost ? s : say(s, 'error', SCAN_WORDS.longLook);
    case 'reading':
      return { ...s, readings: s.readings + 1 };
    case 'judged': {
      const { state, text, done, offer } = e.verdict;
      const take = offer === undefined ? null : { kind: 'offer' as const, label: offer };
      return say({ ...s, take, ...(done ? { open: false, taken: true } : {}) }, state, text);
    }
    case 'torch':
      return s.torch === 'none' ? s : { ...s, torch: e.on ? 'on' : 'off' };
    case 'torch-failed':
      return { ...s, torch: 'none' };
    case 'close':
      return { ...s, open: false, taken: s.taken || e.taken };
  }
}

/** Shown again by the caller: its long look counted anew; a view set aside or resting looks again. */
function showAgain(s: ScanState): ScanState {
  const resting = isResting(s);
  const counted = { ...s, readings: 0 };
  if (!resting) return counted;
  // Back from aside, the one button is the lost camera's, or none: an offer read before is stale.
  const back = s.hidden ? { ...counted, hidden: false, take: s.lost ? s.take : null } : counted;
  return s.lost ? say(back, 'error', SCAN_WORDS.lost) : say(back, 'looking', SCAN_WORDS.lookingAgain);
}

/** No frame is read: the view is set aside, the camera lost, or it looked long enough. */
export function isResting(s: ScanState): boolean {
  return s.hidden || s.lost || s.readings >= MAX_READINGS;
}

/** A reading that came back after the view was set aside or the camera lost is not judged. */
export function isStale(s: ScanState): boolean {
  return s.hidden || s.lost;
}

/** What the view's elements show. */
export interface ScanControls {
  /** `data-scan`. */
  phase: ScanPhase;
  status: string;
  /** The take button's label, or null when it is hidden. */
  take: string | null;
  /** *Enter by hand* steps back while a reading is offered. */
  closeQuiet: boolean;
  torchDisabled: boolean;
  torchPressed: boolean;
  /** The view is on screen (the dialog open). */
  shown: boolean;
}

/** The view's elements, derived from its state alone. */
export function scanControls(s: ScanState): ScanControls {
  return {
    phase: s.phase,
    status: s.text,
    take: s.take === null ? null : s.take.kind === 'offer' ? s.take.label : SCAN_WORDS.restart,
    closeQuiet: s.take?.kind === 'offer',
    torchDisabled: s.torch === 'none',
    torchPressed: s.torch === 'on',
    shown: s.open && !s.hidden,
  };
}

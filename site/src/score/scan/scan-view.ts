// The camera view of Scan: the rear camera's picture, what the last reading said, the torch where
// the camera has one, and one button back to entering by hand. Frames are read on this phone by
// the table reader (marks/read/), in a thread of its own (frame-reader.ts), and never sent
// anywhere; the camera is stopped when the view closes or the page is hidden. During play the view
// lies over the game screen but not over its bar (Pass, Skip bonus, Undo stay in reach), and it
// steps aside while a play read waits on the board, to come back for the next one without the
// camera being opened again. What the view shows follows from one state value changed by the pure
// events of scan-state.ts; this file runs the camera and the reading loop, renders and forwards events.

import { enumerateCards, type Rules } from '../../../../engine/index.ts';
import type { FaceImage, TableReading } from '../../../../marks/read/index.ts';
import { byId, h } from '../../table/ui/dom.ts';
import { readCardArt } from '../../table/card-face.ts';
import { loadFaceImages } from './face-images.ts';
import { readFrame } from './frame-reader.ts';
import {
  initialScan,
  isResting,
  isStale,
  reduceScan,
  SCAN_WORDS,
  scanControls,
  type ScanControls,
  type ScanEvent,
  type ScanState,
} from './scan-state.ts';
import './scan.css';

/** What the view shows after a reading; `done` closes it (the reading is taken). */
export interface ScanJudgement {
  state: 'looking' | 'same' | 'disagree' | 'found';
  text: string;
  done: boolean;
  /** A reading the player may take with one tap (the button's label and what it does); the view then closes. */
  offer?: { label: string; take(): void };
}

export interface ScanHost {
  /** The view's title: read again at every reading, as the game it looks for may change meanwhile. */
  title: string | (() => string);
  /**
   * Lays the view over this element (the game screen, whose `--bar-h` keeps it clear of the bar
   * below) without making it modal, so the page's own controls outside it stay in reach; without
   * it, the view is a modal dialog over everything (the hand entry's Scan, itself a modal dialog).
   */
  over?: HTMLElement;
  /** What the caller makes of one reading of a frame. */
  judge(reading: TableReading): ScanJudgement;
  /** The view was closed without a reading taken (the player enters it by hand). */
  closed(): void;
}

/** An open camera view, for its caller to set aside and bring back. */
export interface ScanControl {
  /** Steps aside: no frame is read and the view is not shown; the camera stays on for `show`. */
  hide(): void;
  /** Shows the view again (or keeps it shown) and reads frames afresh, its long look counted anew. */
  show(): void;
  /** Ends the view and stops the camera without telling the host (the caller ended it). */
  stop(): void;
}

/** The long side a frame is read at: the reader's close-ups want 350 px or more a card. */
const MAX_SIDE = 1920;

let dialog: HTMLDialogElement | null = null;
/** The view open now: a new one ends it first, so that one camera runs at a time. */
let current: ScanControl | null = null;

function build(): HTMLDialogElement {
  const view = h(
    'dialog',
    { id: 'scan', class: 'scan-view', 'aria-labelledby': 'scan-title', 'data-scan': 'starting' },
    h(
      'div',
      { class: 'scan-head' },
      h('h2', { id: 'scan-title' }),
      h(
        'button',
        { type: 'button', class: 'quiet small', id: 'scan-torch', 'data-action': 'torch', 'aria-pressed': 'false' },
        'Torch',
      ),
    ),
    h(
      'div',
      { class: 'scan-picture' },
      h('video', { id: 'scan-video', playsinline: true, muted: true, 'aria-label': 'The camera picture' }),
    ),
    h('p', { class: 'scan-status', id: 'scan-status', role: 'status', 'aria-live': 'polite' }),
    h('button', { type: 'button', id: 'scan-take', 'data-action': 'scan-take', hidden: true }),
    h('p', { class: 'note scan-note' }, 'The camera picture is read on this phone and never sent anywhere.'),
    h('button', { type: 'button', id: 'scan-close', 'data-action': 'scan-close' }, 'Enter by hand'),
  );
  byId('score-app').append(view);
  return view;
}

/** The id of the deck the site was built from (its faces are the site's cards/), or null. */
function siteDeckId(): string | null {
  try {
    return (
      (JSON.parse(document.getElementById('deck-data')?.textContent ?? 'null') as { id?: string } | null)?.id ?? null
    );
  } catch {
    return null;
  }
}

/** Why the camera did not open, in a player's words. */
function cameraProblem(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera was not allowed. Allow it for this site in the browser, or enter the play by hand.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'This device has no camera to use.';
  if (name === 'NotReadableError') return 'The camera is in use by another app.';
  return `The camera did not open (${(error as Error).message ?? String(error)}).`;
}

/** One open view: its state, and what the page holds for it (the camera, the wake of the reading loop). */
interface Scan {
  state: ScanState;
  host: ScanHost;
  view: HTMLDialogElement;
  video: HTMLVideoElement;
  deck: { cards: ReturnType<typeof enumerateCards>; deckId: string };
  /** The faces, drawn while the camera opens; until then (or without them) the marks alone are read. */
  faces: FaceImage[] | null;
  stream: MediaStream | null;
  /** Wakes the reading loop while it rests. */
  wake: (() => void) | null;
  /** What taking the offered reading does: the last verdict's. */
  offer: (() => void) | null;
  control: ScanControl;
  /** Closes the view when the page is hidden or left. */
  onHidden(): void;
  onPageHide(): void;
}

/** Opens the camera view; the reading goes on until the host takes one or the view is closed. */
export function openScan(rules: Rules, host: ScanHost): ScanControl {
  current?.stop();
  const view = placeView(host.over);
  const deck = { cards: enumerateCards(rules.deck), deckId: rules.deck.id };
  const scan: Scan = {
    state: initialScan,
    host,
    view,
    video: byId<HTMLVideoElement>('scan-video'),
    deck,
    faces: null,
    stream: null,
    wake: null,
    offer: null,
    control: {
      hide: () => dispatch(scan, { type: 'hide' }),
      show() {
        if (!scan.state.open) return;
        const resting = isResting(scan.state);
        dispatch(scan, { type: 'show' });
        showTitle(scan);
        if (resting) scan.wake?.();
      },
      stop: () => dispatch(scan, { type: 'close', taken: true }),
    },
    onHidden: () => document.hidden && dispatch(scan, { type: 'close', taken: false }),
    onPageHide: () => dispatch(scan, { type: 'close', taken: false }),
  };
  current = scan.control;
  // The site's faces are its own deck's: a game of another deck is read by its marks.
  const app = byId('score-app').dataset;
  const art = readCardArt(app.art, app.artBox, app.artVersion);
  if (art !== null && siteDeckId() === deck.deckId)
    void loadFaceImages(art, deck.deckId, deck.cards).then((loaded) => (scan.faces = loaded));
  wireButtons(scan);
  showTitle(scan);
  document.addEventListener('visibilitychange', scan.onHidden);
  window.addEventListener('pagehide', scan.onPageHide);
  delete view.dataset.scanCards;
  delete view.dataset.scanMs;
  render(scan);
  if (host.over === undefined) view.showModal();
  else view.show();
  void startCamera(scan).then((started) => (started ? readFrames(scan) : undefined));
  return scan.control;
}

/** The view's one dialog, laid over the host's element or, without one, kept as a modal dialog. */
function placeView(over: HTMLElement | undefined): HTMLDialogElement {
  dialog ??= build();
  // Inside the game screen the view inherits its --bar-h; a modal dialog lies in the top layer anywhere.
  const home = over ?? byId('score-app');
  if (dialog.parentElement !== home) home.append(dialog);
  dialog.classList.toggle('over-game', over !== undefined);
  return dialog;
}

/** Forwards the view's buttons (and a modal view's Escape) as events. */
function wireButtons(scan: Scan): void {
  const torch = byId<HTMLButtonElement>('scan-torch');
  torch.onclick = async () => {
    const track = scan.stream?.getVideoTracks()[0];
    if (track === undefined || scan.state.torch === 'none') return;
    const on = scan.state.torch === 'off';
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      dispatch(scan, { type: 'torch', on });
    } catch {
      dispatch(scan, { type: 'torch-failed' });
    }
  };
  byId('scan-take').onclick = () => {
    const take = scan.state.take;
    if (take?.kind === 'restart') void restartCamera(scan);
    else if (take?.kind === 'offer') {
      const run = scan.offer;
      dispatch(scan, { type: 'close', taken: true });
      run?.();
    }
  };
  const close = () => dispatch(scan, { type: 'close', taken: false });
  byId('scan-close').onclick = close;
  // Escape closes a modal dialog by itself; the view laid over the game closes only through its own code.
  scan.view.onclose = scan.host.over === undefined ? close : null;
}

/** Changes the view's state, shows it, and ends the view when it closed. */
function dispatch(scan: Scan, event: ScanEvent): void {
  const before = scan.state;
  scan.state = reduceScan(before, event);
  if (scan.state === before) return;
  // Written only when what shows changes: a frame read changes nothing on screen, so it writes nothing.
  const shown = scanControls(before);
  const now = scanControls(scan.state);
  if ((Object.keys(now) as (keyof ScanControls)[]).some((k) => now[k] !== shown[k])) render(scan);
  if (before.hidden && !scan.state.hidden && scan.state.open) scan.view.show();
  if (before.open && !scan.state.open) end(scan);
}

/** Puts the state on the view's elements. */
function render(scan: Scan): void {
  const c = scanControls(scan.state);
  scan.view.dataset.scan = c.phase;
  const status = byId('scan-status');
  if (status.textContent !== c.status) status.textContent = c.status;
  const take = byId<HTMLButtonElement>('scan-take');
  take.hidden = c.take === null;
  if (c.take !== null) take.textContent = c.take;
  byId('scan-close').classList.toggle('quiet', c.closeQuiet);
  const torch = byId<HTMLButtonElement>('scan-torch');
  torch.disabled = c.torchDisabled;
  torch.setAttribute('aria-pressed', String(c.torchPressed));
  if (!c.shown && scan.view.open) scan.view.close();
}

const showTitle = (scan: Scan) => {
  byId('scan-title').textContent = typeof scan.host.title === 'string' ? scan.host.title : scan.host.title();
};

/** The view closed: the camera stops, the reading loop ends, and the host hears of it unless a reading was taken. */
function end(scan: Scan): void {
  stopCamera(scan);
  document.removeEventListener('visibilitychange', scan.onHidden);
  window.removeEventListener('pagehide', scan.onPageHide);
  if (scan.view.open) scan.view.close();
  scan.wake?.();
  if (current === scan.control) current = null;
  if (!scan.state.taken) scan.host.closed();
}

function stopCamera(scan: Scan): void {
  for (const track of scan.stream?.getTracks() ?? []) track.stop();
  scan.stream = null;
  scan.video.srcObject = null;
}

/** Opens the camera into the view; false, with the reason shown, when it does not open. */
async function startCamera(scan: Scan): Promise<boolean> {
  if (navigator.mediaDevices?.getUserMedia === undefined) {
    dispatch(scan, { type: 'failed', text: SCAN_WORDS.noCamera });
    return false;
  }
  try {
    const opened = await navigator.mediaDevices.getUserMedia({
      audio: false,
      // Only the width is asked: a height would crop a 4:3 camera's picture to 16:9.
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
    });
    if (!scan.state.open) {
      for (const track of opened.getTracks()) track.stop();
      return false;
    }
    scan.stream = opened;
  } catch (error) {
    dispatch(scan, { type: 'failed', text: cameraProblem(error) });
    return false;
  }
  const track = scan.stream.getVideoTracks()[0];
  const capabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
  // A track stopped by this page fires no `ended`: this is the camera taken away from it.
  if (track !== undefined) track.onended = () => loseCamera(scan, track);
  scan.video.srcObject = scan.stream;
  await scan.video.play().catch(() => undefined);
  dispatch(scan, { type: 'camera-started', torch: capabilities.torch === true });
  return true;
}

function loseCamera(scan: Scan, track: MediaStreamTrack): void {
  if (!scan.state.open || scan.stream?.getVideoTracks()[0] !== track) return;
  stopCamera(scan);
  dispatch(scan, { type: 'camera-lost' });
}

async function restartCamera(scan: Scan): Promise<void> {
  dispatch(scan, { type: 'restart' });
  if (await startCamera(scan)) scan.wake?.();
}

/** Reads frames until the view closes, resting while it is set aside, the camera is lost or it looked long enough. */
async function readFrames(scan: Scan): Promise<void> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return dispatch(scan, { type: 'failed', text: SCAN_WORDS.noCanvas });
  while (scan.state.open) {
    // A breath between readings: the reading thread and the phone's battery need not run flat out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!scan.state.open) return;
    if (isResting(scan.state)) {
      dispatch(scan, { type: 'rest' });
      await new Promise<void>((resolve) => (scan.wake = resolve));
      scan.wake = null;
      continue;
    }
    dispatch(scan, { type: 'reading' });
    if (scan.video.videoWidth === 0) continue;
    const began = performance.now();
    let reading: TableReading;
    try {
      reading = await readFrame(grabFrame(scan.video, canvas, context), scan.deck, scan.faces);
    } catch (error) {
      return dispatch(scan, { type: 'failed', text: `The picture could not be read (${(error as Error).message}).` });
    }
    // Read before the view stepped aside (the game it is judged against may have moved on since),
    // or before the camera was lost (its message stays).
    if (scan.state.open && !isStale(scan.state)) judge(scan, reading, performance.now() - began);
  }
}

/** The video's picture now, at most MAX_SIDE on its long side. */
function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): ImageData {
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Hands a reading to the host and shows its verdict. */
function judge(scan: Scan, reading: TableReading, ms: number): void {
  // For scripts and for a look at how it goes: the marks read in the last frame, and how long it took.
  scan.view.dataset.scanCards = String(reading.cards.length + reading.unplaced.length);
  scan.view.dataset.scanMs = String(Math.round(ms));
  showTitle(scan);
  const judged = scan.host.judge(reading);
  scan.offer = judged.offer?.take ?? null;
  const { state, text, done } = judged;
  dispatch(scan, { type: 'judged', verdict: { state, text, done, offer: judged.offer?.label } });
}

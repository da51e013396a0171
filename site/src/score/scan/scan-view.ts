// The camera view of Scan: the rear camera's picture, what the last reading said, the torch where
// the camera has one, and one button back to entering by hand. Frames are read on this phone by
// the table reader (marks/read/), in a thread of its own (frame-reader.ts), and never sent
// anywhere; the camera is stopped when the view closes or the page is hidden. During play the view
// lies over the game screen but not over its bar (Pass, Skip bonus, Undo stay in reach), and it
// steps aside while a play read waits on the board, to come back for the next one without the
// camera being opened again.

import { enumerateCards, type Rules } from '../../../../engine/index.ts';
import type { FaceImage, TableReading } from '../../../../marks/read/index.ts';
import { byId, h } from '../../table/ui/dom.ts';
import { readCardArt } from '../../table/card-face.ts';
import { loadFaceImages } from './face-images.ts';
import { readFrame } from './frame-reader.ts';
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
/** Readings before the view gives up by itself (several minutes of looking). */
const MAX_READINGS = 1000;

const CAMERA_LOST = 'The camera stopped (another app may have taken it). Start it again, or enter the play by hand.';

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

/** Opens the camera view; the reading goes on until the host takes one or the view is closed. */
export function openScan(rules: Rules, host: ScanHost): ScanControl {
  current?.stop();
  dialog ??= build();
  const view = dialog;
  const modal = host.over === undefined;
  // Inside the game screen the view inherits its --bar-h; a modal dialog lies in the top layer anywhere.
  const home = host.over ?? byId('score-app');
  if (view.parentElement !== home) home.append(view);
  view.classList.toggle('over-game', !modal);
  const video = byId<HTMLVideoElement>('scan-video');
  const status = byId('scan-status');
  const torch = byId<HTMLButtonElement>('scan-torch');
  const take = byId<HTMLButtonElement>('scan-take');
  const deck = { cards: enumerateCards(rules.deck), deckId: rules.deck.id };
  // The faces, drawn while the camera opens; until then (or without them) the marks alone are read.
  // The site's faces are its own deck's: a game of another deck is read by its marks.
  let faces: FaceImage[] | null = null;
  const app = byId('score-app').dataset;
  const art = readCardArt(app.art, app.artBox, app.artVersion);
  if (art !== null && siteDeckId() === deck.deckId)
    void loadFaceImages(art, deck.deckId, deck.cards).then((loaded) => (faces = loaded));
  let stream: MediaStream | null = null;
  let open = true;
  let taken = false;
  /** Set aside by the caller: no frame is read until `show` wakes the reading loop. */
  let hidden = false;
  let wake: (() => void) | null = null;
  /** Readings since the view was last shown: a long look without a play gives up by itself. */
  let readings = 0;
  const title = () => (typeof host.title === 'string' ? host.title : host.title());

  const show = (state: string, text: string) => {
    view.dataset.scan = state;
    status.textContent = text;
  };
  const stop = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
  };
  const onHidden = () => {
    if (document.hidden) close();
  };
  function close(): void {
    if (!open) return;
    open = false;
    stop();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', close);
    if (view.open) view.close();
    wake?.();
    if (current === control) current = null;
    if (!taken) host.closed();
  }
  const control: ScanControl = {
    hide() {
      if (!open) return;
      hidden = true;
      if (view.open) view.close();
    },
    show() {
      if (!open) return;
      const resting = hidden || readings >= MAX_READINGS;
      readings = 0;
      byId('scan-title').textContent = title();
      if (!resting) return;
      if (hidden) {
        hidden = false;
        take.hidden = !lost;
        view.show();
      }
      if (lost) show('error', CAMERA_LOST);
      else show('looking', 'Hold the phone over the next card and the cards around it.');
      wake?.();
    },
    stop() {
      taken = true;
      close();
    },
  };
  current = control;

  byId('scan-title').textContent = title();
  torch.disabled = true;
  torch.setAttribute('aria-pressed', 'false');
  torch.onclick = async () => {
    const track = stream?.getVideoTracks()[0];
    if (track === undefined) return;
    const on = torch.getAttribute('aria-pressed') !== 'true';
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      torch.setAttribute('aria-pressed', String(on));
    } catch {
      torch.disabled = true;
    }
  };
  byId('scan-close').onclick = close;
  take.hidden = true;
  byId('scan-close').classList.remove('quiet');
  // Escape closes a modal dialog by itself; the view laid over the game closes only through its own code.
  view.onclose = modal ? close : null;
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', close);
  delete view.dataset.scanCards;
  delete view.dataset.scanMs;
  show('starting', 'Opening the camera…');
  if (modal) view.showModal();
  else view.show();

  /** The camera went away (another app took it, it was unplugged): no frame is read until it is started again. */
  let lost = false;
  /** Opens the camera into the view; false, with the reason shown, when it does not open. */
  const startCamera = async (): Promise<boolean> => {
    if (navigator.mediaDevices?.getUserMedia === undefined) {
      show('error', 'This browser gives no camera to this page (it needs a secure https address).');
      return false;
    }
    try {
      const opened = await navigator.mediaDevices.getUserMedia({
        audio: false,
        // Only the width is asked: a height would crop a 4:3 camera's picture to 16:9.
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
      });
      if (!open) {
        for (const track of opened.getTracks()) track.stop();
        return false;
      }
      stream = opened;
    } catch (error) {
      show('error', cameraProblem(error));
      return false;
    }
    const track = stream.getVideoTracks()[0];
    const capabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean };
    torch.disabled = capabilities.torch !== true;
    torch.setAttribute('aria-pressed', 'false');
    // A track stopped by this page fires no `ended`: this is the camera taken away from it.
    if (track !== undefined) track.onended = () => loseCamera(track);
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    return true;
  };
  const loseCamera = (track: MediaStreamTrack) => {
    if (!open || stream?.getVideoTracks()[0] !== track) return;
    lost = true;
    stop();
    torch.disabled = true;
    show('error', CAMERA_LOST);
    take.textContent = 'Start the camera again';
    take.hidden = false;
    take.onclick = async () => {
      take.hidden = true;
      show('starting', 'Opening the camera…');
      if (!(await startCamera())) return;
      lost = false;
      show('looking', 'Hold the phone over the new card and the cards around it.');
      wake?.();
    };
  };

  void (async () => {
    if (!(await startCamera())) return;
    show('looking', 'Hold the phone over the new card and the cards around it.');
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) {
      show('error', 'This browser cannot read the camera picture.');
      return;
    }
    while (open) {
      // A breath between readings: the reading thread and the phone's battery need not run flat out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!open) return;
      // Set aside, the camera lost, or a long look without a play: no frame is read until the view
      // is shown again or the camera started again.
      if (hidden || lost || readings >= MAX_READINGS) {
        if (!hidden && !lost)
          show('error', 'Scan stopped after a long look: close it and scan again, or enter the play by hand.');
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      readings++;
      if (video.videoWidth === 0) continue;
      const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      let reading: TableReading;
      const began = performance.now();
      try {
        reading = await readFrame(pixels, deck, faces);
      } catch (error) {
        show('error', `The picture could not be read (${(error as Error).message}).`);
        return;
      }
      if (!open) return;
      // Read before the view stepped aside (the game it is judged against may have moved on since),
      // or before the camera was lost (its message stays).
      if (hidden || lost) continue;
      // For scripts and for a look at how it goes: the marks read in the last frame, and how long it took.
      view.dataset.scanCards = String(reading.cards.length + reading.unplaced.length);
      view.dataset.scanMs = String(Math.round(performance.now() - began));
      byId('scan-title').textContent = title();
      const judged = host.judge(reading);
      show(judged.state, judged.text);
      take.hidden = judged.offer === undefined;
      byId('scan-close').classList.toggle('quiet', judged.offer !== undefined);
      if (judged.offer !== undefined) {
        const { label, take: run } = judged.offer;
        take.textContent = label;
        take.onclick = () => {
          taken = true;
          close();
          run();
        };
      }
      if (judged.done) {
        taken = true;
        close();
        return;
      }
    }
  })();
  return control;
}

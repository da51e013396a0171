// Scan during play: the camera reads the table, the reading is held against the game
// (compare.ts), and a single new card legal where it lies is handed to the game screen as its
// ordinary draft, for one tap on Place. A reading that disagrees is shown and never recorded. The
// view lies over the game screen, clear of its bar, and goes on judging against the game as it now
// stands after every action recorded meanwhile: the game screen sets it aside while a play read
// waits on the board and shows it again for the next play.

import type { GameState, Placement } from '../../../../engine/index.ts';
import { ACCEPT_CONFIDENCE } from '../../../../marks/read/index.ts';
import { compareReading } from './compare.ts';
import { openScan, type ScanControl } from './scan-view.ts';

export interface PlayScanHost {
  /** The game as it stands now (read again at every reading). */
  state(): GameState;
  /** The element the view lies over (the game screen), its bar left in reach. */
  over: HTMLElement;
  /** Makes the play the draft, with what to tell the player. */
  propose(placement: Placement, text: string): void;
  /** The camera was closed without a play read. */
  closed(): void;
}

export function openPlayScan(host: PlayScanHost): ScanControl {
  const state = host.state();
  return openScan(state.rules, {
    title: () => {
      const round = host.state().round;
      return round !== null && round.bonusAt >= 0 ? 'Scan the bonus card' : 'Scan the play';
    },
    over: host.over,
    judge(reading) {
      const verdict = compareReading(host.state(), reading, ACCEPT_CONFIDENCE);
      // The view stays open: the host sets it aside while the play waits for Place.
      if (verdict.kind === 'play') host.propose(verdict.placement, verdict.text);
      return { state: verdict.kind === 'play' ? 'found' : verdict.kind, text: verdict.text, done: false };
    },
    closed: host.closed,
  });
}

// Scan during play: the camera reads the table, the reading is held against the game
// (compare.ts), and a single new card legal where it lies is handed to the game screen as its
// ordinary draft, for one tap on Place. A reading that disagrees is shown and never recorded.

import type { GameState, Placement } from '../../../../engine/index.ts';
import { ACCEPT_CONFIDENCE } from '../../../../marks/read/index.ts';
import { compareReading } from './compare.ts';
import { openScan } from './scan-view.ts';

export interface PlayScanHost {
  /** The game as it stands now (read again at every reading). */
  state(): GameState;
  /** Makes the play the draft, with what to tell the player. */
  propose(placement: Placement, text: string): void;
  /** The camera was closed without a play read. */
  closed(): void;
}

export function openPlayScan(host: PlayScanHost): void {
  const state = host.state();
  openScan(state.rules, {
    title: state.round?.bonusAt !== undefined && state.round.bonusAt >= 0 ? 'Scan the bonus card' : 'Scan the play',
    judge(reading) {
      const verdict = compareReading(host.state(), reading, ACCEPT_CONFIDENCE);
      if (verdict.kind === 'play') {
        host.propose(verdict.placement, verdict.text);
        return { state: 'found', text: verdict.text, done: true };
      }
      return { state: verdict.kind, text: verdict.text, done: false };
    },
    closed: host.closed,
  });
}

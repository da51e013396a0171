// Scan at the end of a round: a player's hand spread face up on the table, any layout. Every mark
// read names a card (its cell does not matter); the cards this player can hold are gathered over
// the frames and offered for one tap, which lists them in the hand entry for that player.

import type { Rules } from '../../../../engine/index.ts';
import type { TableReading } from '../../../../marks/read/index.ts';
import { cardName } from '../../table/card-name.ts';
import { openScan, type ScanJudgement } from './scan-view.ts';

export interface HandScanHost {
  rules: Rules;
  /** The player whose hand is listed, and how many cards they hold. */
  player: string;
  holds: number;
  /** The cards already listed for this player. */
  listed(): readonly string[];
  /** The cards this player may hold: not on the table, not listed for another player. */
  offered(): readonly string[];
  /** Lists the cards for the player. */
  add(cards: readonly string[]): void;
  closed(): void;
}

const names = (rules: Rules, ids: readonly string[]): string => ids.map((id) => cardName(rules, id)).join(', ');

/** What the cards seen so far make of this hand. Pure. */
export function judgeHand(
  rules: Rules,
  seen: ReadonlySet<string>,
  host: Pick<HandScanHost, 'player' | 'holds' | 'listed' | 'offered'>,
): { state: ScanJudgement['state']; text: string; fresh: string[] } {
  const listed = new Set(host.listed());
  const offered = new Set(host.offered());
  const fresh = [...seen].filter((id) => offered.has(id) && !listed.has(id));
  const elsewhere = [...seen].filter((id) => !offered.has(id) && !listed.has(id));
  const after = listed.size + fresh.length;
  const count =
    after === host.holds
      ? `that makes ${host.holds}, the whole hand`
      : after < host.holds
        ? `${host.holds - after} more to find of the ${host.holds} ${host.player} holds`
        : `${after - host.holds} more than the ${host.holds} ${host.player} holds: take the others out of view`;
  const not =
    elsewhere.length > 0
      ? ` Not in this hand (on the table or listed for another player): ${names(rules, elsewhere)}.`
      : '';
  if (fresh.length === 0)
    return {
      state: elsewhere.length > 0 ? 'disagree' : 'looking',
      text: `No card of ${host.player}'s hand read yet: spread it face up, every mark in view.${not}`,
      fresh,
    };
  return {
    state: after > host.holds ? 'disagree' : 'found',
    text: `Read for ${host.player}: ${names(rules, fresh)} (${fresh.length}; ${count}).${not}`,
    fresh,
  };
}

export function openHandScan(host: HandScanHost): void {
  const seen = new Set<string>();
  openScan(host.rules, {
    title: `Scan ${host.player}'s hand`,
    judge(reading: TableReading): ScanJudgement {
      // A mark read names its card whatever its place: unsure cells count here too. A face drawn for
      // several cards (oneOf) does not say which of them is in the hand.
      for (const c of [...reading.cards.filter((c) => c.oneOf === undefined), ...reading.unplaced])
        if (host.rules.cardIndex.has(c.card) && seen.size < host.rules.cards.length) seen.add(c.card);
      const judged = judgeHand(host.rules, seen, host);
      return {
        state: judged.state,
        text: judged.text,
        done: false,
        offer:
          judged.fresh.length > 0 && judged.state === 'found'
            ? {
                label: `List ${judged.fresh.length} for ${host.player}`,
                take: () => host.add(judged.fresh),
              }
            : undefined,
      };
    },
    closed: host.closed,
  });
}

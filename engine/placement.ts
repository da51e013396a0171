// Checking one placement against the table (RULES.md §4 and §5): legal with its points and matched
// neighbours, or refused with the rule, the place and the facts.

import { DIRECTION_NAMES, opposite } from './hex.ts';
import type { Rules } from './rules.ts';
import { KEY_STEP, cardAtKey, gridCell, gridKey, inGrid, isOnTable, type Table } from './table.ts';
import type { Match, Placement, PlacementResult, Refusal } from './types.ts';

const refuse = (reason: Refusal): PlacementResult => ({ legal: false, reason });

/** Names an icon with its colour, for messages: "Key (gold)". */
export function describeIcon(rules: Rules, iconId: string): string {
  const icon = rules.deck.icons.find((i) => i.id === iconId);
  const colour = rules.deck.colours.find((c) => c.id === icon?.colour);
  return `${icon?.name ?? iconId} (${colour?.name.toLowerCase() ?? '?'})`;
}

/**
 * Points of a card at a cell with a rotation, or -1 when a contact breaks the colour rule or no
 * card touches it. The hot path of legal-move search: reads only, allocates nothing.
 */
export function scoreAt(rules: Rules, table: Table, card: number, key: number, rotation: number): number {
  const { facing, compatible, matching, value } = rules;
  const s = table.storage;
  const skips = rules.skipsColour[card] === 1;
  const base = card * 36 + rotation * 6;
  let points = value[card]!;
  let touching = 0;
  for (let d = 0; d < 6; d++) {
    const at = s.cellOf[key + KEY_STEP[d]!]!;
    if (at === 0 || at > table.size) continue;
    const n = at - 1;
    const theirs = facing[s.card[n]! * 36 + s.rotation[n]! * 6 + ((d + 3) % 6)]!;
    const mine = facing[base + d]!;
    if (!skips && compatible[mine * 16 + theirs] === 0) return -1;
    if (matching[mine * 16 + theirs] === 1) points += value[s.card[n]!]!;
    touching++;
  }
  return touching === 0 ? -1 : points;
}

/** Checks a placement given by ids and coordinates, with a reason when refused. */
export function checkPlacement(rules: Rules, table: Table, place: Placement): PlacementResult {
  const cell = { q: place.q, r: place.r };
  const card = rules.cardIndex.get(place.card);
  if (card === undefined) return refuse({ code: 'unknown-card', message: `there is no card "${place.card}" in this deck`, card: place.card });
  if (!Number.isInteger(place.rotation) || place.rotation < 0 || place.rotation > 5)
    return refuse({ code: 'bad-rotation', message: `rotation must be a whole number from 0 to 5, not ${place.rotation}`, card: place.card });
  if (isOnTable(table, card)) return refuse({ code: 'card-on-table', message: `${place.card} is already on the table`, card: place.card, cell });
  if (!inGrid(place.q, place.r))
    return refuse({ code: 'no-neighbour', message: `no card is beside (${place.q}, ${place.r})`, card: place.card, cell });
  const key = gridKey(place.q, place.r);
  const taken = cardAtKey(table, key);
  if (taken >= 0)
    return refuse({
      code: 'cell-taken',
      message: `(${place.q}, ${place.r}) already holds ${rules.cards[table.storage.card[taken]!]!.id}`,
      card: place.card,
      cell,
    });
  const s = table.storage;
  const matches: Match[] = [];
  let points = rules.value[card]!;
  let touching = 0;
  for (let d = 0; d < 6; d++) {
    const n = cardAtKey(table, key + KEY_STEP[d]!);
    if (n < 0) continue;
    touching++;
    const other = s.card[n]!;
    const mine = rules.facing[card * 36 + place.rotation * 6 + d]!;
    const theirs = rules.facing[other * 36 + s.rotation[n]! * 6 + opposite(d)]!;
    const clash = rules.skipsColour[card] === 0 && rules.compatible[mine * 16 + theirs] === 0;
    if (!clash && rules.matching[mine * 16 + theirs] === 0) continue;
    const icons: [string, string] = [rules.iconIds[mine]!, rules.iconIds[theirs]!];
    const at = gridCell(s.key[n]!);
    if (clash) {
      const neighbour = { card: rules.cards[other]!.id, q: at.q, r: at.r, rotation: s.rotation[n]! };
      return refuse({
        code: 'colour-clash',
        message: `the ${describeIcon(rules, icons[0])} side would touch ${describeIcon(rules, icons[1])} of ${neighbour.card} to the ${DIRECTION_NAMES[d]}`,
        card: place.card,
        cell,
        neighbour,
        icons,
      });
    }
    points += rules.value[other]!;
    matches.push({ q: at.q, r: at.r, card: rules.cards[other]!.id, icons });
  }
  if (touching === 0) return refuse({ code: 'no-neighbour', message: `no card is beside (${place.q}, ${place.r})`, card: place.card, cell });
  return { legal: true, points, matches };
}

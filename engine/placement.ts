// Checking one placement against the table (docs/rules.md §4 and §5): legal with its points and matched
// neighbours, or refused with the rule, the place and the facts.

import { DIRECTION_NAMES, opposite } from './hex.ts';
import { CLASH, MATCH, contactOf, facingIcon, type Rules } from './rules.ts';
import {
  gridCell,
  gridKey,
  isOnTable,
  neighbourKey,
  placedCard,
  placedKey,
  placedRotation,
  placementAtKey,
  tableReach,
  withinReach,
  type Table,
} from './table.ts';
import type { Match, Placement, PlacementResult, Refusal } from './types.ts';

const refuse = (reason: Refusal): PlacementResult => ({ legal: false, reason });
const noNeighbour = (place: Placement): string => `no card is beside (${place.q}, ${place.r})`;

/** Names an icon with its colour, for messages: "Key (gold)". */
export function describeIcon(rules: Rules, iconId: string): string {
  const icon = rules.deck.icons.find((i) => i.id === iconId);
  const colour = rules.deck.colours.find((c) => c.id === icon?.colour);
  return `${icon?.name ?? iconId} (${colour?.name.toLowerCase() ?? '?'})`;
}

/** The icon index that the placement lying in direction d of a cell turns toward that cell. */
export const neighbourIcon = (rules: Rules, table: Table, placement: number, d: number): number =>
  facingIcon(rules, placedCard(table, placement), placedRotation(table, placement), opposite(d));

/**
 * Points of a card at a cell with a rotation, as if one more card (`extraCard`, rotation 0) lay on
 * `extraKey` (-1 for none), or -1 when a contact clashes or no card touches it. Shared by scoreAt and
 * the bots' look-ahead at a core bonus; reads only, allocates nothing.
 */
export function scoreWith(
  rules: Rules,
  table: Table,
  card: number,
  key: number,
  rotation: number,
  extraCard: number,
  extraKey: number,
): number {
  let points = rules.value[card]!;
  let touching = 0;
  for (let d = 0; d < 6; d++) {
    const at = neighbourKey(key, d);
    let other: number;
    let theirs: number;
    if (at === extraKey) {
      other = extraCard;
      theirs = facingIcon(rules, other, 0, opposite(d));
    } else {
      const n = placementAtKey(table, at);
      if (n < 0) continue;
      other = placedCard(table, n);
      theirs = neighbourIcon(rules, table, n, d);
    }
    const contact = contactOf(rules, card, facingIcon(rules, card, rotation, d), theirs);
    if (contact === CLASH) return -1;
    if (contact === MATCH) points += rules.value[other]!;
    touching++;
  }
  return touching === 0 ? -1 : points;
}

/**
 * Points of a card at a cell with a rotation, or -1 when a contact breaks the colour rule or no
 * card touches it. Reads only, allocates nothing.
 */
export const scoreAt = (rules: Rules, table: Table, card: number, key: number, rotation: number): number =>
  scoreWith(rules, table, card, key, rotation, -1, -1);

/** Checks a placement given by ids and coordinates, with a reason when refused. */
export function checkPlacement(rules: Rules, table: Table, place: Placement): PlacementResult {
  const cell = { q: place.q, r: place.r };
  const card = rules.cardIndex.get(place.card);
  if (card === undefined) {
    return refuse({ code: 'unknown-card', message: `there is no card "${place.card}" in this deck`, card: place.card });
  }
  if (!Number.isInteger(place.rotation) || place.rotation < 0 || place.rotation > 5) {
    const message = `rotation must be a whole number from 0 to 5, not ${place.rotation}`;
    return refuse({ code: 'bad-rotation', message, card: place.card });
  }
  if (isOnTable(table, card)) {
    return refuse({ code: 'card-on-table', message: `${place.card} is already on the table`, card: place.card, cell });
  }
  if (!withinReach(table, place.q, place.r)) {
    // Farther out than this deck's table can reach: say so, rather than only that nothing is beside it.
    const message = `(${place.q}, ${place.r}) is outside the table: no card of this deck can lie more than ${tableReach(table)} cells from the start core`;
    return refuse({ code: 'no-neighbour', message, card: place.card, cell });
  }
  const key = gridKey(place.q, place.r);
  const taken = placementAtKey(table, key);
  if (taken >= 0)
    return refuse({
      code: 'cell-taken',
      message: `(${place.q}, ${place.r}) already holds ${rules.cards[placedCard(table, taken)]!.id}`,
      card: place.card,
      cell,
    });
  const matches: Match[] = [];
  let points = rules.value[card]!;
  let touching = 0;
  for (let d = 0; d < 6; d++) {
    const n = placementAtKey(table, neighbourKey(key, d));
    if (n < 0) continue;
    touching++;
    const other = placedCard(table, n);
    const mine = facingIcon(rules, card, place.rotation, d);
    const theirs = neighbourIcon(rules, table, n, d);
    const contact = contactOf(rules, card, mine, theirs);
    if (contact !== CLASH && contact !== MATCH) continue;
    const icons: [string, string] = [rules.iconIds[mine]!, rules.iconIds[theirs]!];
    const at = gridCell(placedKey(table, n));
    if (contact === CLASH) {
      const neighbour = { card: rules.cards[other]!.id, q: at.q, r: at.r, rotation: placedRotation(table, n) };
      const [mineName, theirName] = [describeIcon(rules, icons[0]), describeIcon(rules, icons[1])];
      return refuse({
        code: 'colour-clash',
        message: `the ${mineName} side would touch ${theirName} of ${neighbour.card} to the ${DIRECTION_NAMES[d]}`,
        card: place.card,
        cell,
        neighbour,
        icons,
      });
    }
    points += rules.value[other]!;
    matches.push({ q: at.q, r: at.r, card: rules.cards[other]!.id, icons });
  }
  if (touching === 0) return refuse({ code: 'no-neighbour', message: noNeighbour(place), card: place.card, cell });
  return { legal: true, points, matches };
}

// What the rulebook says about each worked example: card names, every contact of the card put
// down (icon match, colour only, wild, clash) and the points as a sum whose total is the engine's.

import { DIRECTIONS, opposite, iconFacing, type Rules, type Card, type Placement } from '../../engine/index.ts';
import type { ExamplePlay, WorkedExample } from './examples.ts';

export type ContactKind = 'icon' | 'wild' | 'colour' | 'clash';

export interface ContactView {
  /** Direction from the placed card to the neighbour (docs/rules.md §3). */
  direction: number;
  neighbour: string;
  neighbourValue: number;
  mine: string;
  theirs: string;
  mineColour: string;
  theirsColour: string;
  kind: ContactKind;
  /** One flag per kind, for the template's {{#if}}. */
  icon: boolean;
  wild: boolean;
  colourOnly: boolean;
  clash: boolean;
  /** The neighbour's value counts (an icon or a wild match). */
  scores: boolean;
}

export interface PlayView {
  card: string;
  value: number;
  legal: boolean;
  /** The engine's points for a legal play; 0 when refused. */
  points: number;
  /** "95 + 50 = 145": the card's value, then each matched neighbour's. */
  sum: string;
  contacts: ContactView[];
  matchCount: number;
  /** What the engine found, in words: "Two icon matches", "An icon match and a wild match". */
  matchText: string;
  /** The refusal in the engine's words, when refused. */
  refusal: string;
}

export interface ExampleView {
  id: string;
  tableCards: string[];
  plays: PlayView[];
  /** First play, for the template's convenience. */
  play: PlayView;
  /** Points of all legal plays of the example added up (a turn with a core bonus). */
  turnPoints: number;
  turnSum: string;
}

/** A card's name as players say it: "Key/Fire", "Fire core", "Joker core". */
export function nameCard(rules: Rules, card: Card): string {
  const name = (icon: string) => rules.deck.icons.find((i) => i.id === icon)?.name ?? icon;
  return card.kind === 'core' ? `${name(card.sets[0]!)} core` : card.sets.map(name).join('/');
}

function cardOf(rules: Rules, id: string): Card {
  const card = rules.cards[rules.cardIndex.get(id)!];
  if (!card) throw new Error(`example names an unknown card "${id}"`);
  return card;
}

/** The contact of the placed card with each card beside it, in direction order. */
export function describeContacts(rules: Rules, table: readonly Placement[], place: Placement): ContactView[] {
  const iconName = (id: string) => rules.deck.icons.find((i) => i.id === id)!;
  const colourName = (id: string) =>
    rules.deck.colours.find((c) => c.id === iconName(id).colour)?.name.toLowerCase() ?? '';
  const out: ContactView[] = [];
  DIRECTIONS.forEach(([dq, dr], d) => {
    const other = table.find((p) => p.q === place.q + dq && p.r === place.r + dr);
    if (!other) return;
    const mine = iconFacing(rules, rules.cardIndex.get(place.card)!, place.rotation, d);
    const theirs = iconFacing(rules, rules.cardIndex.get(other.card)!, other.rotation, opposite(d));
    const wild = mine === rules.deck.wild || theirs === rules.deck.wild;
    const kind: ContactKind = wild
      ? 'wild'
      : mine === theirs
        ? 'icon'
        : iconName(mine).colour === iconName(theirs).colour
          ? 'colour'
          : 'clash';
    const card = cardOf(rules, other.card);
    out.push({
      direction: d,
      neighbour: nameCard(rules, card),
      neighbourValue: card.value,
      mine: iconName(mine).name,
      theirs: iconName(theirs).name,
      mineColour: colourName(mine),
      theirsColour: colourName(theirs),
      kind,
      icon: kind === 'icon',
      wild: kind === 'wild',
      colourOnly: kind === 'colour',
      clash: kind === 'clash',
      scores: kind === 'icon' || kind === 'wild',
    });
  });
  return out;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** The scoring contacts in words, icon matches first: "Two icon matches", "An icon match and a wild match". */
export function describeMatches(contacts: readonly Pick<ContactView, 'kind'>[]): string {
  const phrase = (kind: 'icon' | 'wild') => {
    const n = contacts.filter((c) => c.kind === kind).length;
    if (n === 0) return null;
    if (n === 1) return kind === 'icon' ? 'an icon match' : 'a wild match';
    return `${COUNT_WORDS[n] ?? n} ${kind} matches`;
  };
  const text = [phrase('icon'), phrase('wild')].filter((p) => p !== null).join(' and ') || 'no match';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function viewPlay(rules: Rules, table: readonly Placement[], { place, result }: ExamplePlay): PlayView {
  const card = cardOf(rules, place.card);
  const contacts = describeContacts(rules, table, place);
  if (!result.legal)
    return {
      card: nameCard(rules, card),
      value: card.value,
      legal: false,
      points: 0,
      sum: '',
      contacts,
      matchCount: 0,
      matchText: describeMatches([]),
      refusal: result.reason.message,
    };
  const terms = [card.value, ...result.matches.map((m) => cardOf(rules, m.card).value)];
  const sum = terms.length > 1 ? `${terms.join(' + ')} = ${result.points}` : `${result.points}`;
  return {
    card: nameCard(rules, card),
    value: card.value,
    legal: true,
    points: result.points,
    sum,
    contacts,
    matchCount: result.matches.length,
    matchText: describeMatches(contacts),
    refusal: '',
  };
}

/** The text-ready facts of one worked example; each play sees the table plus the legal plays before it. */
export function viewExample(rules: Rules, example: WorkedExample): ExampleView {
  const table = [...example.table];
  const plays: PlayView[] = [];
  for (const play of example.plays) {
    plays.push(viewPlay(rules, table, play));
    if (play.result.legal) table.push(play.place);
  }
  const legal = plays.filter((p) => p.legal);
  const turnPoints = legal.reduce((sum, p) => sum + p.points, 0);
  return {
    id: example.id,
    tableCards: example.table.map((p) => nameCard(rules, cardOf(rules, p.card))),
    plays,
    play: plays[0]!,
    turnPoints,
    turnSum: legal.length > 1 ? `${legal.map((p) => p.points).join(' + ')} = ${turnPoints}` : `${turnPoints}`,
  };
}

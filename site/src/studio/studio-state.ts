// The Studio's state as one value, and every change to it as a pure function of an event: what the
// designer edits (the deck file and its files), the undo history, and what the drawing thread last
// drew. The page only renders this value and forwards events (studio/main.ts).

import type { Duplex } from '../../../draw/imposition.ts';
import type { PrintKind } from '../../../draw/print-files.ts';
import type { RulebookDocument } from '../../../draw/rulebook/rulebook-files.ts';
import { CUES, type DeckBundleFile } from '../../../engine/index.ts';
import {
  type BalanceEvent,
  type BalanceState,
  initialBalance,
  isBalanceEvent,
  reduceBalance,
} from './balance-state.ts';

/** A path into the deck file: `['icons', 3, 'value']`. */
export type FieldPath = readonly (string | number)[];

/** What is being edited: the deck file (as JSON, valid or not) and the files it names (its art). */
export interface StudioDoc {
  deck: Record<string, unknown>;
  files: Record<string, DeckBundleFile>;
}

/** A problem of the deck as `validate-deck` words it: its path in the deck file, and the message. */
export interface StudioProblem {
  path: string;
  message: string;
}

/** A face as shown: the card's id and the URL of its picture. */
export interface ShownCard {
  id: string;
  url: string;
}

export interface Drawing {
  /** The edit (`version`) this drawing shows. */
  version: number;
  cards: ShownCard[];
  back: ShownCard | null;
  problems: StudioProblem[];
  notes: StudioProblem[];
  /** What draws but would print badly (validate-deck's warnings), each path named with its ids. */
  warnings: StudioProblem[];
}

/** What a print download holds: `jibe build`'s print files, or one of its rulebook's documents. */
export type StudioPrintKind = PrintKind | RulebookKind;
/** The rulebook's documents the Studio makes (`rulebook-a4.pdf`, `player-aid-a4.pdf`, `score-sheet-a4.pdf`). */
export const RULEBOOK_KINDS = ['rulebook', 'player-aid', 'score-sheet'] as const satisfies readonly RulebookDocument[];
export type RulebookKind = (typeof RULEBOOK_KINDS)[number];
export const isRulebookKind = (kind: string): kind is RulebookKind =>
  (RULEBOOK_KINDS as readonly string[]).includes(kind);

/**
 * The print files asked for, as `jibe build`'s flags offer them (--shop, --paper, --duplex,
 * --low-ink, --gutter, --offset as offsetX and offsetY, --dpi, --size).
 */
export interface PrintSettings {
  kind: StudioPrintKind;
  paper: 'both' | 'a4' | 'letter';
  duplex: Duplex;
  lowInk: boolean;
  /** Millimetres between the rows of a home sheet. */
  gutter: number;
  /** The back pages' shift in millimetres (not for fold pages). */
  offsetX: number;
  offsetY: number;
  /** The card PNGs' resolution where no shop canvas fixes it. */
  dpi: number;
  /** A card size preset for the deck's own, or '' for the deck's own. */
  size: string;
}

export const DEFAULT_PRINT: PrintSettings = {
  kind: 'home',
  paper: 'both',
  duplex: 'long',
  lowInk: false,
  gutter: 0,
  offsetX: 0,
  offsetY: 0,
  dpi: 300,
  size: '',
};

export interface StudioState {
  doc: StudioDoc;
  print: PrintSettings;
  /** Whether the print thread is making files. */
  printing: boolean;
  /** The balance games: their settings, the run under way, the last report (balance-state.ts). */
  balance: BalanceState;
  /** Grows with every change of the doc; a drawing says which version it shows. */
  version: number;
  /** Where the doc came from, for the page ("Jibe (classic)", "my-deck.jibe"). */
  source: string;
  past: StudioDoc[];
  future: StudioDoc[];
  /** The field the last edit set: typing on in it changes that edit instead of adding an undo step. */
  lastEdit: string | null;
  drawing: Drawing | null;
  /** Whether the drawing thread is at work on a newer version than `drawing` shows. */
  busy: boolean;
  /** A failure of the drawing thread itself (not of the deck), said until the next drawing. */
  failure: string | null;
  /** A passing message ("Saved", "Link copied"), or a refusal of a file opened. */
  notice: { text: string; tone: 'info' | 'error' } | null;
}

export type StudioEvent =
  | { type: 'open'; doc: StudioDoc; source: string }
  | { type: 'set'; path: FieldPath; value: unknown }
  | { type: 'add-colour' }
  | { type: 'remove-colour'; index: number }
  | { type: 'add-icon'; colour: string }
  | { type: 'remove-icon'; index: number }
  | { type: 'set-art'; index: number; name: string; text: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'drawing' }
  | { type: 'drawn'; drawing: Drawing }
  | { type: 'draw-failed'; message: string }
  | { type: 'notice'; text: string; tone?: 'info' | 'error' }
  | { type: 'print-set'; settings: Partial<PrintSettings> }
  | { type: 'print-start' }
  | { type: 'print-done'; text: string }
  | { type: 'print-failed'; text: string }
  | BalanceEvent;

/** Undo steps kept: enough for a session's edits, bounded so the saved state stays small. */
export const MAX_UNDO = 100;

/** Art for an icon added in the Studio until the designer imports their own: a plain shape. */
export const PLACEHOLDER_ART =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z"/></svg>';

/** Screen colours offered to a colour added, in turn: far apart in hue and in lightness. */
const NEW_COLOURS = ['#7B3FA0', '#1F8A8A', '#C2571A', '#4A4A4A', '#B8860B', '#2E5EAA'];

export function initialState(doc: StudioDoc, source: string): StudioState {
  return {
    doc,
    print: DEFAULT_PRINT,
    printing: false,
    balance: initialBalance(),
    version: 1,
    source,
    past: [],
    future: [],
    lastEdit: null,
    drawing: null,
    busy: false,
    failure: null,
    notice: null,
  };
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The value at `path` in a JSON value, or undefined. */
export function getAt(value: unknown, path: FieldPath): unknown {
  let at = value;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** A copy of `value` with `path` set to `next` (objects made on the way; undefined removes the field). */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  const copy: Record<string | number, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<number, unknown>)
    : value !== null && typeof value === 'object'
      ? { ...(value as Json) }
      : typeof step === 'number'
        ? []
        : {};
  const child = setAt(copy[step!], rest, next);
  if (child === undefined && !Array.isArray(copy)) delete copy[step!];
  else copy[step!] = child;
  return copy;
}

/** An id not yet taken by `taken`, from a base: `colour-5`, `icon-13`. */
function freshId(base: string, taken: readonly unknown[]): string {
  const used = new Set(taken.map(String));
  for (let n = taken.length + 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The art files no icon names any more are dropped, so a saved deck carries only what it uses. */
function pruneFiles(doc: StudioDoc): StudioDoc {
  const named = new Set(list(doc.deck.icons).map((icon) => String(icon.art)));
  const look = doc.deck.look as Json | undefined;
  for (const group of [look?.fonts, look?.templates])
    if (group && typeof group === 'object') for (const ref of Object.values(group)) named.add(String(ref));
  const files = Object.fromEntries(Object.entries(doc.files).filter(([name]) => named.has(name)));
  return Object.keys(files).length === Object.keys(doc.files).length ? doc : { ...doc, files };
}

/** A file name for art imported for an icon: `art/<icon id>.svg`, or with a number when taken by another icon. */
function artNameFor(doc: StudioDoc, index: number): string {
  const icons = list(doc.deck.icons);
  const id = String(icons[index]?.id ?? `icon-${index + 1}`).replace(/[^A-Za-z0-9_-]/g, '') || 'icon';
  const others = new Set(icons.filter((_, i) => i !== index).map((icon) => String(icon.art)));
  for (let n = 1; ; n++) {
    const name = n === 1 ? `art/${id}.svg` : `art/${id}-${n}.svg`;
    if (!others.has(name)) return name;
  }
}

function addIcon(doc: StudioDoc, colour: string): StudioDoc {
  const icons = list(doc.deck.icons);
  const id = freshId(
    'icon',
    icons.map((i) => i.id),
  );
  const art = `art/${id}.svg`;
  const icon = { id, name: `Icon ${icons.length + 1}`, value: 10, colour, art };
  // Placed after the colour's last icon, so the deck order keeps a colour's icons together.
  let at = icons.length;
  icons.forEach((i, n) => {
    if (i.colour === colour) at = n + 1;
  });
  return {
    deck: { ...doc.deck, icons: [...icons.slice(0, at), icon, ...icons.slice(at)] },
    files: { ...doc.files, [art]: { text: PLACEHOLDER_ART } },
  };
}

function addColour(doc: StudioDoc): StudioDoc {
  const colours = list(doc.deck.colours);
  const id = freshId(
    'colour',
    colours.map((c) => c.id),
  );
  const usedCues = new Set(colours.map((c) => c.cue));
  const cue = CUES.find((c) => !usedCues.has(c)) ?? CUES[0];
  const screen = NEW_COLOURS[colours.length % NEW_COLOURS.length];
  const withColour = {
    ...doc,
    deck: { ...doc.deck, colours: [...colours, { id, name: `Colour ${colours.length + 1}`, screen, cue }] },
  };
  // A colour needs two icons at least; three, as the classic deck has.
  return addIcon(addIcon(addIcon(withColour, id), id), id);
}

function removeIcon(doc: StudioDoc, index: number): StudioDoc {
  const icons = list(doc.deck.icons);
  const removed = icons[index];
  if (removed === undefined) return doc;
  const deck: Json = { ...doc.deck, icons: icons.filter((_, i) => i !== index) };
  if (deck.wild === removed.id) deck.wild = (deck.icons as Json[])[0]?.id ?? '';
  return pruneFiles({ ...doc, deck });
}

function removeColour(doc: StudioDoc, index: number): StudioDoc {
  const colours = list(doc.deck.colours);
  const removed = colours[index];
  if (removed === undefined) return doc;
  let next: StudioDoc = { ...doc, deck: { ...doc.deck, colours: colours.filter((_, i) => i !== index) } };
  for (let i = list(next.deck.icons).length - 1; i >= 0; i--)
    if (list(next.deck.icons)[i]!.colour === removed.id) next = removeIcon(next, i);
  return next;
}

/** The doc after an editing event, or null when the event edits nothing. */
function edit(doc: StudioDoc, event: StudioEvent): StudioDoc | null {
  switch (event.type) {
    case 'set': {
      if (getAt(doc.deck, event.path) === event.value) return null;
      return { ...doc, deck: setAt(doc.deck, event.path, event.value) as Json };
    }
    case 'add-colour':
      return addColour(doc);
    case 'remove-colour':
      return removeColour(doc, event.index);
    case 'add-icon':
      return addIcon(doc, event.colour);
    case 'remove-icon':
      return removeIcon(doc, event.index);
    case 'set-art': {
      const name = artNameFor(doc, event.index);
      // Art of the designer's own: the package it was packed from no longer made it.
      const named = setAt(doc.deck, ['icons', event.index, 'art'], name);
      const withArt = {
        deck: setAt(named, ['icons', event.index, 'artSource'], undefined) as Json,
        files: { ...doc.files, [name]: { text: event.text } },
      };
      return pruneFiles(withArt);
    }
    default:
      return null;
  }
}

/** The next state: the Studio's one way to change. */
export function studioReducer(state: StudioState, event: StudioEvent): StudioState {
  if (isBalanceEvent(event)) {
    const balance = reduceBalance(state.balance, event);
    return balance === state.balance ? state : { ...state, balance };
  }
  switch (event.type) {
    case 'open':
      return {
        ...initialState(event.doc, event.source),
        print: state.print,
        balance: state.balance,
        version: state.version + 1,
        drawing: state.drawing,
      };
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        ...state,
        doc: previous,
        past: state.past.slice(0, -1),
        future: [state.doc, ...state.future],
        lastEdit: null,
        version: state.version + 1,
        notice: null,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (next === undefined) return state;
      return {
        ...state,
        doc: next,
        past: [...state.past, state.doc],
        future,
        lastEdit: null,
        version: state.version + 1,
        notice: null,
      };
    }
    case 'drawing':
      return { ...state, busy: true };
    case 'drawn':
      // A drawing of an older edit than the one shown is late: kept out.
      if (state.drawing !== null && event.drawing.version < state.drawing.version) return state;
      return {
        ...state,
        drawing: event.drawing,
        busy: event.drawing.version < state.version,
        failure: null,
      };
    case 'draw-failed':
      return { ...state, busy: false, failure: event.message };
    case 'notice':
      return { ...state, notice: { text: event.text, tone: event.tone ?? 'info' } };
    case 'print-set':
      // Settings stay as they are while files are made: the files made are the ones asked for.
      return state.printing ? state : { ...state, print: { ...state.print, ...event.settings } };
    case 'print-start':
      return state.printing ? state : { ...state, printing: true, notice: null };
    case 'print-done':
      return { ...state, printing: false, notice: { text: event.text, tone: 'info' } };
    case 'print-failed':
      return { ...state, printing: false, notice: { text: event.text, tone: 'error' } };
    default: {
      const doc = edit(state.doc, event);
      if (doc === null) return state;
      const key = event.type === 'set' ? event.path.join('.') : null;
      const typingOn = key !== null && key === state.lastEdit;
      return {
        ...state,
        doc,
        past: typingOn ? state.past : [...state.past, state.doc].slice(-MAX_UNDO),
        future: [],
        lastEdit: key,
        version: state.version + 1,
        notice: null,
      };
    }
  }
}

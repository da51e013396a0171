// What the Studio shows, derived from its state alone: the fields of the deck file with their
// values and their problems, which controls are enabled, and the status line. Pure, so the page's
// rules are tested in milliseconds (test/studio/); studio/main.ts only puts this on the screen.

import {
  DEFAULT_OPTIONS,
  MAX_COLOURS,
  MAX_ICONS_PER_COLOUR,
  MIN_COLOURS,
  MIN_ICONS_PER_COLOUR,
  SCORINGS,
  WILD_SCOPES,
} from '../../../engine/index.ts';
import { DEFAULT_BACK } from '../../../draw/back-colours.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { namePath, parsePath } from '../../../lib/json-place.ts';
import { checkPrintOptions, DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../../draw/print-options.ts';
import {
  type FieldPath,
  getAt,
  isRulebookKind,
  type PrintSettings,
  type StudioProblem,
  type StudioState,
} from './studio-state.ts';

interface Choice {
  id: string;
  name: string;
}

/** The print control: what is chosen, what may be chosen, and the one button. */
export interface PrintView {
  kinds: Choice[];
  papers: Choice[];
  duplexes: Choice[];
  sizes: Choice[];
  settings: PrintSettings;
  /** Paper, duplex and gutter only matter to the home sheets. */
  sheetsOnly: boolean;
  /** The paper matters to the home sheets and the rulebook's documents. */
  papersApply: boolean;
  /** Low ink matters to the cards' files, not to the rulebook's. */
  lowInkApplies: boolean;
  /** The back pages' offset: double-sided home sheets only. */
  offsetOn: boolean;
  /** The resolution: the card PNGs (the shop's own where its canvas fixes it). */
  dpiOn: boolean;
  canMake: boolean;
  button: string;
  /** Why the button is off, or what it is doing. */
  status: string;
  /** The download's name: one PDF, or a zip of several files. */
  fileName: string;
}

const PRINT_SIZES: Choice[] = [
  { id: '', name: 'The deck’s own' },
  ...Object.values(SIZE_PRESETS).map((s) => ({
    id: s.id,
    name: `${s.id} (${Math.round(s.cornerToCorner * 10) / 10} mm corner to corner)`,
  })),
];
const PRINT_KINDS: Choice[] = [
  { id: 'home', name: 'Home sheets (PDF)' },
  { id: 'shop', name: 'Print-shop files (PDF and PNG)' },
  { id: 'cards', name: 'Card pictures (PNG)' },
  { id: 'rulebook', name: 'Rulebook (PDF)' },
  { id: 'player-aid', name: 'Player aid (PDF)' },
  { id: 'score-sheet', name: 'Score sheet (PDF)' },
];
const PRINT_PAPERS: Choice[] = [
  { id: 'both', name: 'A4 and US Letter' },
  { id: 'a4', name: 'A4' },
  { id: 'letter', name: 'US Letter' },
];
const PRINT_DUPLEXES: Choice[] = [
  { id: 'long', name: 'Double-sided, flip on the long edge' },
  { id: 'short', name: 'Double-sided, flip on the short edge' },
  { id: 'fold', name: 'One side: fold, glue, cut' },
];

/** The download's name: a home sheet or a rulebook's document on one paper is one PDF, as `jibe build` names it; the rest a zip. */
export function printFileName(deckId: string, print: PrintSettings): string {
  const id = deckId.replace(/[^A-Za-z0-9_-]/g, '') || 'deck';
  if (isRulebookKind(print.kind))
    return print.paper === 'both' ? `${id}-${print.kind}.zip` : `${id}-${print.kind}-${print.paper}.pdf`;
  const ink = print.lowInk ? '-low-ink' : '';
  if (print.kind === 'home' && print.paper !== 'both') return `${id}-${print.paper}-${print.duplex}${ink}.pdf`;
  const what = print.kind === 'home' ? `sheets-${print.duplex}` : print.kind;
  return `${id}-${what}${ink}.zip`;
}

/** The options of `jibe build` the settings ask for: those the kind of file does not use at their defaults. */
export function printOptionsOf(print: PrintSettings): PrintOptions {
  const sheets = print.kind === 'home';
  const offset = sheets && print.duplex !== 'fold';
  return {
    duplex: print.duplex,
    dpi: sheets ? DEFAULT_PRINT_OPTIONS.dpi : print.dpi,
    offset: offset ? { x: print.offsetX, y: print.offsetY } : DEFAULT_PRINT_OPTIONS.offset,
    gutter: sheets ? print.gutter : DEFAULT_PRINT_OPTIONS.gutter,
  };
}

// The controls' names for the flags whose limits they share.
const OPTION_NAMES = { '--dpi': 'Resolution', '--offset': 'Back offset', '--gutter': 'Gutter' } as const;

function viewPrint(state: StudioState, valid: boolean): PrintView {
  const sheetsOnly = state.print.kind === 'home';
  const rulebook = isRulebookKind(state.print.kind);
  const refused = checkPrintOptions(printOptionsOf(state.print));
  return {
    kinds: PRINT_KINDS,
    papers: PRINT_PAPERS,
    duplexes: PRINT_DUPLEXES,
    sizes: PRINT_SIZES,
    settings: state.print,
    sheetsOnly,
    papersApply: sheetsOnly || rulebook,
    lowInkApplies: !rulebook,
    offsetOn: sheetsOnly && state.print.duplex !== 'fold',
    dpiOn: !sheetsOnly && !rulebook,
    canMake: valid && !state.printing && refused === null,
    button: state.printing ? 'Making print files…' : 'Download print files',
    status: state.printing
      ? 'Making the print files with the code of jibe build…'
      : !valid
        ? 'Print files are made once the cards are drawn without problems.'
        : refused !== null
          ? `${OPTION_NAMES[refused.flag]} (${refused.flag}): ${refused.message}`
          : '',
    fileName: printFileName(text(state.doc.deck.id), state.print),
  };
}

export interface FieldView {
  path: FieldPath;
  /** What the deck draws where the field is left out (the back's default colours). */
  fallback?: string;
  /** A choice field's choices, their names as they now stand. */
  choices?: { id: string; name: string }[];
  /** The path as `validate-deck` writes it (`icons[3].value`), the key of its problems. */
  key: string;
  label: string;
  value: string;
  problems: string[];
}

export interface IconView {
  index: number;
  id: string;
  wild: boolean;
  art: string;
  fields: { name: FieldView; value: FieldView; colour: FieldView };
  artProblems: string[];
  canRemove: boolean;
}

export interface ColourView {
  index: number;
  id: string;
  fields: { name: FieldView; screen: FieldView; cue: FieldView };
  icons: IconView[];
  canAddIcon: boolean;
  canRemove: boolean;
}

export interface StudioView {
  title: string;
  source: string;
  deck: { name: FieldView; id: FieldView };
  colours: ColourView[];
  canAddColour: boolean;
  wild: FieldView & { choices: { id: string; name: string }[] };
  wildCores: FieldView;
  options: FieldView[];
  back: FieldView[];
  marks: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** One line on how the drawing stands: drawing, drawn with N problems, or what failed. */
  status: string;
  /** Every problem, worded as validate-deck words it (`icons[5] (note).colour: …`). */
  problems: string[];
  notes: string[];
  /** What would print badly, as validate-deck warns of it (the deck is valid all the same). */
  warnings: string[];
  valid: boolean;
  print: PrintView;
}

const keyOf = (path: FieldPath): string =>
  path.reduce<string>(
    (text, step) => (typeof step === 'number' ? `${text}[${step}]` : text === '' ? step : `${text}.${step}`),
    '',
  );

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The problems of one field: its own and those of what lies inside it. */
function problemsAt(problems: readonly StudioProblem[], key: string): string[] {
  return problems
    .filter((p) => p.path === key || p.path.startsWith(`${key}.`) || p.path.startsWith(`${key}[`))
    .map((p) => p.message);
}

/** A problem's path named with the ids of list items, as validate-deck prints it. */
export function describeProblem(deck: unknown, problem: StudioProblem): string {
  const steps = parsePath(problem.path);
  const place = problem.path === '' ? '' : steps === null ? problem.path : namePath(deck, steps);
  return place === '' ? problem.message : `${place}: ${problem.message}`;
}

export function studioView(state: StudioState): StudioView {
  const deck = state.doc.deck;
  const problems = state.drawing?.problems ?? [];
  const field = (path: FieldPath, label: string): FieldView => {
    const key = keyOf(path);
    return { path, key, label, value: text(getAt(deck, path)), problems: problemsAt(problems, key) };
  };
  const icons = (Array.isArray(deck.icons) ? deck.icons : []) as Record<string, unknown>[];
  const colourList = (Array.isArray(deck.colours) ? deck.colours : []) as Record<string, unknown>[];
  const colourChoices = colourList.map((c) => ({ id: text(c.id), name: text(c.name) || text(c.id) }));
  const colours: ColourView[] = colourList.map((colour, c) => {
    const mine = icons.map((icon, index) => ({ icon, index })).filter(({ icon }) => icon.colour === colour.id);
    return {
      index: c,
      id: text(colour.id),
      fields: {
        name: field(['colours', c, 'name'], 'Name'),
        screen: field(['colours', c, 'screen'], 'Colour'),
        cue: field(['colours', c, 'cue'], 'Mark'),
      },
      icons: mine.map(({ icon, index }) => ({
        index,
        id: text(icon.id),
        wild: icon.id === deck.wild,
        art: text(icon.art),
        fields: {
          name: field(['icons', index, 'name'], 'Name'),
          value: field(['icons', index, 'value'], 'Value'),
          colour: { ...field(['icons', index, 'colour'], 'Colour'), choices: colourChoices },
        },
        artProblems: problemsAt(problems, `icons[${index}].art`),
        canRemove: mine.length > MIN_ICONS_PER_COLOUR,
      })),
      canAddIcon: mine.length < MAX_ICONS_PER_COLOUR,
      canRemove: colourList.length > MIN_COLOURS,
    };
  });
  // Problems of an icon's colour field appear with the icon; those of a colour with the colour.
  const drawing = state.drawing;
  const valid = drawing !== null && drawing.problems.length === 0 && !state.busy && state.failure === null;
  const status =
    state.failure !== null
      ? `The cards could not be drawn: ${state.failure}`
      : drawing === null
        ? 'Drawing the cards…'
        : state.busy
          ? 'Drawing the changes…'
          : drawing.problems.length === 0
            ? `${drawing.cards.length} cards drawn; no problems${drawing.warnings.length === 0 ? '' : `, ${drawing.warnings.length} ${drawing.warnings.length === 1 ? 'warning' : 'warnings'} on how it prints`}.`
            : `${drawing.cards.length} cards drawn; ${drawing.problems.length} ${drawing.problems.length === 1 ? 'problem' : 'problems'} to mend before printing.`;
  return {
    title: text(deck.name) || 'Untitled deck',
    source: state.source,
    deck: { name: field(['name'], 'Deck name'), id: field(['id'], 'Id (file and folder names)') },
    colours,
    canAddColour: colourList.length < MAX_COLOURS,
    wild: {
      ...field(['wild'], 'Wild icon'),
      choices: icons.map((icon) => ({ id: text(icon.id), name: text(icon.name) || text(icon.id) })),
    },
    wildCores: field(['wildCores'], 'Wild cores (0 to 12)'),
    // A rule the deck file leaves out is the engine's default, and shows as such.
    options: (
      [
        ['handSize', 'Hand size'],
        ['wildPenalty', 'Wild icon left in hand costs'],
        ['wildScope', `Wild skips the colour rule for (${WILD_SCOPES.join(' or ')})`],
        ['coreBonus', 'Core bonus card'],
        ['scoring', `Scoring (${SCORINGS.join(' or ')})`],
      ] as const
    ).map(([key, label]) => ({ ...field(['options', key], label), fallback: String(DEFAULT_OPTIONS[key]) })),
    back: [
      { ...field(['look', 'back', 'colour'], 'Back colour'), fallback: DEFAULT_BACK.colour },
      { ...field(['look', 'back', 'accent'], 'Back accent'), fallback: DEFAULT_BACK.accent },
    ],
    marks: deck.marks !== false,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    status,
    problems: problems.map((p) => describeProblem(deck, p)),
    notes: (drawing?.notes ?? []).map((p) => describeProblem(deck, p)),
    warnings: (drawing?.warnings ?? []).map((p) => `${p.path}: ${p.message}`),
    valid,
    print: viewPrint(state, valid),
  };
}

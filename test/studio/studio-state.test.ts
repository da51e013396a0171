// The Studio's rules without a browser: events in, state out, the controls derived from it.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { formatDeckBundle, parseDeck } from '../../engine/index.ts';
import { bundleOf, docFromJson, docFromText, fileNameFor } from '../../site/src/studio/deck-file.ts';
import {
  DEFAULT_PRINT,
  initialState,
  MAX_UNDO,
  PLACEHOLDER_ART,
  type StudioEvent,
  type StudioState,
  studioReducer,
} from '../../site/src/studio/studio-state.ts';
import { describeProblem, printFileName, studioView } from '../../site/src/studio/studio-view.ts';

const classicFile = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));
const start = (): StudioState => {
  const read = docFromJson(classicFile);
  if (!read.ok) throw new Error(read.error);
  return initialState(read.value.doc, 'classic');
};
const run = (state: StudioState, ...events: StudioEvent[]) => events.reduce(studioReducer, state);
const deckOf = (state: StudioState) => parseDeck(state.doc.deck);

describe('opening a deck', () => {
  test('a plain deck file gets placeholder art for each icon whose art it does not carry', () => {
    const read = docFromJson(classicFile);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.placeholders).toBe(12);
    expect(Object.values(read.value.doc.files)).toEqual(Array(12).fill({ text: PLACEHOLDER_ART }));
    expect('$schema' in read.value.doc.deck).toBe(false);
  });

  test('placeholder art is credited to no package', () => {
    const file = structuredClone(classicFile);
    file.icons[0].artSource = 'npm:@iconify-json/lucide/icons.json#can';
    const read = docFromJson(file);
    if (!read.ok) throw new Error(read.error);
    expect((read.value.doc.deck.icons as object[])[0]).not.toHaveProperty('artSource');
  });

  test.each([
    ['not JSON', '{', /not JSON/],
    ['not a deck', '{"hello": 1}', /not a Jibe deck file/],
    ['a list', '[]', /not a Jibe deck file/],
    ['far too large', `"${'x'.repeat(21 * 1024 * 1024)}"`, /larger than 20 MB/],
  ])('refuses %s with a sentence', (_, text, message) => {
    const read = docFromText(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  test('a bundle saved reads back as the same doc', () => {
    const state = start();
    const read = docFromJson(JSON.parse(JSON.stringify(bundleOf(state.doc))));
    expect(read.ok && read.value.doc).toEqual(state.doc);
    expect(fileNameFor(state.doc)).toBe('classic.jibe');
  });
});

describe('editing', () => {
  test('a value set is in the deck, and typing on in the same field is one undo step', () => {
    const state = run(
      start(),
      { type: 'set', path: ['icons', 11, 'value'], value: 5 },
      { type: 'set', path: ['icons', 11, 'value'], value: 55 },
    );
    expect(
      deckOf(state).ok && (deckOf(state) as { value: { icons: { value: number }[] } }).value.icons[11]!.value,
    ).toBe(55);
    expect(state.past).toHaveLength(1);
    const undone = run(state, { type: 'undo' });
    expect(undone.doc.deck).toEqual(start().doc.deck);
    expect(run(undone, { type: 'redo' }).doc.deck).toEqual(state.doc.deck);
  });

  test('an edit that changes nothing is no edit: no version, no undo step', () => {
    const state = start();
    expect(run(state, { type: 'set', path: ['name'], value: 'Jibe' })).toBe(state);
  });

  test('a colour added comes with three icons of its own, a free mark, and the deck stays valid (5 × 3)', () => {
    const state = run(start(), { type: 'add-colour' });
    const deck = deckOf(state);
    expect(deck.ok).toBe(true);
    if (!deck.ok) return;
    expect(deck.value.colours).toHaveLength(5);
    expect(deck.value.icons).toHaveLength(15);
    expect(new Set(deck.value.colours.map((c) => c.cue)).size).toBe(5);
    expect(Object.keys(state.doc.files)).toHaveLength(15);
  });

  test('removing an icon drops its art file; removing the wild icon names another', () => {
    const wildIndex = classicFile.icons.findIndex((i: { id: string }) => i.id === classicFile.wild);
    const state = run(start(), { type: 'remove-icon', index: wildIndex });
    expect(state.doc.deck.wild).not.toBe(classicFile.wild);
    expect(Object.keys(state.doc.files)).toHaveLength(11);
  });

  test('art imported for an icon is stored under the icon’s name and replaces the old file', () => {
    const state = run(start(), { type: 'set-art', index: 2, name: 'My Flask.svg', text: '<svg/>' });
    const icon = (state.doc.deck.icons as { id: string; art: string }[])[2]!;
    expect(icon.art).toBe(`art/${icon.id}.svg`);
    expect(state.doc.files[icon.art]).toEqual({ text: '<svg/>' });
  });

  test('art imported for an icon drops the package its old art was packed from; the others keep theirs', () => {
    const source = 'npm:@iconify-json/lucide/icons.json#can';
    const packed = structuredClone(classicFile);
    delete packed.$schema;
    const files: Record<string, { text: string }> = {};
    for (const icon of packed.icons) {
      icon.artSource = source;
      icon.art = `art/${icon.id}.svg`;
      files[icon.art] = { text: '<svg/>' };
    }
    const read = docFromJson(formatDeckBundle(packed, files));
    if (!read.ok) throw new Error(read.error);
    const state = run(initialState(read.value.doc, 'classic'), {
      type: 'set-art',
      index: 2,
      name: 'mine.svg',
      text: '<svg/>',
    });
    const icons = state.doc.deck.icons as { artSource?: string }[];
    expect(icons.map((i) => i.artSource)).toEqual(icons.map((_, i) => (i === 2 ? undefined : source)));
  });

  test('the undo history is bounded', () => {
    let state = start();
    for (let i = 0; i < MAX_UNDO + 20; i++)
      state = run(state, { type: i % 2 ? 'add-colour' : 'remove-colour', index: 4 } as StudioEvent);
    expect(state.past.length).toBe(MAX_UNDO);
  });
});

describe('drawing', () => {
  test('a late drawing of an older version is kept out; the current one clears busy', () => {
    const edited = run(start(), { type: 'set', path: ['name'], value: 'Pearl' }, { type: 'drawing' });
    const drawing = (version: number) => ({ version, cards: [], back: null, problems: [], notes: [], warnings: [] });
    const current = run(edited, { type: 'drawn', drawing: drawing(edited.version) });
    expect(current.busy).toBe(false);
    expect(run(current, { type: 'drawn', drawing: drawing(edited.version - 1) })).toBe(current);
  });
});

describe('the view', () => {
  test('a problem shows at its field and in the list, named as validate-deck names it', () => {
    const state = run(start(), {
      type: 'drawn',
      drawing: {
        version: 1,
        cards: [],
        back: null,
        problems: [{ path: 'icons[5].colour', message: 'no such colour' }],
        notes: [],
        warnings: [],
      },
    });
    const view = studioView(state);
    const icon = view.colours.flatMap((c) => c.icons).find((i) => i.index === 5)!;
    expect(icon.fields.colour.problems).toEqual(['no such colour']);
    expect(view.problems).toEqual([`icons[5] (${classicFile.icons[5].id}).colour: no such colour`]);
    expect(view.valid).toBe(false);
    expect(view.status).toMatch(/1 problem to mend/);
  });

  test('the controls follow the rules of a deck’s shape: 2 to 6 colours, 2 to 6 icons a colour', () => {
    let state = start();
    expect(studioView(state).canAddColour).toBe(true);
    state = run(state, { type: 'add-colour' }, { type: 'add-colour' });
    expect(studioView(state).canAddColour).toBe(false);
    const view = studioView(state);
    expect(view.colours.every((c) => c.canRemove)).toBe(true);
    expect(view.colours[0]!.icons.every((i) => i.canRemove)).toBe(true);
    expect(
      studioView(run(start(), { type: 'remove-colour', index: 0 }, { type: 'remove-colour', index: 0 })).colours.every(
        (c) => !c.canRemove,
      ),
    ).toBe(true);
    expect(studioView(state).canUndo).toBe(true);
    expect(studioView(start()).canUndo).toBe(false);
  });

  test('print warnings are listed and counted, and leave the deck valid', () => {
    const warning = { path: 'colours[1] (gold).screen', message: 'ΔL* 3.0 in greyscale (below 10)' };
    const state = run(start(), {
      type: 'drawn',
      drawing: { version: 1, cards: [], back: null, problems: [], notes: [], warnings: [warning] },
    });
    const view = studioView(state);
    expect(view.warnings).toEqual(['colours[1] (gold).screen: ΔL* 3.0 in greyscale (below 10)']);
    expect(view.status).toMatch(/no problems, 1 warning on how it prints/);
    expect(view.valid).toBe(true);
  });

  test("rules the deck file leaves out show the engine's defaults", () => {
    const state = run(start(), { type: 'set', path: ['options'], value: undefined });
    const options = studioView(state).options;
    expect(options.map((o) => [o.key, o.value, o.fallback])).toEqual([
      ['options.handSize', '', '5'],
      ['options.wildPenalty', '', '100'],
      ['options.wildScope', '', 'side'],
      ['options.coreBonus', '', 'true'],
      ['options.scoring', '', 'total'],
    ]);
  });

  test('a problem path with no list ids is still worded', () => {
    expect(describeProblem({}, { path: '', message: 'too small' })).toBe('too small');
    expect(describeProblem({ name: 'x' }, { path: 'name', message: 'bad' })).toBe('name: bad');
  });
});

describe('the print control', () => {
  const drawn = (state: StudioState): StudioState =>
    run(state, {
      type: 'drawn',
      drawing: { version: state.version, cards: [], back: null, problems: [], notes: [], warnings: [] },
    });

  test('print files are made only once the cards are drawn without problems', () => {
    const state = start();
    expect(studioView(state).print.canMake).toBe(false);
    expect(studioView(state).print.status).toMatch(/without problems/);
    expect(studioView(drawn(state)).print.canMake).toBe(true);
    const broken = run(drawn(state), {
      type: 'drawn',
      drawing: {
        version: state.version + 1,
        cards: [],
        back: null,
        problems: [{ path: 'name', message: 'too long' }],
        notes: [],
        warnings: [],
      },
    });
    expect(studioView(broken).print.canMake).toBe(false);
  });

  test('while files are made the button is off and the settings stay as asked', () => {
    const making = run(drawn(start()), { type: 'print-set', settings: { paper: 'a4' } }, { type: 'print-start' });
    expect(studioView(making).print).toMatchObject({ canMake: false, button: 'Making print files…' });
    const changed = run(making, { type: 'print-set', settings: { paper: 'letter' } });
    expect(changed.print.paper).toBe('a4');
    const done = run(changed, { type: 'print-done', text: 'Saved' });
    expect(done.printing).toBe(false);
    expect(done.notice).toEqual({ text: 'Saved', tone: 'info' });
    expect(studioView(done).print.canMake).toBe(true);
    expect(run(making, { type: 'print-failed', text: 'no' }).notice?.tone).toBe('error');
  });

  test('duplex mode is for the home sheets only, the paper for them and the rulebook, low ink for the cards', () => {
    const state = run(start(), { type: 'print-set', settings: { kind: 'shop' } });
    expect(studioView(state).print.sheetsOnly).toBe(false);
    expect(studioView(run(state, { type: 'print-set', settings: { kind: 'home' } })).print.sheetsOnly).toBe(true);
    const aid = studioView(run(state, { type: 'print-set', settings: { kind: 'player-aid' } })).print;
    expect(aid).toMatchObject({ sheetsOnly: false, papersApply: true, lowInkApplies: false });
  });

  test('the settings survive opening another deck, and are not an undo step', () => {
    const state = run(start(), { type: 'print-set', settings: { lowInk: true, duplex: 'fold' } });
    expect(studioView(state).canUndo).toBe(false);
    const reopened = run(state, { type: 'open', doc: state.doc, source: 'again' });
    expect(reopened.print).toMatchObject({ lowInk: true, duplex: 'fold' });
  });

  test.each([
    [{ kind: 'home', paper: 'a4', duplex: 'long', lowInk: false }, 'classic-a4-long.pdf'],
    [{ kind: 'home', paper: 'letter', duplex: 'fold', lowInk: true }, 'classic-letter-fold-low-ink.pdf'],
    [{ kind: 'home', paper: 'both', duplex: 'short', lowInk: false }, 'classic-sheets-short.zip'],
    [{ kind: 'shop', paper: 'both', duplex: 'long', lowInk: false }, 'classic-shop.zip'],
    [{ kind: 'cards', paper: 'a4', duplex: 'long', lowInk: true }, 'classic-cards-low-ink.zip'],
    [{ kind: 'rulebook', paper: 'a4', duplex: 'long', lowInk: true }, 'classic-rulebook-a4.pdf'],
    [{ kind: 'player-aid', paper: 'letter', duplex: 'fold', lowInk: false }, 'classic-player-aid-letter.pdf'],
    [{ kind: 'rulebook', paper: 'both', duplex: 'long', lowInk: false }, 'classic-rulebook.zip'],
    [{ kind: 'score-sheet', paper: 'a4', duplex: 'short', lowInk: false }, 'classic-score-sheet-a4.pdf'],
  ] as const)('%o downloads as %s', (settings, name) => {
    expect(printFileName('classic', { ...DEFAULT_PRINT, ...settings })).toBe(name);
  });
});

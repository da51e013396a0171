// The Studio's print options are `jibe build`'s: the gutter, the back pages' offset and the PNGs'
// resolution reach the print thread as the flags would, each only where the CLI uses it, and a
// value the CLI refuses turns the button off with the CLI's words.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DEFAULT_PRINT_OPTIONS } from '../../draw/print-options.ts';
import { docFromJson } from '../../site/src/studio/deck-file.ts';
import {
  initialState,
  type PrintSettings,
  type StudioEvent,
  type StudioState,
  studioReducer,
} from '../../site/src/studio/studio-state.ts';
import { printOptionsOf, studioView } from '../../site/src/studio/studio-view.ts';

const classicFile = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));

/** The classic deck opened and drawn without problems, with these print settings. */
function withSettings(settings: Partial<PrintSettings>): StudioState {
  const read = docFromJson(classicFile);
  if (!read.ok) throw new Error(read.error);
  const state = initialState(read.value.doc, 'classic');
  const events: StudioEvent[] = [
    {
      type: 'drawn',
      drawing: { version: state.version, cards: [], back: null, problems: [], notes: [], warnings: [] },
    },
    { type: 'print-set', settings },
  ];
  return events.reduce(studioReducer, state);
}

describe('the print options', () => {
  test('by default they are jibe build’s defaults', () => {
    expect(printOptionsOf(withSettings({}).print)).toEqual(DEFAULT_PRINT_OPTIONS);
  });

  test.each([
    {
      name: 'double-sided home sheets take the gutter and the offset, not the resolution',
      settings: { kind: 'home', duplex: 'short', gutter: 6.35, offsetX: 1, offsetY: -0.5, dpi: 150 },
      options: { duplex: 'short', gutter: 6.35, offset: { x: 1, y: -0.5 }, dpi: 300 },
      on: { sheetsOnly: true, offsetOn: true, dpiOn: false },
    },
    {
      name: 'fold pages take the gutter; an offset would only move the backs off their fold',
      settings: { kind: 'home', duplex: 'fold', gutter: 3, offsetX: 1, offsetY: 1 },
      options: { duplex: 'fold', gutter: 3, offset: { x: 0, y: 0 }, dpi: 300 },
      on: { sheetsOnly: true, offsetOn: false, dpiOn: false },
    },
    {
      name: 'card PNGs take the resolution only',
      settings: { kind: 'cards', gutter: 6, offsetX: 2, dpi: 150 },
      options: { duplex: 'long', gutter: 0, offset: { x: 0, y: 0 }, dpi: 150 },
      on: { sheetsOnly: false, offsetOn: false, dpiOn: true },
    },
    {
      name: 'shop files take the resolution (for a size no shop canvas fixes)',
      settings: { kind: 'shop', gutter: 6, dpi: 600 },
      options: { duplex: 'long', gutter: 0, offset: { x: 0, y: 0 }, dpi: 600 },
      on: { sheetsOnly: false, offsetOn: false, dpiOn: true },
    },
  ] as const)('$name', ({ settings, options, on }) => {
    const state = withSettings(settings);
    expect(printOptionsOf(state.print)).toEqual(options);
    expect(studioView(state).print).toMatchObject({ ...on, canMake: true, status: '' });
  });

  test.each([
    [{ gutter: 25 }, /^Gutter \(--gutter\): 25 is not a gutter/],
    [{ gutter: Number.NaN }, /^Gutter \(--gutter\): NaN is not a gutter/],
    [{ offsetX: 6 }, /^Back offset \(--offset\): 6,0 is too large/],
    [{ kind: 'cards', dpi: 50 }, /^Resolution \(--dpi\): 50 is not a resolution/],
    [{ kind: 'cards', dpi: 300.5 }, /^Resolution \(--dpi\): 300.5 is not a resolution/],
  ] as const)('%o is refused as jibe build refuses it, and the button is off', (settings, message) => {
    const view = studioView(withSettings(settings)).print;
    expect(view.canMake).toBe(false);
    expect(view.status).toMatch(message);
  });

  test('a value refused where it is not used does not stop the files that do not use it', () => {
    expect(studioView(withSettings({ kind: 'cards', gutter: 25 })).print.canMake).toBe(true);
    expect(studioView(withSettings({ kind: 'home', dpi: 5 })).print.canMake).toBe(true);
  });
});

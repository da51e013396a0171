import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { buildDeck } from '../../../generator/print/build.ts';
import { parseBuildFlags } from '../../../generator/print/build-options.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardFace } from '../../../draw/card-view.ts';
import { formatTtsDeck, layoutTtsSheets } from '../../../generator/print/tts.ts';

describe('Tabletop Simulator export', () => {
  const { deck } = loadDeck();
  const faces = enumerateCards(deck).map((c) => ({
    view: viewCardFace(deck, c, SIZE_PRESETS['tgc-hex']!),
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1mm" height="1mm" viewBox="0 0 1 1"><title>${c.id}</title></svg>`,
  }));

  it('puts 80 cards on a 10 × 7 sheet and a 10 × 1 sheet, each card a nested SVG in its cell', () => {
    const sheets = layoutTtsSheets(faces);
    expect(sheets.map((s) => [s.cards.length, s.columns, s.rows])).toEqual([
      [70, 10, 7],
      [10, 10, 1],
    ]);
    expect(sheets[0]!.svg.match(/<svg /g)).toHaveLength(71);
    expect(sheets[0]!.svg).toContain('x="88.839" y="0" width="88.839" height="101.6"');
  });

  it('describes one custom deck of hex cards whose ids point into the sheets', () => {
    const sheets = layoutTtsSheets(faces);
    const json = JSON.parse(
      formatTtsDeck(
        'Jibe',
        sheets,
        { sheets: ['file:///a.png', 'file:///b.png'], back: 'file:///back.png' },
        new Map(),
      ),
    );
    const [object] = json.ObjectStates;
    expect(object.Name).toBe('DeckCustom');
    expect(object.DeckIDs).toHaveLength(80);
    expect(object.DeckIDs.slice(68, 72)).toEqual([168, 169, 200, 201]);
    expect(object.CustomDeck['2']).toMatchObject({ FaceURL: 'file:///b.png', NumWidth: 10, NumHeight: 1, Type: 3 });
    expect(object.ContainedObjects[0]).toMatchObject({ Name: 'Card', CardID: 100, Description: 'can-joker' });
  });

  it('jibe build --tts writes the sheets, the back and the saved object', async () => {
    const out = mkdtempSync(join(tmpdir(), 'jibe-tts-'));
    await buildDeck(parseBuildFlags({ out, tts: true, only: 'key-fire,can-joker,core-fire', paper: 'a4' }));
    const dir = join(out, 'classic', 'proof', 'tts');
    expect(readdirSync(dir).sort()).toEqual(['back.png', 'classic.json', 'deck-1.png']);
    const png = readFileSync(join(dir, 'deck-1.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1049, 400]); // 3 cards at 100 DPI
    const json = JSON.parse(readFileSync(join(dir, 'classic.json'), 'utf8'));
    expect(json.ObjectStates[0].CustomDeck['1'].FaceURL).toBe(`file://${join(dir, 'deck-1.png')}`);
    expect(json.ObjectStates[0].ContainedObjects.map((c: { Nickname: string }) => c.Nickname)).toEqual([
      'Can + Joker',
      'Key + Fire',
      'Fire',
    ]);
  });
});

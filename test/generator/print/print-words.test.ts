// What the README and the rulebook say the cards show, held against what the card view draws: the
// colour of each band's mark and the wild side's mark.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateCards } from '../../../engine/index.ts';
import { loadDeck, ROOT } from '../../../generator/deck-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { viewCardFace } from '../../../draw/card-view.ts';

const deck = loadDeck().deck;
const size = SIZE_PRESETS['tgc-hex']!;
const colourOf = new Map(deck.icons.map((i) => [i.id, i.colour]));
/** The fills of the paths drawn right after each coloured band: the marks, by the band's colour. */
function markFills(): Set<string> {
  const fills = new Set<string>();
  const screens = new Set(deck.colours.map((c) => c.screen));
  for (const card of enumerateCards(deck)) {
    const view = viewCardFace(deck, card, size);
    view.paths.forEach((p, i) => {
      // (A band's slices on the wild mark are followed by other slices, not by a mark.)
      const mark = view.paths[i + 1]?.fill;
      if (p.fill !== null && screens.has(p.fill) && (mark === '#FFFFFF' || mark === '#1D1D1B')) fills.add(mark);
    });
  }
  return fills;
}

describe('the words about the printed marks', () => {
  it('the rulebook names every colour the marks are printed in', () => {
    const fills = markFills();
    // The classic deck's marks: white on red and blue, ink on gold and green.
    expect(fills).toEqual(new Set(['#FFFFFF', '#1D1D1B']));
    const template = readFileSync(join(ROOT, 'templates', 'rulebook', 'rulebook.md.hbs'), 'utf8');
    const line = template.split('\n').find((l) => l.startsWith('- **Colour mark**'))!;
    expect(line).toMatch(/white/);
    expect(line).toMatch(/black/);
    expect(line).not.toMatch(/small white shape/);
  });

  it('the README describes the wild side as drawn: the band and mark of its colour, a dark disc, no star', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const wild = /The wild icon is one of the icons of its colour[^.]*\./.exec(readme)?.[0] ?? '';
    expect(wild).toMatch(/dark disc/);
    expect(wild).not.toMatch(/star/);
    // As drawn: a wild side's band is its icon's colour.
    const joker = enumerateCards(deck).find((c) => c.sides.some((s) => s === deck.wild))!;
    const fills = viewCardFace(deck, joker, size).paths.map((p) => p.fill);
    const wildColour = deck.colours.find((c) => c.id === colourOf.get(deck.wild))!;
    expect(fills).toContain(wildColour.screen);
  });
});

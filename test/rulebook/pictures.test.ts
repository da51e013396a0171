// The worked examples' pictures: one scale for every card, fitting a phone's column, values upright
// on turned cards, and touching edges told apart by their dash as well as their colour; the set-up
// diagram with its turn order.

import { describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { makeCardFaces } from '../../draw/rulebook/card-faces.ts';
import { renderRulebookHtml } from '../../draw/rulebook/html-rulebook.ts';
import { buildRulebookImages } from '../../draw/rulebook/images.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';
import { renderRulebookSource } from '../../draw/rulebook/source.ts';
import { layoutSetup } from '../../draw/rulebook/setup-picture.ts';
import { renderSetupSvg, UNIT } from '../../draw/rulebook/svg-pictures.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';

describe.each(['decks/classic', 'decks/edition-2018'])('the %s example pictures', (deck) => {
  const inputs = readRulebookInputs(loadDeck(deck));
  const model = buildRulebookModel(inputs.deck);
  const images = buildRulebookImages(model, {
    faces: makeCardFaces(inputs.deck, model.rules),
    art: inputs.art,
    ...inputs.look,
  });
  const examples = [...images.values()].filter((i) => i.id.startsWith('example-'));

  test('every card of every example is drawn at one scale', () => {
    const scales = new Set(examples.flatMap((i) => [...i.svg.matchAll(/ scale\(([\d.]+)\)/g)].map((m) => m[1])));
    expect(scales.size).toBe(1);
  });

  test('a card is at least 120 px across at full size; the figure fits its column and links to itself at full size', () => {
    expect(0.965 * Math.sqrt(3) * UNIT).toBeGreaterThanOrEqual(120);
    const html = renderRulebookHtml(renderRulebookSource(inputs.template, model), model, images);
    const figures = html.sections.flatMap((s) => [
      ...s.html.matchAll(/<figure class="jibe-example"[^>]*>.*?<\/figure>/g),
    ]);
    expect(figures.length).toBe(examples.length);
    for (const [f] of figures) {
      expect(f).not.toMatch(/overflow-x|max-width:none/);
      expect(f).toMatch(/<a href="([^"]+)"><img src="\1"/);
    }
  });

  test('a turned card has its value drawn upright, apart from the turning face', () => {
    for (const position of model.positions) {
      const svg = images.get(`example-${position.id}`)!.svg;
      const cards = [...position.table, ...position.plays.map((p) => p.place)];
      const turned = cards.filter((c) => c.rotation % 6 !== 0).length;
      expect(svg.match(/ rotate\(0\) /g)?.length ?? 0).toBeGreaterThanOrEqual(cards.length);
      expect(svg.match(/ rotate\(-\d+\) /g)?.length ?? 0).toBe(turned);
    }
  });

  test('touching edges are dashed by kind, so they read in greyscale', () => {
    const clash = images.get('example-colour-clash')?.svg;
    if (clash) expect(clash).toMatch(/<line [^>]*stroke="#C62828"[^>]*stroke-dasharray/);
    const match = images.get('example-icon-match')!.svg;
    expect(match).toMatch(/<line [^>]*stroke="#1A7F37"[^>]*stroke-linecap="round"/);
    const only = images.get('example-colour-only')?.svg;
    if (only) expect(only).toMatch(/<line [^>]*stroke="#8A9099"[^>]*stroke-dasharray/);
  });
});

describe('the set-up diagram', () => {
  const { deck } = loadDeck('decks/classic');
  const model = buildRulebookModel(deck);
  const picture = layoutSetup(model, model.startCore);
  const hands = (name: string) => {
    const label = picture.labels.find((l) => l.text.startsWith(name))!;
    return { x: label.x, y: label.y };
  };
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

  test('shows the turn order: an arrow leaving the first player toward the next', () => {
    const [first, second] = model.sampleRound.sheet.map((r) => hands(r.player));
    const [start, end] = [picture.turn[0]!, picture.turn.at(-1)!];
    expect(distance(start, first!)).toBeLessThan(distance(start, second!));
    expect(distance(end, second!)).toBeLessThan(distance(start, second!));
    expect(picture.labels.map((l) => l.text)).toContain('next turn');
    const classic = readRulebookInputs(loadDeck('decks/classic'));
    const svg = renderSetupSvg(
      { faces: makeCardFaces(deck, model.rules), art: classic.art, ...classic.look },
      picture,
      'set-up',
    );
    expect(svg).toMatch(/<polyline points="[^"]+"[^>]*\/>\s*<polygon points/);
  });
});

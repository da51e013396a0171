// A card on the board: its printed face from the site's cards/ folder, or, without it, a hex with
// each side's wedge in its icon's colour and the colour's mark (for colour-blind players).

import type { Rules } from '../../../../engine/index.ts';
import type { Cue } from '../../../../engine/index.ts';
import { HEX, hexPoints, wedgeMark, wedgePoints } from '../board.ts';
import { faceSize, faceUrl, type CardArt } from '../card-face.ts';
import { s } from './dom.ts';

/** A small mark for each colour cue, centred on (0,0). */
function cueMark(cue: Cue): SVGElement {
  const r = 5;
  switch (cue) {
    case 'circle':
      return s('circle', { r });
    case 'triangle':
      return s('polygon', { points: `0,${-r - 1} ${r + 1},${r} ${-r - 1},${r}` });
    case 'square':
      return s('rect', { x: -r + 1, y: -r + 1, width: 2 * r - 2, height: 2 * r - 2 });
    case 'diamond':
      return s('polygon', { points: `0,${-r - 1} ${r},0 0,${r + 1} ${-r},0` });
    case 'cross':
      return s('path', { d: `M${-r},${-r}L${r},${r}M${r},${-r}L${-r},${r}`, 'stroke-width': 2.5, class: 'cue-line' });
    case 'bar':
      return s('rect', { x: -r, y: -2, width: 2 * r, height: 4 });
  }
}

/** The card's printed face, its cut hex laid on the board hex, clipped to it and turned to its rotation. */
function drawArt(art: CardArt, cardId: string, rotation: number): SVGGElement {
  const { width, height } = faceSize(art, 2 * (HEX - 1));
  return s(
    'g',
    { class: 'card art', transform: `rotate(${-60 * rotation})` },
    s('image', {
      href: faceUrl(art, cardId),
      x: -width / 2,
      y: -height / 2,
      width,
      height,
      'clip-path': 'url(#card-clip)',
    }),
    s('polygon', { points: hexPoints(HEX - 1), class: 'card-edge' }),
  );
}

/** The clip path drawCard's art uses, to put once in the board's defs. */
export const cardClip = (): SVGClipPathElement =>
  s('clipPath', { id: 'card-clip' }, s('polygon', { points: hexPoints(HEX - 1) }));

/** The card with a rotation, centred on (0,0): its printed face when the site has it, else the drawn hex. */
export function drawCard(rules: Rules, cardId: string, rotation: number, art: CardArt | null = null): SVGGElement {
  const card = rules.cards[rules.cardIndex.get(cardId)!]!;
  if (art !== null) {
    const face = drawArt(art, cardId, rotation);
    // Turned a third of a turn or more, the printed value reads upside down ("09" for 60): the
    // value is set again upright on a disc over it, as the drawn hex has it.
    if (rotation < 2 || rotation > 4) return face;
    return s(
      'g',
      { class: 'card turned' },
      face,
      // The value is in the card's own name already: drawn for the eye only.
      s(
        'g',
        { 'aria-hidden': 'true' },
        s('circle', { r: HEX * 0.34, class: 'card-centre' }),
        s('text', { class: 'card-value', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, card.value),
      ),
    );
  }
  const g = s('g', { class: 'card' });
  card.sides.forEach((iconId, side) => {
    const icon = rules.deck.icons.find((i) => i.id === iconId)!;
    const colour = rules.deck.colours.find((c) => c.id === icon.colour)!;
    const d = (side + rotation) % 6;
    g.append(
      s('polygon', {
        points: wedgePoints(d, HEX - 2),
        fill: colour.screen,
        class: iconId === rules.deck.wild ? 'wedge wild' : 'wedge',
      }),
    );
    const [x, y] = wedgeMark(d);
    const mark = cueMark(colour.cue);
    mark.setAttribute('class', `${mark.getAttribute('class') ?? ''} cue`.trim());
    g.append(s('g', { transform: `translate(${x},${y})` }, mark));
  });
  g.append(s('polygon', { points: hexPoints(HEX - 2), class: 'card-edge' }));
  g.append(s('circle', { r: HEX * 0.34, class: 'card-centre' }));
  g.append(s('text', { class: 'card-value', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, card.value));
  return g;
}

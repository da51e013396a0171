// A bare 100 × 100 card that holds only icons, for drawing icon art on a card in the art tests.

import type { Art } from '../../draw/art.ts';
import { renderPixels } from '../../generator/print/card-png.ts';
import { renderCardSvg } from '../../generator/print/card-svg.ts';

type CardView = Parameters<typeof renderCardSvg>[0];

/** The card's view with the given icons on it, and nothing else. */
export const iconCard = (icons: { icon: string; x: number; y: number; size: number }[]): CardView =>
  ({
    id: 'x',
    description: 'x',
    geometry: { width: 100, height: 100 },
    paths: [],
    texts: [],
    icons,
  }) as unknown as CardView;

/** The art drawn as one icon in the card's middle, rendered to pixels 100 wide. */
export const drawOnCard = (art: Art): ReturnType<typeof renderPixels> =>
  renderPixels(renderCardSvg(iconCard([{ icon: 'sun', x: 40, y: 40, size: 20 }]), new Map([['sun', art]])), 100);

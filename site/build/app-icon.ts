// The installed app's icon and web app manifest, from the deck: a hexagon cut into six wedges in the
// deck's colours, on a square that fills the whole icon (so "maskable" launchers may crop it).

import type { Deck } from '../../engine/index.ts';
import { escapeXml } from '../../lib/xml.ts';
import { hrefFor } from '../src/lib/nav.ts';

/** Icon sizes written as PNG: the two a manifest needs, and Apple's home-screen size. */
export const ICON_SIZES = [192, 512, 180] as const;
const BACKGROUND = '#16181d';

/** The app icon as SVG on a 512 box. */
export function renderAppIconSvg(deck: Deck): string {
  const colours = deck.colours.map((c) => c.screen);
  const centre = 256;
  // The hexagon stays inside the middle 80 %, the safe zone of a maskable icon.
  const radius = 180;
  const corner = (i: number) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(centre + radius * Math.cos(angle)).toFixed(1)},${(centre + radius * Math.sin(angle)).toFixed(1)}`;
  };
  const wedges = Array.from({ length: 6 }, (_, i) => {
    const fill = colours[i % Math.max(1, colours.length)] ?? '#888888';
    return `<polygon points="${centre},${centre} ${corner(i)} ${corner(i + 1)}" fill="${escapeXml(fill)}" stroke="${BACKGROUND}" stroke-width="10" stroke-linejoin="round"/>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<rect width="512" height="512" fill="${BACKGROUND}"/>`,
    ...wedges,
    `<circle cx="${centre}" cy="${centre}" r="46" fill="${BACKGROUND}"/>`,
    '</svg>',
  ].join('');
}

/** The web app manifest: installable, opening on the home page, scoped to the site's base. */
export function buildWebManifest(deck: Deck, base: string): Record<string, unknown> {
  return {
    name: deck.name,
    short_name: deck.name.length <= 12 ? deck.name : deck.name.slice(0, 12),
    description: deck.description ?? `${deck.name}: rules, cards, print files and scorekeeper.`,
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [
      { src: hrefFor(base, 'icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: hrefFor(base, 'icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: hrefFor(base, 'icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: hrefFor(base, 'icons/icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

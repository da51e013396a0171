// Sanitised art → the values the card-art templates place: a tree of groups and paths, and each
// icon's clip paths and masks under ids of its own.

import type { Art, ArtNode, ArtPaint } from './art.ts';
import { fmt } from './hex-geometry.ts';
import type { Matrix } from './matrix.ts';

// Art is drawn in its own units, often a 24-unit grid: four decimals keep it exact at card size.
const artMatrix = (m: Matrix): string => `matrix(${m.map((v) => String(Math.round(v * 10000) / 10000)).join(' ')})`;
const ref = (id: string, index: number | null): string => (index === null ? 'none' : `url(#${id}-${index})`);

interface ArtNodeView {
  groups: { transform: string; opacity: string; clip: string; mask: string; children: ArtNodeView[] }[];
  paths: Record<string, string>[];
}

/** An icon's art as the card-art partials take it; `id` prefixes its clip and mask ids. */
export function viewArt(art: Art, id: string, place: Matrix, withDefs = true) {
  // A copy of an icon drawn before on the same picture refers to the first copy's definitions.
  const defs = withDefs ? art.defs : [];
  const paint = (p: ArtPaint): string => (p === null ? 'none' : typeof p === 'string' ? p : `url(#${id}-${p.server})`);
  const node = (n: ArtNode): ArtNodeView =>
    n.kind === 'group'
      ? {
          groups: [
            {
              transform: artMatrix(n.matrix),
              opacity: fmt(n.opacity),
              clip: ref(id, n.clip),
              mask: ref(id, n.mask),
              children: n.children.map(node),
            },
          ],
          paths: [],
        }
      : {
          groups: [],
          paths: [
            {
              d: n.d,
              transform: artMatrix(n.matrix),
              fill: paint(n.fill),
              fillRule: n.fillRule,
              fillOpacity: fmt(n.fillOpacity),
              stroke: paint(n.stroke),
              strokeWidth: fmt(n.strokeWidth),
              lineCap: n.lineCap,
              lineJoin: n.lineJoin,
              miterLimit: fmt(n.miterLimit),
              dashArray: n.dashArray === null ? 'none' : n.dashArray.map(fmt).join(' '),
              dashOffset: fmt(n.dashOffset),
              strokeOpacity: fmt(n.strokeOpacity),
              opacity: fmt(n.opacity),
            },
          ],
        };
  const clips = defs.flatMap((def, i) =>
    def.kind === 'clip'
      ? [
          {
            id: `${id}-${i}`,
            units: def.units,
            transform: artMatrix(def.matrix),
            clip: ref(id, def.clip),
            paths: def.paths.map((p) => ({ d: p.d, transform: artMatrix(p.matrix), rule: p.rule })),
          },
        ]
      : [],
  );
  const masks = defs.flatMap((def, i) =>
    def.kind === 'mask'
      ? [
          {
            id: `${id}-${i}`,
            x: String(def.rect[0]),
            y: String(def.rect[1]),
            width: String(def.rect[2]),
            height: String(def.rect[3]),
            units: def.units,
            contentUnits: def.contentUnits,
            mask: ref(id, def.mask),
            children: def.children.map(node),
          },
        ]
      : [],
  );
  const gradients = (kind: 'linear' | 'radial') =>
    defs.flatMap((def, i) =>
      def.kind === kind
        ? [
            {
              id: `${id}-${i}`,
              coords: def.coords.map((v) => String(Math.round(v * 10000) / 10000)),
              units: def.units,
              transform: artMatrix(def.matrix),
              spread: def.spread,
              stops: def.stops.map((s) => ({ offset: fmt(s.offset), colour: s.colour, opacity: fmt(s.opacity) })),
            },
          ]
        : [],
    );
  const num = (v: number): string => String(Math.round(v * 10000) / 10000);
  const patterns = (boxed: boolean) =>
    defs.flatMap((def, i) =>
      def.kind === 'pattern' && (def.viewBox !== null) === boxed
        ? [
            {
              id: `${id}-${i}`,
              x: num(def.rect[0]),
              y: num(def.rect[1]),
              width: num(def.rect[2]),
              height: num(def.rect[3]),
              units: def.units,
              contentUnits: def.contentUnits,
              transform: artMatrix(def.matrix),
              viewBox: def.viewBox?.map(num).join(' ') ?? '',
              children: def.children.map(node),
            },
          ]
        : [],
    );
  return {
    transform: artMatrix(place),
    patterns: patterns(false),
    boxedPatterns: patterns(true),
    clips,
    masks,
    linears: gradients('linear'),
    radials: gradients('radial'),
    nodes: art.nodes.map(node),
  };
}

// Ids of clip paths and masks are made from the icon's id: the same icon has the same definitions
// wherever it is drawn, so two copies in one document (a rulebook page) never disagree.
export const artId = (icon: string): string => `art-${icon.replace(/[^A-Za-z0-9_-]/g, '_')}`;

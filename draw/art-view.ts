// Sanitised art → the values the card-art templates place: a tree of groups and paths, and each
// icon's clip paths and masks under ids of its own.

import { type Art, type ArtNode, type ArtPaint, type ArtShape, drawnAsLayer, INITIAL_STYLE } from './art.ts';
import { fmt } from './hex-geometry.ts';
import { applyMatrix, composeMatrices, IDENTITY, invertMatrix, type Matrix } from './matrix.ts';

// Art is drawn in its own units, often a 24-unit grid: four decimals keep it exact at card size.
const rounded = (m: Matrix): Matrix => m.map((v) => Math.round(v * 10000) / 10000) as unknown as Matrix;
const artMatrix = (m: Matrix): string => `matrix(${rounded(m).join(' ')})`;

/**
 * An unseen shape over the art's whole view box, in the coordinates inside a group whose children
 * `inner` maps to the art's own, for a group drawn on a layer of its own (drawnAsLayer); null when
 * `inner` flattens the group to nothing (it then draws nothing). resvg (the release we use) aborts
 * the whole process when a layer meets the picture, or the layer it is drawn into, in less than a
 * pixel: hostile art can put one there (a shape 1,000 view boxes away at half opacity). With the
 * shape, every layer covers the icon's own box, which is on the card.
 */
function layerAnchor(inner: Matrix, viewBox: readonly [number, number, number, number]): ArtShape | null {
  const inverse = invertMatrix(inner);
  if (inverse === null) return null;
  const [vx, vy, vw, vh] = viewBox;
  const corners = [
    applyMatrix(inverse, vx, vy),
    applyMatrix(inverse, vx + vw, vy),
    applyMatrix(inverse, vx, vy + vh),
    applyMatrix(inverse, vx + vw, vy + vh),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  // Widened so that resvg's 32-bit floats cannot make it a line far from the origin.
  const margin = Math.max(...xs.map(Math.abs), ...ys.map(Math.abs)) * 1e-5;
  const [x0, x1, y0, y1] = [
    Math.min(...xs) - margin,
    Math.max(...xs) + margin,
    Math.min(...ys) - margin,
    Math.max(...ys) + margin,
  ];
  if (![x0, x1, y0, y1].every(Number.isFinite)) return null;
  const unseen = { strokeWidth: 0, fillOpacity: 0, strokeOpacity: 0 };
  return { kind: 'shape', d: `M ${x0} ${y0} H ${x1} V ${y1} H ${x0} Z`, ...INITIAL_STYLE, ...unseen };
}
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
  // `outer` maps the space a node's own matrix is written in to the art's own units; null inside a
  // mask or a pattern, whose content is drawn into the mask's or the tile's own picture.
  const node = (n: ArtNode, outer: Matrix | null = null): ArtNodeView => {
    if (n.kind === 'group') {
      const inner = outer === null ? null : composeMatrices(outer, rounded(n.matrix));
      const layer = inner !== null && drawnAsLayer(n);
      const anchor = layer ? layerAnchor(inner, art.viewBox) : null;
      if (layer && anchor === null) return { groups: [], paths: [] };
      const children = n.children.map((child) => node(child, inner));
      if (anchor !== null) children.push(node(anchor));
      return {
        groups: [
          {
            transform: artMatrix(n.matrix),
            opacity: fmt(n.opacity),
            clip: ref(id, n.clip),
            mask: ref(id, n.mask),
            children,
          },
        ],
        paths: [],
      };
    }
    return {
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
            children: def.children.map((child) => node(child)),
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
              children: def.children.map((child) => node(child)),
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
    nodes: art.nodes.map((child) => node(child, IDENTITY)),
  };
}

// Ids of clip paths and masks are made from the icon's id: the same icon has the same definitions
// wherever it is drawn, so two copies in one document (a rulebook page) never disagree.
export const artId = (icon: string): string => `art-${icon.replace(/[^A-Za-z0-9_-]/g, '_')}`;

// Plane geometry for pointed-top hex cards, in millimetres with y pointing down the page, and
// path data for the shapes drawn on them (the cue marks of docs/rules.md §1).

import type { Cue } from '../engine/index.ts';

export interface Point {
  x: number;
  y: number;
}

/** A length for path data: three decimals are a micrometre, far below what a printer resolves. */
export const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Corners of a pointed-top hex of circumradius r around c, starting at the upper right, going anticlockwise. */
export function hexCorners(c: Point, r: number): Point[] {
  return [0, 1, 2, 3, 4, 5].map((k) => ({
    x: c.x + r * Math.cos(rad(-30 - 60 * k)),
    y: c.y + r * Math.sin(rad(-30 - 60 * k)),
  }));
}

export function polygonPath(points: readonly Point[]): string {
  return `M${points.map((p) => `${fmt(p.x)} ${fmt(p.y)}`).join('L')}Z`;
}

export function circlePath(c: Point, r: number): string {
  return `M${fmt(c.x - r)} ${fmt(c.y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(c.x + r)} ${fmt(c.y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(c.x - r)} ${fmt(c.y)}Z`;
}

/** A slice of the disc of radius r around c from angle `from` to `to` (degrees, clockwise on the page). */
export function pieSlicePath(c: Point, r: number, from: number, to: number): string {
  const at = (deg: number): string => `${fmt(c.x + r * Math.cos(rad(deg)))} ${fmt(c.y + r * Math.sin(rad(deg)))}`;
  const large = to - from > 180 ? 1 : 0;
  return `M${fmt(c.x)} ${fmt(c.y)}L${at(from)}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${at(to)}Z`;
}

/**
 * The part of the strip between the lines at distances `inner` and `outer` from c, square to the
 * direction `angle` (degrees, clockwise on the page), cut by the rays at angle+from and angle+to.
 */
export function sectorBand(c: Point, angle: number, inner: number, outer: number, from: number, to: number): Point[] {
  const at = (distance: number, offset: number): Point => {
    const r = distance / Math.cos(rad(offset));
    return { x: c.x + r * Math.cos(rad(angle + offset)), y: c.y + r * Math.sin(rad(angle + offset)) };
  };
  return [at(inner, from), at(inner, to), at(outer, to), at(outer, from)];
}

function starPoints(c: Point, outer: number, inner: number): Point[] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    return { x: c.x + r * Math.cos(rad(-90 + 36 * i)), y: c.y + r * Math.sin(rad(-90 + 36 * i)) };
  });
}

/** A cue mark of overall size `size` centred on c; the wild icon's mark is a star. */
export function cueMarkPath(cue: Cue | 'wild', c: Point, size: number): string {
  const h = size / 2;
  const box = (w: number, t: number): Point[] => [
    { x: c.x - w, y: c.y - t },
    { x: c.x + w, y: c.y - t },
    { x: c.x + w, y: c.y + t },
    { x: c.x - w, y: c.y + t },
  ];
  switch (cue) {
    case 'circle':
      return circlePath(c, h);
    case 'square':
      return polygonPath(box(h * 0.85, h * 0.85));
    case 'triangle':
      return polygonPath([
        { x: c.x, y: c.y - h },
        { x: c.x + h * 1.05, y: c.y + h * 0.8 },
        { x: c.x - h * 1.05, y: c.y + h * 0.8 },
      ]);
    case 'diamond':
      return polygonPath([
        { x: c.x, y: c.y - h * 1.1 },
        { x: c.x + h * 0.85, y: c.y },
        { x: c.x, y: c.y + h * 1.1 },
        { x: c.x - h * 0.85, y: c.y },
      ]);
    case 'bar':
      return polygonPath(box(h * 1.2, h * 0.4));
    case 'cross': {
      const t = h * 0.34;
      return `${polygonPath(box(h, t))}${polygonPath(box(t, h))}`;
    }
    case 'wild':
      return polygonPath(starPoints(c, h * 1.15, h * 0.5));
  }
}

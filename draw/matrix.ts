// 2D affine matrices in SVG's order [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f.

export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The matrix that applies `inner` first, then `outer`. */
export function composeMatrices(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

/** The matrix that undoes `m`, or null when `m` flattens the plane (or holds a number too large to undo). */
export function invertMatrix(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-18) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function applyMatrix(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Parses an SVG transform list; an unreadable list gives the identity rather than a wrong picture. */
export function parseTransform(text: string): Matrix {
  let m = IDENTITY;
  const step = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  for (let match = step.exec(text); match !== null; match = step.exec(text)) {
    const n = match[2]!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (n.some((v) => !Number.isFinite(v))) return IDENTITY;
    const [p = 0, q, r] = n;
    let next: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (n.length !== 6) return IDENTITY;
        next = n as unknown as Matrix;
        break;
      case 'translate':
        next = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        next = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const [cos, sin] = [Math.cos(rad(p)), Math.sin(rad(p))];
        const [cx, cy] = [q ?? 0, r ?? 0];
        next = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case 'skewX':
        next = [1, 0, Math.tan(rad(p)), 1, 0, 0];
        break;
      default:
        next = [1, Math.tan(rad(p)), 0, 1, 0, 0];
    }
    m = composeMatrices(m, next);
  }
  return m;
}

// How far apart two card colours look, to people with normal colour vision and to people with each
// of the three dichromacies. Pure arithmetic: sRGB → linear RGB → (simulated dichromat) → CIELAB
// (D65), distance CIE76 ΔE. The simulation is Machado, Oliveira & Fernandes (2009) at severity 1.

export type Vision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

type Rgb = [number, number, number];
type Matrix3 = [Rgb, Rgb, Rgb];

// Machado et al. 2009, table for severity 1.0, applied to linear RGB.
const SIMULATION: Record<Exclude<Vision, 'normal'>, Matrix3> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** `#RRGGBB` → 0–1 channels. */
export function parseHexColour(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  return [(v >> 16) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const apply = (m: Matrix3, v: Rgb): Rgb =>
  m.map((row) => Math.min(1, Math.max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2]))) as Rgb;

/** CIELAB (D65 white) of an sRGB colour as seen with `vision`. */
export function labAs(hex: string, vision: Vision): Rgb {
  const linear = parseHexColour(hex).map(toLinear) as Rgb;
  const [r, g, b] = vision === 'normal' ? linear : apply(SIMULATION[vision], linear);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number): number => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference of two sRGB colours as seen with `vision`. */
export function deltaE(a: string, b: string, vision: Vision = 'normal'): number {
  const [p, q] = [labAs(a, vision), labAs(b, vision)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Of the candidates, the one that contrasts most with `background` (for marks on a band). */
export function mostContrasting(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));
}

export interface ColourDistance {
  a: string;
  b: string;
  vision: Vision;
  deltaE: number;
}

/** Every pair of the colours under every vision, closest first. */
export function paletteDistances(colours: readonly { id: string; screen: string }[]): ColourDistance[] {
  const out: ColourDistance[] = [];
  colours.forEach((a, i) => {
    for (const b of colours.slice(i + 1))
      for (const vision of VISIONS) out.push({ a: a.id, b: b.id, vision, deltaE: deltaE(a.screen, b.screen, vision) });
  });
  return out.sort((x, y) => x.deltaE - y.deltaE);
}

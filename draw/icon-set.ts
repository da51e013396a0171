// Iconify JSON icon sets (`npm:@iconify-json/lucide/icons.json#flame`): one icon of a set as SVG
// text for importArt.

import { InputError } from '../lib/input-error.ts';

/** Iconify icon sets default to a 16 × 16 grid when neither the icon nor the set gives a size. */
const ICON_SET_SIZE = 16;

/** An Iconify JSON icon set's text, parsed once for all its icons; throws InputError when it is not JSON. */
export function parseIconSet(json: string, file: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new InputError(file, 'not an icon set: the file is not JSON');
  }
}

/**
 * One icon of a parsed Iconify JSON icon set (`npm:@iconify-json/lucide/icons.json#flame`) as SVG
 * text, for importArt. An alias resolves to its parent. Throws InputError naming the file and the icon.
 */
export function svgFromIconSet(set: unknown, name: string, file: string): string {
  type Entry = { body?: unknown; width?: unknown; height?: unknown; parent?: unknown };
  const { icons, aliases, width, height } = (set ?? {}) as {
    icons?: Record<string, Entry>;
    aliases?: Record<string, Entry>;
    width?: unknown;
    height?: unknown;
  };
  const own = (key: string): Entry | undefined => (icons && Object.hasOwn(icons, key) ? icons[key] : undefined);
  const alias = aliases && Object.hasOwn(aliases, name) ? aliases[name] : undefined;
  const icon = own(name) ?? (typeof alias?.parent === 'string' ? own(alias.parent) : undefined);
  if (icon === undefined || typeof icon.body !== 'string')
    throw new InputError(file, `the icon set has no icon "${name}"`);
  const size = (...values: unknown[]): number =>
    (values.find((v) => typeof v === 'number' && v > 0) as number | undefined) ?? ICON_SET_SIZE;
  const w = size(icon.width, width);
  const h = size(icon.height, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

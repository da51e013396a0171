import { describe, expect, it } from 'vitest';
import { parseIconSet, svgFromIconSet } from '../../../draw/icon-set.ts';
import { InputError } from '../../../lib/input-error.ts';

const SET = { width: 24, icons: { sun: { body: '<circle r="4"/>', height: 20 } }, aliases: { day: { parent: 'sun' } } };

describe('Iconify icon sets', () => {
  it('gives an icon, or an alias of it, with the set and icon sizes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 20"><circle r="4"/></svg>';
    const set = parseIconSet(JSON.stringify(SET), 'icons.json');
    expect(svgFromIconSet(set, 'sun', 'icons.json')).toBe(svg);
    expect(svgFromIconSet(set, 'day', 'icons.json')).toBe(svg);
  });

  it.each([
    ['a file that is not JSON', () => parseIconSet('{', 'icons.json'), /^icons\.json: not an icon set/],
    [
      'a missing icon',
      () => svgFromIconSet(SET, 'moon', 'icons.json'),
      /^icons\.json: the icon set has no icon "moon"/,
    ],
    ['an inherited name', () => svgFromIconSet(SET, 'constructor', 'icons.json'), /has no icon "constructor"/],
    ['a set that is no object', () => svgFromIconSet(5, 'sun', 'icons.json'), /has no icon "sun"/],
  ])('refuses %s with an InputError naming the file', (_name, read, message) => {
    expect(read).toThrow(InputError);
    expect(read).toThrow(message);
  });
});

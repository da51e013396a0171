import { describe, expect, it } from 'vitest';
import { MAX_ART_CHARS, MAX_ART_SHAPES, fitArt, sanitiseArt } from '../../../draw/art.ts';
import { shapeToPath } from '../../../draw/svg-attributes.ts';
import { InputError } from '../../../lib/input-error.ts';
import { MAX_DEPTH, parseSvgTree } from '../../../draw/svg-tokens.ts';

const wrap = (body: string, attrs = 'viewBox="0 0 24 24"'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`;

describe('sanitiseArt', () => {
  it('normalises a Lucide-style icon: viewBox kept, currentColor becomes the icon colour', () => {
    const art = sanitiseArt(
      wrap(
        '<path d="M2 2h20"/><circle cx="12" cy="12" r="3"/>',
        'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"',
      ),
      'a.svg',
      '#D55E00',
    );
    expect(art.viewBox).toEqual([0, 0, 24, 24]);
    expect(art.shapes).toHaveLength(2);
    for (const s of art.shapes) {
      expect(s.stroke).toBe('#D55E00');
      expect(s.fill).toBeNull();
      expect(s.strokeWidth).toBe(2);
      expect(s.lineCap).toBe('round');
    }
  });

  it('fills in the icon colour when the file names no fill, and keeps explicit colours', () => {
    const art = sanitiseArt(
      wrap('<rect width="4" height="4"/><rect width="4" height="4" fill="#123456"/>'),
      'a.svg',
      'blue',
    );
    expect(art.shapes.map((s) => s.fill)).toEqual(['blue', '#123456']);
  });

  it('takes the viewBox from width and height when there is none', () => {
    expect(sanitiseArt(wrap('<path d="M0 0L10 10"/>', 'width="48px" height="32"'), 'a.svg', 'red').viewBox).toEqual([
      0, 0, 48, 32,
    ]);
  });

  it('removes scripts, event handlers, links, images and foreignObject', () => {
    const art = sanitiseArt(
      wrap(
        '<script>alert(1)</script><path d="M0 0L1 1" onclick="evil()"/><image href="http://example.com/x.png"/>' +
          '<foreignObject><div>x</div></foreignObject><use href="http://example.com/s.svg#a"/><a href="javascript:x"><path d="M1 1L2 2"/></a>' +
          '<path d="M3 3L4 4" fill="url(http://example.com/g)"/><style>path{fill:url(http://x)}</style>',
      ),
      'evil.svg',
      '#000',
    );
    expect(art.removed).toEqual(
      expect.arrayContaining(['script', 'image', 'foreignObject', 'use', 'style', 'path@onclick', 'a@href']),
    );
    expect(art.shapes).toHaveLength(3);
    const text = JSON.stringify(art.shapes);
    expect(text).not.toMatch(/http|evil|javascript|alert/);
    expect(art.shapes[2]!.fill).toBe('#000');
  });

  it.each([
    ['xlink:href on <use>', '<use xlink:href="http://example.com/s.svg#a"/>'],
    [
      'url() among other style declarations',
      '<path d="M0 0L1 1" style="fill: red; background:url(http://example.com/b); stroke:url(&quot;http://example.com/s&quot;)"/>',
    ],
    ['url( spelt with a character reference', '<path d="M0 0L1 1" fill="&#x75;rl(http://example.com/f)"/>'],
    ['an attribute closed early through &quot;', '<path d="M0 0L1 1" fill="#abc&quot; onload=&quot;alert(1)"/>'],
    ['javascript: in a transform', '<path d="M0 0L1 1" transform="javascript:alert(1)"/>'],
    ['an event handler on the root', '<path d="M0 0L1 1" onmouseover="alert(1)"/>'],
  ])('lets nothing of %s reach the shapes', (_name, body) => {
    const art = sanitiseArt(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)"><path d="M5 5L6 6"/>${body}</svg>`,
      'evil.svg',
      '#000',
    );
    expect(JSON.stringify(art.shapes)).not.toMatch(/http|url|alert|javascript|onload/i);
    for (const s of art.shapes)
      for (const paint of [s.fill, s.stroke])
        expect(paint === null || /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(String(paint))).toBe(true);
  });

  it.each([
    [
      'a DOCTYPE with entities',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<path d="M0 0L1 1"/>')}`,
      /DOCTYPE/,
    ],
    ['broken XML', '<svg viewBox="0 0 1 1"><path d="M0 0L1 1">', /never closed/],
    ['no svg root', '<html></html>', /one <svg>/],
    ['no viewBox or size', '<svg><path d="M0 0L1 1"/></svg>', /viewBox/],
    ['nothing drawable', wrap('<script>x</script><image href="a.png"/>'), /no drawable shapes/],
    ['bad path data', wrap('<path d="M0 0 L1 1 url(x)"/>'), /path data/],
    [
      'groups nested too deep',
      wrap(`${'<g>'.repeat(100_000)}<path d="M0 0L1 1"/>${'</g>'.repeat(100_000)}`),
      `nested more than ${MAX_DEPTH} deep`,
    ],
    ['a huge file', wrap('<path d="M0 0L1 1"/>'.repeat(MAX_ART_CHARS / 20)), `larger than ${MAX_ART_CHARS} characters`],
    ['too many shapes', wrap('<path d="M0 0L1 1"/>'.repeat(MAX_ART_SHAPES + 1)), `more than ${MAX_ART_SHAPES} shapes`],
    [
      'a transform that overflows',
      wrap('<path d="M0 0L1 1" transform="matrix(1e308 0 0 1e308 0 0) scale(1e308)"/>'),
      /transform too large/,
    ],
    ['an unknown entity', wrap('<path d="M0 0L1 1" fill="&xxe;"/>'), /unknown entity/],
  ])('refuses %s with an InputError naming the file', (_name, text, message) => {
    expect(() => sanitiseArt(text, 'icons/bad.svg', 'red')).toThrow(InputError);
    expect(() => sanitiseArt(text, 'icons/bad.svg', 'red')).toThrow(message);
    expect(() => sanitiseArt(text, 'icons/bad.svg', 'red')).toThrow(/^icons\/bad\.svg: /);
  });

  it('composes group transforms into each shape', () => {
    const art = sanitiseArt(
      wrap('<g transform="translate(10 5)"><g transform="scale(2)"><path d="M0 0L1 1"/></g></g>'),
      'a.svg',
      'red',
    );
    expect(art.shapes[0]!.matrix).toEqual([2, 0, 0, 2, 10, 5]);
  });
});

describe('shapeToPath', () => {
  const el = (xml: string) => parseSvgTree(wrap(xml)).children[0]!;
  it.each([
    ['<line x1="1" y1="2" x2="3" y2="4"/>', 'M1 2L3 4'],
    ['<polyline points="0,0 5,5 10,0"/>', 'M0 0L5 5L10 0'],
    ['<polygon points="0 0 5 5 10 0"/>', 'M0 0L5 5L10 0Z'],
    ['<rect x="1" y="2" width="3" height="4"/>', 'M1 2H4V6H1Z'],
    ['<circle cx="5" cy="5" r="2"/>', 'M3 5A2 2 0 1 0 7 5A2 2 0 1 0 3 5Z'],
    ['<ellipse cx="5" cy="5" rx="2" ry="1"/>', 'M3 5A2 1 0 1 0 7 5A2 1 0 1 0 3 5Z'],
    [
      '<rect x="0" y="0" width="10" height="4" rx="1"/>',
      'M1 0H9A1 1 0 0 1 10 1V3A1 1 0 0 1 9 4H1A1 1 0 0 1 0 3V1A1 1 0 0 1 1 0Z',
    ],
    ['<circle cx="5" cy="5" r="0"/>', null],
  ])('%s → %s', (xml, d) => expect(shapeToPath(el(xml))).toBe(d));
});

describe('fitArt', () => {
  it('centres the art in its square and keeps the aspect ratio', () => {
    expect(fitArt([0, 0, 24, 24], 50, 50, 12)).toEqual([0.5, 0, 0, 0.5, 44, 44]);
    expect(fitArt([0, 0, 20, 10], 0, 0, 10)).toEqual([0.5, 0, 0, 0.5, -5, -2.5]);
  });
});

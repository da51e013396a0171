import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { type Art, type ArtNode, type ArtPaint, MAX_ART_CHARS, MAX_ART_SHAPES } from '../../../draw/art.ts';
import { importArt, MAX_EXPANDED_ELEMENTS, MAX_TEXT_CHARS } from '../../../generator/print/art-import.ts';
import { loadDeck } from '../../../generator/deck-fs.ts';
import { loadDeckArt } from '../../../generator/print/art-fs.ts';
import { SIZE_PRESETS } from '../../../draw/card-size.ts';
import { CARD_RENDERER, renderCardSvg } from '../../../generator/print/card-svg.ts';
import { PAPERS } from '../../../draw/paper.ts';
import { drawPreview } from '../../../generator/preview/preview-drawing.ts';
import { InputError } from '../../../lib/input-error.ts';
import { drawOnCard, iconCard } from '../../support/art-card.ts';
import { runCli } from '../../support/run-cli.ts';
import { cpuMillisSince } from '../../support/cpu-time.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'art');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
const wrap = (body: string, attrs = 'viewBox="0 0 24 24"'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;
/** Ten <use> of ten <use> of … a square, `levels` deep: 10^levels squares from a few hundred bytes. */
function nestedUses(levels: number): string {
  let defs = '<path id="l0" d="M0 0h1v1z"/>';
  for (let i = 1; i <= levels; i++)
    defs += `<g id="l${i}">${Array.from({ length: 10 }, (_, k) => `<use href="#l${i - 1}" x="${k}"/>`).join('')}</g>`;
  return wrap(`<defs>${defs}</defs><use href="#l${levels}"/>`);
}
const paints = (art: Art): ArtPaint[] => art.shapes.flatMap((s) => [s.fill, s.stroke]).filter((p) => p !== null);
const groups = (nodes: ArtNode[]): ArtNode[] =>
  nodes.flatMap((n) => (n.kind === 'group' ? [n, ...groups(n.children)] : []));

describe('importArt reads drawn art as a browser draws it', () => {
  it('keeps an Illustrator file: DOCTYPE, classes, <use> of a <symbol>, text, clip path, opacity', () => {
    const art = importArt(fixture('illustrator.svg'), 'art/illustrator.svg', '#D55E00');
    expect(art.notes).toEqual([]);
    expect(art.viewBox).toEqual([0, 0, 100, 100]);
    // Class colours kept (the art has several), the hidden sketch layer's red gone.
    expect(new Set(paints(art))).toEqual(new Set(['#e94e1b', '#2d7dd2', '#1d1d1b', '#D55E00', { server: 3 }]));
    expect(art.defs.some((d) => d.kind === 'clip')).toBe(true);
    expect(groups(art.nodes).some((g) => g.kind === 'group' && g.opacity === 0.6)).toBe(true);
    // The two rays drawn through <use>, and "AB" as outlines in the icon's colour (unset fill).
    expect(art.shapes.filter((s) => s.fill === '#1d1d1b' && s.d.split(/[Mm]/).length <= 6).length).toBeGreaterThan(1);
    expect(art.shapes.filter((s) => s.fill === '#D55E00')).toHaveLength(1);
  });

  it('keeps an Inkscape file: layers, a hidden layer, <use>, a mask and text', () => {
    const art = importArt(fixture('inkscape.svg'), 'art/inkscape.svg', '#D55E00');
    expect(art.notes).toEqual([]);
    expect(paints(art)).not.toContain('#ff00ff');
    expect(art.shapes.filter((s) => s.fill === '#d45500')).toHaveLength(4);
    expect(art.defs.map((d) => d.kind).sort()).toEqual(['clip', 'linear', 'mask']);
    expect(art.shapes.some((s) => s.fill === '#1a1a1a')).toBe(true);
  });

  it.each([
    ['a class from a style sheet', '<style>.a{fill:#123456}</style><rect class="a" width="4" height="4"/>', 1],
    [
      'a <use> of a <symbol>',
      '<symbol id="s"><rect width="4" height="4"/></symbol><use href="#s"/><use href="#s" x="8"/>',
      2,
    ],
    ['text, as outlines', '<text y="20" font-size="20">Hi</text>', 1],
    ['a <switch>', '<switch><rect width="4" height="4"/><circle r="3"/></switch>', 1],
  ])('draws %s', (_name, body, count) => {
    expect(importArt(wrap(body), 'a.svg', 'red').shapes).toHaveLength(count);
  });

  it.each([
    ['display:none', '<g style="display:none"><rect width="4" height="4"/></g>'],
    ['display="none"', '<rect display="none" width="4" height="4"/>'],
    ['visibility:hidden', '<rect style="visibility:hidden" width="4" height="4"/>'],
    ['a class that hides', '<style>.h{display:none}</style><rect class="h" width="4" height="4"/>'],
  ])('leaves out what %s hides', (_name, body) => {
    expect(importArt(wrap(`<circle cx="12" cy="12" r="3"/>${body}`), 'a.svg', 'red').shapes).toHaveLength(1);
  });

  it('keeps group opacity on the group, so overlapping shapes do not show through each other', () => {
    const art = importArt(
      wrap('<g opacity="0.5"><rect width="9" height="9"/><rect x="4" width="9" height="9"/></g>'),
      'a.svg',
      'red',
    );
    expect(art.nodes).toHaveLength(1);
    expect(art.nodes[0]).toMatchObject({ kind: 'group', opacity: 0.5 });
    expect(art.shapes.map((s) => s.opacity)).toEqual([0.5, 0.5]);
  });

  it('keeps gradients: stops, units, transform and spread, currentColor stops in the icon colour', () => {
    const art = importArt(
      wrap(
        '<linearGradient id="a" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="24" y2="0" gradientTransform="rotate(90)" spreadMethod="reflect"><stop offset="0" stop-color="red" stop-opacity="0.5"/><stop offset="1" stop-color="currentColor"/></linearGradient>' +
          '<radialGradient id="b" href="#a" cx="12" cy="12" r="8" fx="10" fy="10"/><rect width="24" height="12" fill="url(#a)"/><rect y="12" width="24" height="12" fill="url(#b)"/>',
      ),
      'a.svg',
      '#D55E00',
    );
    expect(art.defs).toMatchObject([
      {
        kind: 'linear',
        units: 'userSpaceOnUse',
        spread: 'reflect',
        coords: [0, 0, 24, 0],
        stops: [
          { offset: 0, colour: '#ff0000', opacity: 0.5 },
          { offset: 1, colour: '#D55E00', opacity: 1 },
        ],
      },
      { kind: 'radial', coords: [12, 12, 8, 10, 10] },
    ]);
    expect(art.defs[0]).toHaveProperty('matrix', [0, 1, -1, 0, 0, 0]);
    expect(art.shapes.map((s) => s.fill)).toEqual([{ server: 0 }, { server: 1 }]);
  });

  it.each([
    ['no family', '<text y="9">Hi</text>'],
    ['the card font', '<text font-family="\'DejaVu Sans\', sans-serif" y="9">Hi</text>'],
    ['its PostScript name', '<text style="font-family:DejaVuSans-Bold" y="9">Hi</text>'],
    ['a generic sans-serif', '<text font-family="sans-serif" y="9">Hi</text>'],
  ])('says nothing of text set in %s', (_name, body) => {
    expect(importArt(wrap(body), 'a.svg', 'red').notes).toEqual([]);
  });

  it('draws an alpha mask as the luminance mask of its shapes in white', () => {
    const art = importArt(
      wrap(
        '<mask id="m" mask-type="alpha"><rect width="9" height="9" fill="#3aaa35" fill-opacity="0.8"/></mask><rect width="24" height="24" mask="url(#m)"/>',
      ),
      'a.svg',
      'red',
    );
    expect(art.defs[0]).toMatchObject({ kind: 'mask', children: [{ fill: '#ffffff', fillOpacity: 0.8 }] });
  });

  it('keeps patterns, with the icon colour inside them where they ask for it', () => {
    const art = importArt(
      wrap(
        '<pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(90)" viewBox="0 0 2 2"><rect width="1" height="2" fill="currentColor"/></pattern><rect width="24" height="24" fill="url(#p)"/>',
      ),
      'a.svg',
      '#D55E00',
    );
    expect(art.defs).toMatchObject([
      {
        kind: 'pattern',
        units: 'userSpaceOnUse',
        rect: [0, 0, 4, 4],
        viewBox: [0, 0, 2, 2],
        children: [{ fill: '#D55E00' }],
      },
    ]);
    expect(art.defs[0]).toHaveProperty('matrix', [0, 1, -1, 0, 0, 0]);
    expect(art.shapes).toHaveLength(1);
  });

  it('keeps dashes', () => {
    const [s] = importArt(
      wrap('<path d="M0 0H9" stroke="red" stroke-dasharray="2,1,1" stroke-dashoffset="1"/>'),
      'a.svg',
      'red',
    ).shapes;
    expect([s!.dashArray, s!.dashOffset]).toEqual([[2, 1, 1, 2, 1, 1], 1]);
  });

  it('keeps fill and stroke opacity', () => {
    const [s] = importArt(
      wrap('<rect width="9" height="9" fill-opacity="0.25" stroke="blue" stroke-opacity=".5"/>'),
      'a.svg',
      'red',
    ).shapes;
    expect([s!.fillOpacity, s!.strokeOpacity]).toEqual([0.25, 0.5]);
  });
});

describe('importArt colours', () => {
  test.each([
    ['currentColor (a Lucide icon)', '<path d="M2 2h20" fill="none" stroke="currentColor"/>', ['#D55E00']],
    ['no fill at all', '<rect width="4" height="4"/>', ['#D55E00']],
    [
      'one colour of its own',
      '<rect width="4" height="4" fill="#111"/><circle r="2" fill="none" stroke="#111"/>',
      ['#D55E00', '#D55E00'],
    ],
    [
      'several colours',
      '<rect width="4" height="4" fill="#ff0000"/><circle r="2" fill="#0000ff"/>',
      ['#ff0000', '#0000ff'],
    ],
    [
      'unset fill beside a colour of its own',
      '<rect width="4" height="4"/><circle r="2" fill="#0000ff"/>',
      ['#D55E00', '#0000ff'],
    ],
    [
      'a gradient, kept (and so the black beside it)',
      '<linearGradient id="g"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><rect width="4" height="4" fill="url(#g)"/><circle r="2" fill="#000"/>',
      [{ server: 0 }, '#000000'],
    ],
    [
      'a pattern, kept',
      '<pattern id="p" width="2" height="2" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="currentColor"/></pattern><rect width="4" height="4" fill="url(#p)"/>',
      [{ server: 0 }],
    ],
  ])('%s', (_name, body, expected) => {
    expect(paints(importArt(wrap(body), 'a.svg', '#D55E00'))).toEqual(expected);
  });
});

describe('importArt says what it could not keep', () => {
  test.each([
    [
      'an embedded image',
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/>',
      'dropped an embedded image',
    ],
    [
      'a linked image',
      '<image xlink:href="https://example.com/a.png" width="4" height="4"/>',
      'dropped a linked image',
    ],
    ['a script', '<script>alert(1)</script>', 'dropped a script'],
    ['an event handler', '<rect width="1" height="1" onclick="alert(1)"/>', 'dropped event handlers (scripts)'],
    [
      'HTML',
      '<foreignObject width="9" height="9"><div>x</div></foreignObject>',
      'dropped embedded HTML (foreignObject)',
    ],
    [
      'a link',
      '<a href="https://example.com"><rect width="2" height="2"/></a>',
      'dropped a link (what it holds is drawn)',
    ],
    ['a <use> of another file', '<use href="other.svg#a"/>', 'dropped a reference to another file (<use>)'],
    [
      'a filter',
      '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter><rect width="2" height="2" filter="url(#f)"/>',
      'drew without its filter effects (blur, shadow)',
    ],
    [
      'text in a font other than the card font',
      '<style>.t{font-family:\'MyriadPro-Regular\', \'Myriad Pro\';}</style><text class="t" y="9">Hi</text>',
      'set its text in DejaVu Sans, the card font, not "MyriadPro-Regular"',
    ],
    ['characters the card font lacks', '<text y="9">Hi 中文</text>', 'dropped characters the card font lacks: 中 文'],
    ['a blend mode', '<rect width="2" height="2" style="mix-blend-mode:multiply"/>', 'drew without its blend modes'],
    [
      'a paint order',
      '<rect width="2" height="2" stroke="red" paint-order="stroke"/>',
      'drew without its paint order (stroke under fill)',
    ],
  ])('%s', (_name, body, note) => {
    const art = importArt(wrap(`<circle cx="12" cy="12" r="3"/>${body}`), 'art/sun.svg', 'red');
    expect(art.notes).toContain(note);
    expect(JSON.stringify(art)).not.toMatch(/alert|example\.com|base64|<div/);
  });

  it('never reads a file an image names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jibe-art-'));
    // A valid 1 × 1 PNG: resvg would embed it if it were given the path.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    writeFileSync(join(dir, 'a.png'), png);
    try {
      for (const href of [join(dir, 'a.png'), `file://${join(dir, 'a.png')}`, '&#47;etc/hostname'])
        for (const attr of ['href', 'xlink:href'])
          expect(
            importArt(
              wrap(`<rect width="2" height="2"/><image ${attr} = '${href}' width="9" height="9"/>`),
              'a.svg',
              'red',
            ).notes,
          ).toEqual(['dropped a linked image']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports through validate-deck, build and preview', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jibe-art-report-'));
    try {
      cpSync(new URL('../../fixtures/custom-deck/', import.meta.url).pathname, dir, { recursive: true });
      const rocket = join(dir, 'art', 'rocket.svg');
      writeFileSync(
        rocket,
        readFileSync(rocket, 'utf8').replace(
          '</svg>',
          '<image href="data:image/png;base64,AA==" width="1" height="1"/></svg>',
        ),
      );
      const validate = await runCli(['validate-deck', dir]);
      expect(validate.code).toBe(0);
      expect(validate.stdout).toContain('art/rocket.svg: dropped an embedded image\n');
      expect(validate.stdout).toMatch(/: valid[.,]/);
      const loaded = loadDeck(dir);
      const preview = drawPreview(
        loaded.deck,
        loadDeckArt(loaded),
        CARD_RENDERER,
        SIZE_PRESETS['tgc-hex']!,
        PAPERS.a4!,
        loaded.dir,
      );
      expect(preview.artNotes).toContain('art/rocket.svg: dropped an embedded image');
      expect(preview.problems).toEqual([]);
      const build = await runCli([
        'build',
        '--deck',
        dir,
        '--out',
        join(dir, 'out'),
        '--only',
        'key-fire',
        '--paper',
        'a4',
      ]);
      expect(build.code).toBe(0);
      expect(build.stderr).toContain('art/rocket.svg: dropped an embedded image\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('importArt lets nothing through', () => {
  test.each([
    ['xlink:href on <use>', '<use xlink:href="http://example.com/s.svg#a"/>'],
    [
      'url() among other style declarations',
      '<path d="M0 0L1 1" style="fill: red; background:url(http://example.com/b); stroke:url(&quot;http://example.com/s&quot;)"/>',
    ],
    ['url( spelt with a character reference', '<path d="M0 0L1 1" fill="&#x75;rl(http://example.com/f)"/>'],
    ['an attribute closed early through &quot;', '<path d="M0 0L1 1" fill="#abc&quot; onload=&quot;alert(1)"/>'],
    ['javascript: in a transform', '<path d="M0 0L1 1" transform="javascript:alert(1)"/>'],
    [
      'a style sheet import',
      '<style>@import url(http://example.com/a.css); path { fill: url(http://example.com/p) }</style>',
    ],
    ['a link with javascript:', '<a href="javascript:alert(1)"><path d="M0 0L1 1"/></a>'],
    ['an href spelt with a character reference', '<image href="&#x2F;etc/hostname" width="1" height="1"/>'],
    [
      'a feImage',
      '<filter id="f"><feImage href="http://example.com/x.png"/></filter><rect width="1" height="1" filter="url(#f)"/>',
    ],
    [
      'a nested SVG as data',
      '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFs&#x5A;XJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
    ],
  ])('%s', (_name, body) => {
    const art = importArt(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)"><path d="M5 5L6 6"/>${body}</svg>`,
      'evil.svg',
      '#000',
    );
    expect(JSON.stringify(art.nodes) + JSON.stringify(art.defs)).not.toMatch(
      /http|url|alert|javascript|onload|etc|base64/i,
    );
    for (const s of art.shapes)
      for (const paint of [s.fill, s.stroke])
        expect(paint === null || /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(String(paint))).toBe(true);
  });
});

describe('importArt refuses', () => {
  test.each([
    [
      'an entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<text>&x;</text>')}`,
      /entity declaration/,
    ],
    [
      'an internal DTD subset',
      `<!DOCTYPE svg [<!ATTLIST svg a CDATA "b">]>${wrap('<path d="M0 0L1 1"/>')}`,
      /DOCTYPE with declarations/,
    ],
    [
      'a billion laughs',
      `<!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>${wrap('<text>&b;</text>')}`,
      /entity/,
    ],
    ['broken XML', '<svg viewBox="0 0 1 1"><path d="M0 0L1 1">', /never closed/],
    ['no svg root', '<html></html>', /one <svg>/],
    ['nothing drawable', wrap('<script>x</script><image href="a.png"/>'), /no drawable shapes/],
    ['a huge file', wrap('<path d="M0 0L1 1"/>'.repeat(MAX_ART_CHARS / 20)), `larger than ${MAX_ART_CHARS} characters`],
    ['too many shapes', wrap('<path d="M0 0L1 1"/>'.repeat(MAX_ART_SHAPES + 1)), `more than ${MAX_ART_SHAPES} shapes`],
    ['an unknown entity', wrap('<path d="M0 0L1 1" fill="&xxe;"/>'), /unknown entity/],
    ['<use> nested to ten million squares', nestedUses(7), `more than ${MAX_EXPANDED_ELEMENTS} shapes once`],
    [
      'a marker on every vertex of a long path',
      wrap(
        `<marker id="m">${'<circle r="1"/>'.repeat(50)}</marker><path marker-mid="url(#m)" d="M0 0${' l1 1'.repeat(500)}"/>`,
      ),
      `more than ${MAX_EXPANDED_ELEMENTS} shapes once`,
    ],
    [
      'a page of text',
      wrap(`<text>${'word '.repeat(MAX_TEXT_CHARS / 2)}</text>`),
      `more than ${MAX_TEXT_CHARS} characters of text`,
    ],
  ])('%s, with an InputError naming the file', (_name, text, message) => {
    expect(() => importArt(text, 'icons/bad.svg', 'red')).toThrow(InputError);
    expect(() => importArt(text, 'icons/bad.svg', 'red')).toThrow(message);
    expect(() => importArt(text, 'icons/bad.svg', 'red')).toThrow(/^icons\/bad\.svg: /);
  });

  // usvg's writer aborts the process on a group left empty inside a clip path (the panic cannot
  // unwind into JavaScript): such art is read in a child process and refused by name.
  const clipped = (clip: string, extra = '') =>
    wrap(
      `${extra}<clipPath id="c">${clip}</clipPath><circle clip-path="url(#c)" cx="12" cy="12" r="9"/><rect width="4" height="4"/>`,
    );
  test.each([
    ['a <use> of a rect of no height', clipped('<use href="#r"/>', '<defs><rect id="r" width="8" height="0"/></defs>')],
    [
      'a <use> of a rect whose height is not a number',
      clipped('<use href="#r"/>', '<defs><rect id="r" width="8" height=":5"/></defs>'),
    ],
    ['a <use> of an empty group', clipped('<use href="#r"/>', '<defs><g id="r"/></defs>')],
    ['a <use> of text with no glyphs', clipped('<use href="#r"/>', '<defs><text id="r" x="1" y="9"> </text></defs>')],
    [
      'a clipped shape of no height',
      clipped(
        '<rect width="8" height="0" clip-path="url(#d)"/>',
        '<clipPath id="d"><rect width="5" height="5"/></clipPath>',
      ),
    ],
    [
      'a shape clipped by a style sheet',
      clipped(
        '<rect class="k" width="8" height="0"/>',
        '<style>.k{clip-path:url(#d)}</style><clipPath id="d"><rect width="5" height="5"/></clipPath>',
      ),
    ],
  ])('a clip path holding %s, without ending the process', (_name, text) => {
    expect(() => importArt(text, 'icons/bad.svg', 'red')).toThrow(InputError);
    expect(() => importArt(text, 'icons/bad.svg', 'red')).toThrow(
      /^icons\/bad\.svg: not readable as icon art: .*clip path/,
    );
  });

  it('reads the same clip paths drawing something, in a child process or not, to the same art', () => {
    const use = clipped('<use href="#r" x="2"/>', '<defs><rect id="r" width="8" height="6"/></defs>');
    const plain = clipped('<rect x="2" width="8" height="6"/>');
    expect(importArt(use, 'a.svg', 'red').shapes).toEqual(importArt(plain, 'a.svg', 'red').shapes);
    expect(importArt(use, 'a.svg', 'red').shapes.length).toBeGreaterThan(0);
  });

  it('refuses a <use> bomb before resvg expands it', () => {
    const started = process.cpuUsage();
    expect(() => importArt(nestedUses(9), 'a.svg', 'red')).toThrow(InputError);
    expect(cpuMillisSince(started)).toBeLessThan(1000);
    expect(importArt(nestedUses(3), 'a.svg', 'red').shapes).toHaveLength(1000);
  });

  it("draws an Illustrator file's <switch> as a browser does, its editing data unmentioned", () => {
    const art = importArt(
      wrap(
        '<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1"><p>data</p></foreignObject><g><rect width="4" height="4" fill="#e94e1b"/><rect x="5" width="4" height="4" fill="#2d7dd2"/></g></switch>',
      ),
      'a.svg',
      'red',
    );
    expect(art.shapes.map((s) => s.fill)).toEqual(['#e94e1b', '#2d7dd2']);
    expect(art.notes).toEqual([]);
  });

  it('tells how to save an Illustrator file without its entities', () => {
    const text = `<!DOCTYPE svg [<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">]>${wrap('<path d="M0 0L1 1"/>')}`;
    expect(() => importArt(text, 'a.svg', 'red')).toThrow(/Preserve Illustrator Editing Capabilities/);
  });

  it('accepts a DOCTYPE without declarations', () => {
    const text = `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${wrap('<rect width="4" height="4"/>')}`;
    expect(importArt(text, 'a.svg', 'red').shapes).toHaveLength(1);
  });
});

describe('art on a card', () => {
  // resvg (our release) aborts the whole process on a layer (opacity, clip path or mask) lying
  // wholly off the picture; each such group now carries an unseen mark at the icon's middle.
  const card = (art: Art) => drawOnCard(art).pixels;
  const plain = wrap('<rect x="4" y="4" width="16" height="16"/>');
  test.each([
    ['a half-opaque shape far to the right', '<rect x="5000000" width="8" height="8" opacity="0.5"/>'],
    [
      'a half-opaque group moved far away',
      '<g opacity="0.5" transform="translate(5e12 0)"><rect width="8" height="8"/></g>',
    ],
    [
      'a <use> of a symbol a hundred million units wide',
      '<symbol id="s" viewBox="-4 -12 8 24"><path d="M0-12 4 12-4 12z"/></symbol><use href="#s" width="99999924" height="24"/>',
    ],
  ])('%s: drawn as nothing, the process alive', (_name, far) => {
    const farArt = importArt(wrap(`${far}<rect x="4" y="4" width="16" height="16"/>`), 'a.svg', 'red');
    const seen = card(farArt);
    expect(Buffer.from(seen).equals(Buffer.from(card(importArt(plain, 'a.svg', 'red'))))).toBe(true);
  });
  test.each([
    [
      'far off',
      '<g opacity="0.5"><g opacity="0.5"><rect x="5000" width="8" height="8"/></g><rect x="-900" width="2" height="2"/></g>',
    ],
    [
      'reaching far',
      '<g opacity="0.5"><g opacity="0.5"><rect width="8" height="8"/></g><path d="M-300 0 18 0 18 8z"/></g>',
    ],
    [
      'covering everything',
      '<g opacity="0.5"><g clip-path="url(#c)"><rect width="8" height="8"/></g><rect x="-1e9" y="-1e9" width="2e9" height="2e9"/></g><clipPath id="c"><rect width="4" height="4"/></clipPath>',
    ],
    [
      'a mask holding it far off',
      '<mask id="m"><g opacity=".5"><rect x="5000" width="8" height="8" fill="white"/></g></mask><rect mask="url(#m)" width="20" height="20"/>',
    ],
    [
      'a pattern holding it far off',
      '<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><g opacity=".5"><rect x="5000" width="8" height="8"/></g><rect width="5" height="5"/></pattern><rect fill="url(#p)" width="20" height="20"/>',
    ],
  ])('a layer (holding a layer) %s is refused by name, the process alive', (_name, far) => {
    const text = wrap(`${far}<rect x="4" y="4" width="16" height="16"/>`);
    expect(() => importArt(text, 'icons/far.svg', 'red')).toThrow(InputError);
    expect(() => importArt(text, 'icons/far.svg', 'red')).toThrow(/^icons\/far\.svg: .*reaches far outside/);
  });

  it('keeps a layer holding a layer within a view box around the art, and draws it', () => {
    const near = wrap(
      '<g opacity="0.5"><g opacity="0.5"><rect x="-20" width="8" height="8"/></g><rect x="30" width="8" height="8"/></g><rect x="4" y="4" width="16" height="16"/>',
    );
    expect(
      Buffer.from(card(importArt(near, 'a.svg', 'red'))).equals(Buffer.from(card(importArt(plain, 'a.svg', 'red')))),
    ).toBe(false);
  });

  it('gives each icon its own clip and mask ids, defined once however often it is drawn', () => {
    const clipped = importArt(fixture('inkscape.svg'), 'art/inkscape.svg', 'red');
    const art = new Map([
      ['sun', clipped],
      ['moon', clipped],
    ]);
    const view = iconCard([
      { icon: 'sun', x: 20, y: 20, size: 20 },
      { icon: 'moon', x: 60, y: 60, size: 20 },
      { icon: 'sun', x: 20, y: 60, size: 20 },
    ]);
    const svg = renderCardSvg(view, art);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['art-sun-0', 'art-sun-1', 'art-sun-2', 'art-moon-0', 'art-moon-1', 'art-moon-2']);
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    expect(svg.match(/clip-path="url\(#art-sun-/g)).toHaveLength(2);
  });
});

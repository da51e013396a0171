import { describe, expect, test } from 'vitest';
import { buildRulesView, htmlToText, slugify, stripActiveContent } from '../../site/src/lib/rules-view.ts';

const RULEBOOK = `<!doctype html><html><head><title>x</title><style>body{color:red}</style></head><body>
<header>not this</header>
<main><h1>Jibe <em>rules</em></h1>
<h2>What&#39;s in the box</h2><p>80 cards.</p>
<h2 id="setup">Setting up</h2><h3>Dealing</h3><h3>Dealing</h3>
<figure><img src="images/a.svg" alt="A"></figure><img loading="eager" src="b.png" alt="B">
<h2>Scoring &amp; winning</h2><script>alert(1)</script><p onclick="x()">Points.</p>
</main></body></html>`;

describe('buildRulesView', () => {
  const view = buildRulesView(RULEBOOK);

  test('takes the rulebook main content and its own title', () => {
    expect(view.title).toBe('Jibe rules');
    expect(view.html.startsWith('<h1>')).toBe(true);
    expect(view.html).not.toContain('not this');
  });

  test('gives every section an id and builds the contents from them', () => {
    expect(view.toc).toEqual([
      { id: 'what-s-in-the-box', label: "What's in the box", children: [] },
      {
        id: 'setup',
        label: 'Setting up',
        children: [
          { id: 'dealing', label: 'Dealing', children: [] },
          { id: 'dealing-2', label: 'Dealing', children: [] },
        ],
      },
      { id: 'scoring-winning', label: 'Scoring & winning', children: [] },
    ]);
    for (const id of ['what-s-in-the-box', 'setup', 'dealing', 'dealing-2', 'scoring-winning'])
      expect(view.html).toContain(`id="${id}"`);
  });

  test('keeps picture paths, lazy-loads pictures that do not say otherwise', () => {
    expect(view.html).toContain('<img loading="lazy" decoding="async" src="images/a.svg" alt="A">');
    expect(view.html).toContain('<img loading="eager" src="b.png"');
  });

  test('drops scripts, styles and event handlers', () => {
    expect(view.html).not.toMatch(/script|onclick|color:red/);
  });
});

test.each([
  ['Scoring &amp; winning', 'Scoring & winning'],
  ['<b>A</b>\n  <i>b</i>', 'A b'],
  ['caf&#233; &#x2014; &lt;x&gt;', 'café — <x>'],
  ['&unknown;', '&unknown;'],
])('htmlToText(%j)', (html, text) => {
  expect(htmlToText(html)).toBe(text);
});

test.each([
  ['Setting up', 'setting-up'],
  ['Scoring & winning', 'scoring-winning'],
  ['Café: the rules!', 'cafe-the-rules'],
  ['***', 'section'],
])('slugify(%j) = %s', (text, slug) => {
  expect(slugify(text)).toBe(slug);
});

test('stripActiveContent leaves ordinary markup alone', () => {
  const html = '<p class="x">a <a href="#b">b</a></p><table><tr><td>1</td></tr></table>';
  expect(stripActiveContent(html)).toBe(html);
  expect(stripActiveContent('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
  expect(stripActiveContent('<link rel="stylesheet" href="a.css"><iframe src="x"></iframe>')).toBe('');
});

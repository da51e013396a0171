import { expect, test } from 'vitest';
import { buildNav, hrefFor } from '../../site/src/lib/nav.ts';
import { normaliseBase } from '../../lib/base-path.ts';
import { THEMES, nextTheme, parseTheme, themeLabel } from '../../site/src/lib/theme.ts';

test.each([
  [undefined, '/'],
  ['', '/'],
  ['/', '/'],
  ['jibe', '/jibe/'],
  ['/jibe', '/jibe/'],
  ['/games/jibe/', '/games/jibe/'],
  ['//a//b', '/a/b/'],
])('normaliseBase(%j) = %s', (base, expected) => {
  expect(normaliseBase(base)).toBe(expected);
});

test.each([
  ['/', '', '/'],
  ['/', 'cards/', '/cards/'],
  ['/jibe/', 'cards/x.svg', '/jibe/cards/x.svg'],
  ['/jibe', '/rules/', '/jibe/rules/'],
])('hrefFor(%s, %s) = %s', (base, path, expected) => {
  expect(hrefFor(base, path)).toBe(expected);
});

test('the navigation lists the seven pages and marks the current one', () => {
  const nav = buildNav('/jibe/', 'cards');
  expect(nav.map((l) => l.label)).toEqual(['Home', 'Rules', 'Cards', 'Print', 'Play', 'Score', 'Studio']);
  expect(nav.map((l) => l.href)).toEqual([
    '/jibe/',
    '/jibe/rules/',
    '/jibe/cards/',
    '/jibe/print/',
    '/jibe/play/',
    '/jibe/score/',
    '/jibe/studio/',
  ]);
  expect(nav.filter((l) => l.current === 'page').map((l) => l.label)).toEqual(['Cards']);
});

test('the theme switch cycles through every theme and reads back what it stored', () => {
  expect([nextTheme('auto'), nextTheme('light'), nextTheme('dark')]).toEqual(['light', 'dark', 'auto']);
  for (const theme of THEMES) expect(parseTheme(theme)).toBe(theme);
  expect(parseTheme(null)).toBe('auto');
  expect(parseTheme('purple')).toBe('auto');
  expect(themeLabel('dark')).toBe('Theme: dark');
});

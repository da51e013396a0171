// The parts of the tree and what each may import (docs/architecture.md): read from the import
// statements themselves, so a new file that crosses a boundary fails here, not in review.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve('.');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter(
      (f) =>
        /\.(ts|astro|mjs|js)$/.test(f) &&
        !f.includes('node_modules') &&
        !f.startsWith('.astro') &&
        !f.startsWith('dist'),
    )
    .map((f) => join(dir, f));
}

interface Import {
  spec: string;
  /** The repository path it resolves to, for a relative import; null for a package or builtin. */
  target: string | null;
}

/** Every static, re-exported, side-effect and dynamic import of a file. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((spec) => ({
    spec,
    target: spec.startsWith('.')
      ? relative(ROOT, resolve(dirname(file), spec))
          .split('\\')
          .join('/')
      : null,
  }));
}

const under = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}/`);

/** Files outside the engine may enter it only through its public entry points. */
// engine/deck-bundle.ts: the deck bundle's format alone, for pages that open one only from a link.
const ENGINE_ENTRIES = new Set(['engine/index.ts', 'engine/formats.ts', 'engine/core.ts', 'engine/deck-bundle.ts']);
/** The simulator's Node side: worker threads, the progress line and the report files. */
const SIMULATOR_NODE = new Set([
  'simulator/pool.ts',
  'simulator/worker.ts',
  'simulator/worker-start.js',
  'simulator/progress.ts',
  'simulator/write-report.ts',
]);

/**
 * The simulator's entries for the site, pure: a played game's figures (its own test checks what it
 * loads), the games' plan on threads (the Studio's Web Workers are its edge) and a balance run's
 * spec and report.
 */
const SIMULATOR_FOR_SITE = new Set(['simulator/game-figures.ts', 'simulator/play-runs.ts', 'simulator/balance.ts']);

describe('the site is browser code and the generator is not part of it', () => {
  // The Studio and the pages that open a deck file draw cards with the command line's own drawing
  // code (draw/) and card templates, in a worker.
  test.each(sourceFiles('site/src'))(
    "%s imports nothing from generator/, the simulator's Node side or Node",
    (file) => {
      for (const { spec, target } of importsOf(file)) {
        expect(spec.startsWith('node:'), `${spec}: Node builtin in browser code`).toBe(false);
        if (target === null) continue;
        expect(
          under(target, 'site/src') ||
            under(target, 'marks') ||
            under(target, 'draw') ||
            under(target, 'lib') ||
            /^templates\/(card-[a-z-]+|rulebook\/rulebook\.md)\.hbs\?raw$/.test(target) ||
            ENGINE_ENTRIES.has(target) ||
            SIMULATOR_FOR_SITE.has(target),
          `${spec} (${target}) is outside site/src, marks/, draw/, lib/, the card and rulebook templates, the engine's entry and the simulator's entries for the site`,
        ).toBe(true);
      }
    },
  );
});

/** The site's screens: each may use the table they share (site/src/table/), never another screen's folder. */
const SITE_SCREENS = ['site/src/score', 'site/src/play', 'site/src/studio'];

describe('the Play page and the scorekeeper share the table, not each other', () => {
  test.each(sourceFiles('site/src/table'))('%s imports no screen of the site', (file) => {
    for (const { spec, target } of importsOf(file))
      if (target !== null)
        expect(
          SITE_SCREENS.some((dir) => under(target, dir)),
          `${spec} (${target}): the shared table uses no screen`,
        ).toBe(false);
  });

  test.each(SITE_SCREENS.flatMap(sourceFiles))('%s imports no other screen', (file) => {
    const own = SITE_SCREENS.find((dir) => under(file, dir));
    for (const { spec, target } of importsOf(file))
      if (target !== null)
        expect(
          SITE_SCREENS.some((dir) => dir !== own && under(target, dir)),
          `${spec} (${target}) belongs to another screen`,
        ).toBe(false);
  });
});

describe("the engine's internals belong to the engine", () => {
  const callers = ['simulator', 'lib', 'marks', 'draw', 'cli', 'generator', 'site', 'test', 'bench']
    .flatMap(sourceFiles)
    .filter((f) => !under(f, 'test/engine') && !under(f, 'test/fixtures'));
  test.each(callers)('%s imports the engine only through engine/index.ts', (file) => {
    for (const { spec, target } of importsOf(file)) {
      if (target === null || !under(target, 'engine')) continue;
      expect(ENGINE_ENTRIES.has(target), `${spec} reaches into the engine`).toBe(true);
    }
  });
});

describe('the simulator has a pure core', () => {
  test.each(sourceFiles('simulator'))('%s imports only the engine, lib/ and itself', (file) => {
    for (const { spec, target } of importsOf(file)) {
      if (spec.startsWith('node:')) {
        expect(SIMULATOR_NODE.has(file), `${spec} in a pure simulator file`).toBe(true);
        continue;
      }
      if (target === null) continue;
      expect(
        under(target, 'simulator') || under(target, 'lib') || ENGINE_ENTRIES.has(target),
        `${spec} (${target})`,
      ).toBe(true);
    }
  });
});

/** The one package marks/ may use: the Data Matrix decoder the table reader runs (issue 17). */
const MARKS_PACKAGES = /^zxing-wasm(\/|$)/;

describe('marks/ is pure: the card marks and their reader run in Node and in the browser', () => {
  test.each(sourceFiles('marks'))('%s imports only the engine, marks/ and zxing-wasm', (file) => {
    for (const { spec, target } of importsOf(file)) {
      expect(spec.startsWith('node:'), `${spec}: Node builtin in marks/`).toBe(false);
      if (target === null) expect(MARKS_PACKAGES.test(spec), `${spec}: package other than zxing-wasm`).toBe(true);
      else expect(under(target, 'marks') || ENGINE_ENTRIES.has(target), `${spec} (${target})`).toBe(true);
    }
  });

  test.each(['simulator', 'lib'].flatMap(sourceFiles))('%s does not import marks/', (file) => {
    for (const { spec, target } of importsOf(file))
      expect(target !== null && under(target, 'marks'), `${spec} (${target})`).toBe(false);
  });
});

/** The packages the drawing code may use: all run in Node and in the browser (pdfkit has a browser build). */
const DRAW_PACKAGES = /^(handlebars|fontkit|pdfkit|svg-to-pdfkit)$/;

describe('draw/ is pure: the CLI and the browser draw every card with the same code', () => {
  test.each(sourceFiles('draw'))(
    '%s imports only the engine, marks/, lib/, itself and the drawing packages',
    (file) => {
      for (const { spec, target } of importsOf(file)) {
        expect(spec.startsWith('node:'), `${spec}: Node builtin in draw/`).toBe(false);
        if (target === null)
          expect(
            DRAW_PACKAGES.test(spec),
            `${spec}: package other than Handlebars, fontkit, pdfkit, svg-to-pdfkit`,
          ).toBe(true);
        else
          expect(
            under(target, 'draw') || under(target, 'marks') || under(target, 'lib') || ENGINE_ENTRIES.has(target),
            `${spec} (${target})`,
          ).toBe(true);
      }
    },
  );
});

describe('lib/ holds small helpers that depend on nothing of ours but the engine', () => {
  test.each(sourceFiles('lib'))('%s', (file) => {
    for (const { spec, target } of importsOf(file)) {
      expect(spec.startsWith('node:'), spec).toBe(false);
      if (target !== null) expect(under(target, 'lib') || ENGINE_ENTRIES.has(target), `${spec} (${target})`).toBe(true);
    }
  });
});

describe('the command line sits on top: only its process entry, the tests and benchmarks import cli/', () => {
  test.each(['engine', 'simulator', 'lib', 'marks', 'draw', 'generator', 'site'].flatMap(sourceFiles))(
    '%s does not import cli/',
    (file) => {
      for (const { spec, target } of importsOf(file))
        expect(target !== null && under(target, 'cli'), `${spec} (${target})`).toBe(false);
    },
  );
});

/** The folders at the top of the tree that hold code of the program (tests and benchmarks aside). */
const PROGRAM_FOLDERS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^(\.|node_modules$|output$|test$|bench$|docs$)/.test(entry.name))
  .map((entry) => entry.name)
  .sort();

/** Which top-level folders each one imports, read from its files' imports. */
function folderImports(folders: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of folders) {
    const targets = new Set<string>();
    for (const file of sourceFiles(folder))
      for (const { target } of importsOf(file)) {
        const top = target?.split('/')[0];
        if (top !== undefined && top !== folder && folders.includes(top)) targets.add(top);
      }
    graph.set(folder, targets);
  }
  return graph;
}

/** Every loop of the graph, each as the path from its smallest folder back to it ("a → b → a"). */
function findLoops(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const loops = new Set<string>();
  const walk = (start: string, path: readonly string[]): void => {
    for (const next of graph.get(path.at(-1) ?? start) ?? []) {
      if (next === start) loops.add([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) walk(start, [...path, next]);
    }
  };
  for (const start of graph.keys()) walk(start, [start]);
  return [...loops].sort();
}

describe('no two top-level folders import each other', () => {
  test('the loop finder finds a loop of two and one of three, and nothing in a chain', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['d'])],
      ['d', new Set(['e', 'b'])],
      ['e', new Set<string>()],
    ]);
    expect(findLoops(graph)).toEqual(['a → b → a', 'b → c → d → b']);
    expect(
      findLoops(
        new Map([
          ['x', new Set(['y'])],
          ['y', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  test('the parts of the program form layers: no folder reaches itself through the others', () => {
    expect(PROGRAM_FOLDERS).toEqual(expect.arrayContaining(['cli', 'engine', 'generator', 'site', 'draw']));
    expect(findLoops(folderImports(PROGRAM_FOLDERS))).toEqual([]);
  });

  test.each(sourceFiles('generator'))('%s imports nothing of the site or the command line', (file) => {
    for (const { spec, target } of importsOf(file))
      expect(target !== null && (under(target, 'site') || under(target, 'cli')), `${spec} (${target})`).toBe(false);
  });
});

describe("the site's build (site/build/, site/astro.config.ts) is Node code over the generator", () => {
  test.each([...sourceFiles('site/build'), 'site/astro.config.ts'])(
    '%s imports the generator, the engine, draw/, lib/, the site data and itself, never browser scripts',
    (file) => {
      for (const { spec, target } of importsOf(file)) {
        if (target === null) continue;
        expect(
          under(target, 'site/build') ||
            under(target, 'site/src/lib') ||
            under(target, 'generator') ||
            under(target, 'draw') ||
            under(target, 'lib') ||
            ENGINE_ENTRIES.has(target),
          `${spec} (${target})`,
        ).toBe(true);
      }
    },
  );
});

describe('a simulation worker thread loads the light engine', () => {
  test.each(['simulator/worker.ts', 'site/src/studio/balance-worker.ts'])(
    'nothing %s imports, however indirectly, reaches zod (engine/core.ts, not engine/index.ts)',
    (worker) => {
      const seen = new Set<string>();
      const packages = new Set<string>();
      const visit = (file: string): void => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const { spec, target } of importsOf(file)) {
          if (target === null) packages.add(spec);
          else visit(target);
        }
      };
      visit(worker);
      expect(seen).toContain('engine/game.ts');
      expect([...packages]).not.toContain('zod');
    },
  );
});

describe('the import scanner sees what it must', () => {
  test('static, type-only, re-exported and dynamic imports are all found', () => {
    const found = importsOf('test/boundaries.test.ts').map((i) => i.spec);
    expect(found).toEqual(expect.arrayContaining(['node:fs', 'node:path', 'vitest']));
    const sample = join('test', 'fixtures', 'boundaries-sample.ts');
    expect(importsOf(sample).map((i) => i.target ?? i.spec)).toEqual([
      'engine/table.ts',
      'engine/index.ts',
      'cli/main.ts',
      'node:fs',
      'simulator/pool.ts',
    ]);
  });
});

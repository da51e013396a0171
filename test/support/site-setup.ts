// Vitest global setup of the browser tests (files named `*.browser.test.ts`): makes sure a built site
// exists, then hands its folder and base to the tests (Chromium is browser-setup.ts's):
//   import { inject } from 'vitest'; const { root, base } = inject('site');
//   const server = await serveStatic(root, base);
// The site is built from the classic deck under the sub-path /jibe/ (so every test also checks that
// the site works below a base path), into the system's temporary folder, keyed by a hash of its
// inputs: unchanged inputs reuse the last build, so only the first run after a change pays for it.
// The generator's output (output/classic/) is built first when it is missing, as on a fresh clone.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..');
const DECK_ID = 'classic';
/** The base path the test site is built under. */
export const TEST_SITE_BASE = '/jibe/';
/** The generator's output the test site is built from: what `jibe build` wrote. */
export const GENERATOR_OUTPUT = join(ROOT, 'output', DECK_ID);
/** What the site build reads: a change to any of these files means a new build. */
const SITE_INPUTS = [
  'site',
  'generator',
  'engine',
  'draw',
  'marks',
  'simulator',
  'lib',
  'templates',
  // Every shipped deck: the Studio offers each as a deck to start from.
  'decks',
  'package-lock.json',
];
/** Build leftovers never count as inputs; nor does a deck's built site inside the generator output. */
const SKIP_IN_SOURCES = new Set(['node_modules', '.astro', 'dist']);
const SKIP_IN_OUTPUT = new Set(['site']);

export interface BuiltSite {
  /** The folder holding the built site (index.html at its top). */
  root: string;
  /** The URL path it must be served under. */
  base: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    site: BuiltSite;
  }
}

function listFiles(path: string, into: string[], skip: ReadonlySet<string>): void {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isFile()) {
    into.push(`${relative(ROOT, path)}:${info.size}:${info.mtimeMs}`);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!skip.has(name)) listFiles(join(path, name), into, skip);
  }
}

/** A short hash of the site's inputs and the generator output it copies. */
export function hashSiteInputs(): string {
  const files: string[] = [];
  for (const input of SITE_INPUTS) listFiles(join(ROOT, input), files, SKIP_IN_SOURCES);
  listFiles(GENERATOR_OUTPUT, files, SKIP_IN_OUTPUT);
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
}

/** Vitest sets these in its own process (BASE_URL="/", MODE="test"...); a build must not inherit them. */
const TEST_RUNNER_ENV = /^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/;

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUNNER_ENV.test(name)));
  execFileSync(process.execPath, args, {
    cwd,
    env: { ...clean, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `jibe build` for the classic deck when its output is missing (a fresh clone). */
export function ensureGeneratorOutput(): void {
  if (existsSync(join(GENERATOR_OUTPUT, 'manifest.json'))) return;
  run([join(ROOT, 'bin', 'jibe.js'), 'build'], ROOT);
}

/** Builds the test site unless a build of the same inputs exists; returns where it is. */
export function ensureTestSite(): BuiltSite {
  ensureGeneratorOutput();
  // In the system's temporary folder, not the run's (vitest.config.ts), so that the next run finds it.
  const cache = join(process.env.JIBE_SYSTEM_TMPDIR ?? tmpdir(), 'jibe-site-test');
  const done = join(cache, hashSiteInputs());
  if (existsSync(join(done, 'complete'))) return { root: join(done, 'site'), base: TEST_SITE_BASE };
  // Built in a folder of its own, then renamed into place, so two test runs never see half a site.
  const work = `${done}-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // Astro runs the pages from a temporary folder under its working directory; they import packages.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  try {
    run(
      [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--root', join(ROOT, 'site'), '--silent'],
      work,
      {
        JIBE_SITE_OUT: join(work, 'site'),
        JIBE_SITE_BASE: TEST_SITE_BASE,
      },
    );
    writeFileSync(join(work, 'complete'), new Date().toISOString());
    if (!existsSync(done)) renameSync(work, done);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { root: join(done, 'site'), base: TEST_SITE_BASE };
}

export default function setup(project: TestProject): void {
  project.provide('site', ensureTestSite());
}

// Setup file of the unit and browser tests, run before each test file. The files share their workers'
// module graph (isolate: false in vitest.config.ts, which spares re-importing the engine and the
// generator for every file), so what a file changes in its process is put back after it: the
// environment variables, the working folder, the exit code and where the drawing code reads its
// fonts (a test that draws as the browser does hands them in as bytes). It also gives the drawing
// code its fonts, as the command line does.

import { afterAll } from 'vitest';
// The drawing code (draw/) reads the card fonts through the reader the Node side sets.
import { readFontsFromDisk } from '../../generator/print/fonts.ts';

const env = { ...process.env };
const cwd = process.cwd();
const exitCode = process.exitCode;

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  if (process.cwd() !== cwd) process.chdir(cwd);
  process.exitCode = exitCode;
  readFontsFromDisk();
});

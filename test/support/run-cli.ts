// Runs the `jibe` command line as a user would, capturing its output and exit code.

import { spawnSync } from 'node:child_process';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], input?: string): CliRun {
  const run = spawnSync(process.execPath, ['bin/jibe.js', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

#!/usr/bin/env node
// Entry for `npx jibe`: Node 24 (pinned as a dev dependency, first on PATH for npx and npm scripts)
// runs the TypeScript CLI directly by stripping its types, so the checkout needs no build step.
if (!process.features.typescript) {
  process.stderr.write(
    `jibe: needs Node 24 or newer (this is ${process.version}); run it as \`npx jibe\` from the checkout\n`,
  );
  process.exit(2);
}
// Node keeps the stripped modules in its compile cache, so later starts skip the type stripper.
(await import('node:module')).enableCompileCache?.();
(await import('../generator/print/renderer-memory.ts')).keepRendererMemory();
await import('../cli/main.ts');

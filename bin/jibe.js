#!/usr/bin/env node
// Entry for `npx jibe`: loads the TypeScript CLI through tsx so the checkout needs no build step.
import { register } from 'tsx/esm/api';
register();
await import('../generator/cli.ts');

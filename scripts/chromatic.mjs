#!/usr/bin/env node
/** Publishes Storybook to Chromatic for teams that have a CHROMATIC_PROJECT_TOKEN; otherwise does nothing. */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published.');
  process.exit(0);
}
const res = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], { stdio: 'inherit' });
process.exit(res.status ?? 1);

#!/usr/bin/env node
/** `npm run dev`: the API server plus both Vite dev servers with hot reload (proxying /api). */
import { spawn } from 'node:child_process';

const procs = [
  ['server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']],
  ['buyer', 'npm', ['run', 'dev', '-w', '@huashi/buyer']],
  ['operator', 'npm', ['run', 'dev', '-w', '@huashi/operator']],
].map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  return child;
});
console.log(
  'Buyer app (hot reload):    http://localhost:5173/\nOperator app (hot reload): http://localhost:5174/goodTp?sign=…  (sign printed by the server)',
);
const stop = () => {
  for (const p of procs) p.kill('SIGINT');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Headless Debian Chromium, fixed viewport so screenshots are stable (a fresh object per project).
 * The tests' frame is 1024 × 768; the page around it is 1366 × 844 so that the visual walker's
 * phone frame (390 × 844) and laptop frame (1366 × 768, page.viewport) fit unscaled — Vitest
 * shrinks a frame larger than the page.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: { viewport: { width: 1366, height: 844 } },
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure rules and small modules with no shared state: one module graph per worker instead of one per file
          // (25 s → 9 s on 2 cores; the tests themselves take 2 s). A file that needs its own must mock nothing global.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/buyer/src/**/*.test.ts',
            'apps/operator/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file in its own module graph (isolate, the default). Tried `isolate: false` (one graph per worker: CPU
          // 341 → 230 s under load, each file imports the whole app again): in a fresh-clone CI run of 2026-11-29 the S3
          // upload file then failed every request to its local S3 stand-in ("fetch failed") after other files had run
          // in the same process, and passed alone — state shared across files that was not found; back to isolated.
          // scrypt at 2^10 instead of production's 2^17 (auth/password.ts: the run's hashes and checks were minutes of
          // CPU; no test asserts the cost). Processes a test starts inherit it; production refuses it.
          env: { PASSWORD_HASH_COST: '10' },
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // Every story renders into a fresh root and is unmounted after (the addon's own setup): the files need no
          // iframe each (156 s → 89 s for the 877 story tests on 2 cores).
          isolate: false,
          // As many pages as the visual project (Vitest runs two browser projects side by side only when they have the
          // same maxWorkers): the story files in two pages, beside the two visual walks.
          maxWorkers: 2,
          browser: browser(),
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'visual',
          include: ['packages/ui/visual/**/*.test.tsx'],
          // Two walks (desktop, phone: packages/ui/visual/walker.tsx), each in a page of its own, side by side. Vitest's
          // default is one page fewer than the cores (one on 2 cores); one walk alone leaves a core idle between shots.
          // The storybook project has the same (see there).
          maxWorkers: 2,
          // Both files' baselines in the one folder of __screenshots__/stories.visual.test.tsx/ (not one per file).
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                ...browser().expect.toMatchScreenshot,
                resolveScreenshotPath: ({ root, testFileDirectory, screenshotDirectory, arg, browserName, platform, ext }) =>
                  path.join(
                    root,
                    testFileDirectory,
                    screenshotDirectory,
                    'stories.visual.test.tsx',
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});

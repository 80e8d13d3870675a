/**
 * The visual walker, shared by the two files that shoot (stories.visual.test.tsx: desktop and the wide desks;
 * stories-phone.visual.test.tsx: phone). Two files so that Vitest runs the two walks side by side, each in a page
 * of its own (`maxWorkers` of the visual project, vitest.config.ts): one walk is a long chain of render → settle →
 * screenshot → compare that leaves a core idle while it waits. Both files keep their baselines in the one folder
 * named after the first, __screenshots__/stories.visual.test.tsx/ (`resolveScreenshotPath`, vitest.config.ts), so
 * a baseline's path says only which story and screen it is.
 *
 * Each story is rendered with the project's decorators, without its play function, into a fixed frame as large as
 * the screen and compared with its committed baseline.
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
export type ComposedStory = ComponentType & {
  id: string;
  storyName: string;
  parameters: { layout?: string; visual?: VisualParameters };
};

/** A story's say in its screenshots (`parameters: { visual: { … } }`). */
type VisualParameters = {
  /** Also shot at 1366 × 768 (a desk at a common laptop's width). */
  wide?: boolean;
};

setProjectAnnotations([previewAnnotations]);

/** The two screens every story is looked at on. The desktop one is the browser's own viewport (vitest.config.ts). */
export const DESKTOP = { width: 1024, height: 768, padding: '16px', suffix: '' } as const;
export const PHONE = { width: 390, height: 844, suffix: '-phone' } as const;
/** The laptop screen of the stories that ask for it (VisualParameters.wide), with the desktop's padding. */
export const WIDE = { width: 1366, height: 768, padding: DESKTOP.padding, suffix: '-1366' } as const;
type Screen = { width: number; height: number; padding: string; suffix: string };

export const isWide = (Story: ComposedStory) => Story.parameters.visual?.wide === true;

/**
 * Every story file, loaded up front. Loaded one by one (not `eager`) so that a story file that
 * fails to import fails its own test instead of hiding every other screenshot.
 */
const loaders = import.meta.glob<StoryModule>('../src/**/*.stories.tsx');
export const modules = await Promise.all(
  Object.entries(loaders)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(async ([path, load]) => {
      try {
        return { path, module: await load(), error: null };
      } catch (error) {
        return { path, module: null, error };
      }
    }),
);

declare global {
  // React's act() wants to know it runs in a test environment.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let frame: HTMLDivElement | null = null;

function cleanUp(): void {
  act(() => root?.unmount());
  frame?.remove();
  root = null;
  frame = null;
  document.body.removeAttribute('style');
}

/** The fixed frame a story renders into, at the page's top-left corner, as large as the screen. */
function createFrame(screen: Screen): HTMLDivElement {
  const element = document.createElement('div');
  element.setAttribute('data-visual-frame', '');
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: `${screen.width}px`,
    height: `${screen.height}px`,
    overflow: 'hidden',
    padding: screen.padding,
    boxSizing: 'border-box',
    background: '#ffffff',
  });
  document.body.append(element);
  return element;
}

/** The phone screen for one story: its layout's padding ('fullscreen' has none, as in Storybook). */
export function phoneOf(Story: ComposedStory): Screen {
  return { ...PHONE, padding: Story.parameters.layout === 'fullscreen' ? '0' : DESKTOP.padding };
}

/** Renders a story on a screen (the viewport is already that size) and compares the frame with its baseline. */
async function shoot(Story: ComposedStory, screen: Screen): Promise<void> {
  frame = createFrame(screen);
  const target = frame;
  root = createRoot(target);
  await act(async () => root?.render(<Story />));
  await settle();
  // Element screenshots are a clip of the page, so dialogs and messages portalled to
  // <body> with position: fixed are captured too.
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${baselineName(Story.id)}${screen.suffix}`);
}

/**
 * "primitives-button--matrix" → "primitives-button/matrix": one folder per component, one file
 * per story (Vitest adds "-chromium-linux.png"). Story ids are already lowercase ASCII with dashes.
 */
export function baselineName(storyId: string): string {
  return storyId.replace('--', '/');
}

async function settle(): Promise<void> {
  // Lay the page out first: a web font (the shipped Inter) starts loading only when laid-out
  // text needs it, and `document.fonts.ready` waits only for loads already started.
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Every story of every file (or those `only` keeps), each shot on one screen. */
function walk(take: (Story: ComposedStory) => Promise<void>, only: (Story: ComposedStory) => boolean = () => true): void {
  for (const { path, module, error } of modules) {
    if (!module) {
      test(`${path} imports`, () => {
        throw error;
      });
      continue;
    }
    const title = (module.default as { title?: string } | undefined)?.title ?? path;
    const stories = (Object.values(composeStories(module)) as ComposedStory[]).filter(only);
    if (stories.length === 0) continue;
    describe(title, () => {
      for (const Story of stories) test(Story.storyName, () => take(Story));
    });
  }
}

/**
 * One screen's walk, as a describe block named after it: every story (or those `only` keeps) shot on the screen
 * `screenOf` gives it. The viewport is resized for a screen other than the desktop's and restored after, for
 * whatever runs next in the page.
 */
export function walkScreen(
  name: string,
  screenOf: (Story: ComposedStory) => Screen,
  only: (Story: ComposedStory) => boolean = () => true,
  viewport?: { width: number; height: number },
): void {
  describe(name, () => {
    if (viewport) {
      beforeAll(() => page.viewport(viewport.width, viewport.height));
      afterAll(() => page.viewport(DESKTOP.width, DESKTOP.height));
    }
    afterEach(cleanUp);
    walk((Story) => shoot(Story, screenOf(Story)), only);
  });
}

/**
 * Visual regression for every story: walks all `*.stories.tsx` of packages/ui, renders each
 * story (with the project's decorators, without its play function) into a fixed 1024 × 768
 * frame and compares a screenshot with the committed baseline in ./__screenshots__/.
 *
 * Baselines are named after the story id, which Storybook derives from title and export name
 * (stable, filesystem-safe): __screenshots__/stories.visual.test.tsx/primitives-button/matrix-chromium-linux.png. A new story is covered by adding it;
 * a changed look is reviewed and its baseline deleted and re-written in the same commit.
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { id: string; storyName: string };

setProjectAnnotations([previewAnnotations]);

const FRAME_WIDTH = 1024;
const FRAME_HEIGHT = 768;

/**
 * Every story file, loaded up front. Loaded one by one (not `eager`) so that a story file that
 * fails to import fails its own test instead of hiding every other screenshot.
 */
const loaders = import.meta.glob<StoryModule>('../src/**/*.stories.tsx');
const modules = await Promise.all(
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

afterEach(() => {
  act(() => root?.unmount());
  frame?.remove();
  root = null;
  frame = null;
  document.body.removeAttribute('style');
});

/** The fixed frame every story renders into, at the page's top-left corner. */
function createFrame(): HTMLDivElement {
  const element = document.createElement('div');
  element.setAttribute('data-visual-frame', '');
  Object.assign(element.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: `${FRAME_WIDTH}px`,
    height: `${FRAME_HEIGHT}px`,
    overflow: 'hidden',
    padding: '16px',
    boxSizing: 'border-box',
    background: '#ffffff',
  });
  document.body.append(element);
  return element;
}

/**
 * "primitives-button--matrix" → "primitives-button/matrix": one folder per component, one file
 * per story (Vitest adds "-chromium-linux.png"). Story ids are already lowercase ASCII with dashes.
 */
function baselineName(storyId: string): string {
  return storyId.replace('--', '/');
}

async function settle(): Promise<void> {
  // Lay the page out first: a web font (the shipped Inter) starts loading only when laid-out
  // text needs it, and `document.fonts.ready` waits only for loads already started.
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

for (const { path, module, error } of modules) {
  if (!module) {
    test(`${path} imports`, () => {
      throw error;
    });
    continue;
  }
  const title = (module.default as { title?: string } | undefined)?.title ?? path;
  const stories = Object.values(composeStories(module)) as ComposedStory[];

  describe(title, () => {
    for (const Story of stories) {
      test(Story.storyName, async () => {
        frame = createFrame();
        const target = frame;
        root = createRoot(target);
        await act(async () => root?.render(<Story />));
        await settle();
        // Element screenshots are a clip of the page, so dialogs and messages portalled to
        // <body> with position: fixed are captured too.
        await expect.element(page.elementLocator(target)).toMatchScreenshot(baselineName(Story.id));
      });
    }
  });
}

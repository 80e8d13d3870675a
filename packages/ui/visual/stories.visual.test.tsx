/**
 * Visual regression for every story: walks all `*.stories.tsx` of packages/ui, renders each
 * story (with the project's decorators, without its play function) twice — on a desktop, in a
 * fixed 1024 × 768 frame, and on a phone, in a 390 × 844 frame — and compares each screenshot with
 * its committed baseline in ./__screenshots__/. A desk story that must also hold at a common
 * laptop's width (issue 26: the /goodTp tables, the 买家 desk) asks for a third shot, at 1366 × 768,
 * with the parameter `visual: { wide: true }` (baseline `<story>-1366`); only those few, so the walk
 * stays short.
 *
 * The phone shot really is 390 px wide: the browser viewport is resized for it (CSS media queries
 * follow the viewport, not a div's width) and restored after. Its frame has the story's layout
 * padding (none for `layout: 'fullscreen'`, so a page-level story fills the phone's width).
 *
 * Baselines are named after the story id, which Storybook derives from title and export name
 * (stable, filesystem-safe): __screenshots__/stories.visual.test.tsx/primitives-button/matrix-chromium-linux.png
 * and, for the phone, …/primitives-button/matrix-phone-chromium-linux.png. A new story is covered
 * on both by adding it; a changed look is reviewed and its baseline deleted and re-written in the
 * same commit.
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
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
const DESKTOP = { width: 1024, height: 768, padding: '16px', suffix: '' } as const;
const PHONE = { width: 390, height: 844, suffix: '-phone' } as const;
/** The laptop screen of the stories that ask for it (VisualParameters.wide), with the desktop's padding. */
const WIDE = { width: 1366, height: 768, padding: DESKTOP.padding, suffix: '-1366' } as const;
type Screen = { width: number; height: number; padding: string; suffix: string };

const isWide = (Story: ComposedStory) => Story.parameters.visual?.wide === true;

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
function phoneOf(Story: ComposedStory): Screen {
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
 * Every shot has a baseline of its own: a story named "…Phone" would otherwise shoot on desktop into the file of its
 * sibling's phone shot ("orders-unpaid" + "-phone" = "orders-unpaid-phone"), and the two would overwrite each other.
 */
test('every screenshot has a baseline name of its own', () => {
  const owners = new Map<string, string>();
  const clashes: string[] = [];
  for (const { module } of modules) {
    if (!module) continue;
    for (const Story of Object.values(composeStories(module)) as ComposedStory[]) {
      const screens = [DESKTOP, PHONE, ...(isWide(Story) ? [WIDE] : [])];
      for (const { suffix } of screens) {
        const name = `${baselineName(Story.id)}${suffix}`;
        const owner = `${Story.id} (${suffix ? suffix.slice(1) : 'desktop'})`;
        const earlier = owners.get(name);
        if (earlier) clashes.push(`${name}: ${earlier} and ${owner}`);
        else owners.set(name, owner);
      }
    }
  }
  expect(clashes).toEqual([]);
});

describe('desktop', () => {
  walk((Story) => shoot(Story, DESKTOP));
});

// The viewport is resized once for every phone shot, and restored for whatever runs next.
describe('phone', () => {
  beforeAll(() => page.viewport(PHONE.width, PHONE.height));
  afterAll(() => page.viewport(DESKTOP.width, DESKTOP.height));
  walk((Story) => shoot(Story, phoneOf(Story)));
});

// The same for the few stories shot at a laptop's width too (the page around the frame is that wide: vitest.config.ts).
describe('wide', () => {
  beforeAll(() => page.viewport(WIDE.width, WIDE.height));
  afterAll(() => page.viewport(DESKTOP.width, DESKTOP.height));
  walk((Story) => shoot(Story, WIDE), isWide);
});

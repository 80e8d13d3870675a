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
 * The walk is in ./walker.tsx; this file shoots the desktop and the wide desks, stories-phone.visual.test.tsx the
 * phone, so that the two run side by side (each file is a page of its own).
 *
 * Baselines are named after the story id, which Storybook derives from title and export name
 * (stable, filesystem-safe): __screenshots__/stories.visual.test.tsx/primitives-button/matrix-chromium-linux.png
 * and, for the phone, …/primitives-button/matrix-phone-chromium-linux.png. A new story is covered
 * on both by adding it; a changed look is reviewed and its baseline deleted and re-written in the
 * same commit.
 */
import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { baselineName, DESKTOP, isWide, modules, PHONE, WIDE, walkScreen, type ComposedStory } from './walker';

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

walkScreen('desktop', () => DESKTOP);

// The few stories shot at a laptop's width too (the page around the frame is that wide: vitest.config.ts).
walkScreen('wide', () => WIDE, isWide, WIDE);

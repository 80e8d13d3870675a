import { expect } from 'storybook/test';

/**
 * Story-only: the page holding the story does not scroll sideways (a phone story's first check). Answers the document
 * element, for a story that measures more against its width.
 */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<HTMLElement> {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  return doc;
}

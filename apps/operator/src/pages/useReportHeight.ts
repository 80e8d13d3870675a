import { embeddedFrameHeight, UI_LIMITS } from '@huashi/domain';
import { useEffect, type DependencyList } from 'react';

/** The message an embedded manager posts to its parent window: its content height + 100 px (§2). */
export type HeightMessage = { type: 'huashi:height'; height: number };

function contentHeight(): number {
  const root = document.getElementById('root');
  const rootBottom = root ? root.getBoundingClientRect().bottom + window.scrollY : document.body.scrollHeight;
  // An open dialog is fixed to the viewport: the frame must be tall enough to show all of it.
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'));
  // Its natural height is the sum of its parts (its body scrolls when the frame is short), plus the backdrop's padding.
  const natural = (d: HTMLElement) => Array.from(d.children).reduce((sum, part) => sum + part.scrollHeight, 0) + 48;
  const dialogHeight = Math.max(0, ...dialogs.map(natural));
  return Math.max(rootBottom, dialogHeight);
}

/**
 * Embedded pages (/cpsix, /cpsixNew) tell the window hosting them how tall they are: 500 ms after each render
 * change (the `deps`, and any resize of the content), they post `{type:'huashi:height', height}` with 100 px
 * added. The height is not secret, so any parent origin may read it.
 */
export function useReportHeight(deps: DependencyList) {
  useEffect(() => {
    if (window.parent === window) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      const message: HeightMessage = { type: 'huashi:height', height: embeddedFrameHeight(contentHeight(), UI_LIMITS.iframeHeightExtraPx) };
      window.parent.postMessage(message, '*');
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(send, UI_LIMITS.iframeHeightDelayMs);
    };
    schedule();
    const root = document.getElementById('root');
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (root) observer?.observe(root);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
    // The caller names what changes the page (deps).
  }, deps);
}

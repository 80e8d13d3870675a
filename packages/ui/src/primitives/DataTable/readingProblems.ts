/**
 * What a reader of a DataTable on screen could not read, as sentences (none: all readable) — for the stories and the
 * end-to-end journeys that check a desk's table at a given width:
 * - a header whose label is cut (clipped, with or without an ellipsis) or paints outside its own cell, or whose label
 *   paints over another's;
 * - a cell of one of `columns` (named by its header's first words, e.g. 瑕疵) whose text is cut: an element in it that
 *   clips (overflow other than visible) holds more than it shows, across (an ellipsis) or down (a third line).
 * It runs in the page and is self-contained (no import, no helper outside it), so that Playwright can send it there:
 * `grid.evaluate(tableReadingProblems, ['供应商', '瑕疵'])`.
 */
export function tableReadingProblems(grid: Element, columns: readonly string[] = []): string[] {
  const problems: string[] = [];
  const headers = Array.from(grid.querySelectorAll<HTMLElement>('[role="columnheader"]'));
  const nameOf = (header: HTMLElement) => (header.textContent ?? '').trim() || `第 ${header.getAttribute('aria-colindex')} 列`;
  /** Whether an element clips its content and holds more than it shows (not one hidden from sight: a 1 px box). */
  const cut = (element: Element) => {
    if (!(element instanceof HTMLElement)) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') return false;
    return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
  };
  /**
   * The box the header's text paints in: each text's box, clipped by the boxes that clip it on the way up to the
   * header (a label cut with an ellipsis paints only inside its own box; one that is not cut may run out of it). Empty
   * (width 0) for a header without text, such as the select-all box.
   */
  const contentBox = (header: HTMLElement) => {
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity, width: 0 };
    const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!(node.textContent ?? '').trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let { left, right, top, bottom } = range.getBoundingClientRect();
      for (let element = node.parentElement; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = element.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (element === header) break;
      }
      if (right <= left || bottom <= top) continue;
      box.left = Math.min(box.left, left);
      box.right = Math.max(box.right, right);
      box.top = Math.min(box.top, top);
      box.bottom = Math.max(box.bottom, bottom);
      box.width = box.right - box.left;
    }
    return box;
  };
  const boxes = headers.map((header) => ({ name: nameOf(header), cell: header.getBoundingClientRect(), content: contentBox(header) }));
  // Half a pixel of slack: a label laid out on a fractional pixel is not outside its cell.
  const slack = 0.5;
  for (const [index, header] of headers.entries()) {
    const { name, cell, content } = boxes[index]!;
    if ([header, ...Array.from(header.querySelectorAll('*'))].some(cut)) problems.push(`表头「${name}」被截断`);
    if (content.width > 0 && (content.left < cell.left - slack || content.right > cell.right + slack))
      problems.push(`表头「${name}」超出了它的列`);
    for (const other of boxes.slice(index + 1)) {
      if (content.width === 0 || other.content.width === 0) continue;
      const apart =
        content.right <= other.content.left + slack ||
        other.content.right <= content.left + slack ||
        content.bottom <= other.content.top + slack ||
        other.content.bottom <= content.top + slack;
      if (!apart) problems.push(`表头「${name}」与「${other.name}」重叠`);
    }
  }
  for (const column of columns) {
    const header = headers.find((h) => (h.textContent ?? '').trim().startsWith(column));
    if (!header) {
      problems.push(`没有「${column}」列`);
      continue;
    }
    const cells = grid.querySelectorAll(`[role="gridcell"][aria-colindex="${header.getAttribute('aria-colindex')}"]`);
    for (const cell of Array.from(cells)) {
      if ([cell, ...Array.from(cell.querySelectorAll('*'))].some(cut))
        problems.push(`「${column}」列的「${(cell.textContent ?? '').trim()}」被截断`);
    }
  }
  return problems;
}

/**
 * Saved lists (常购清单, issue 32): a buyer's named lists of buying lines — variety, grade, length, bunches and an
 * optional supplier — bought again through the shared review sheet.
 *
 * Decisions (ours; the issue names no figures):
 * - A name is 1–20 characters after trimming (counted as characters, so 20 汉字 fit), unique per buyer.
 * - At most 20 lists per buyer and 50 lines per list: every list shows whole on the phone and a list's sheet is one
 *   screenful of matching (one candidates query for ≤ 50 varieties).
 * - Bunches per line 1–9999 (a line of 0 is removed, not kept).
 * - A line is one (variety, grade, length, supplier) — absent grade/length/supplier means "any". Two lines with the
 *   same key are one line: adding merges them by summing bunches, refused when the sum passes 9999.
 */

export const SAVED_LIST_LIMITS = {
  nameMax: 20,
  listsPerBuyer: 20,
  linesPerList: 50,
  bunchesMin: 1,
  bunchesMax: 9999,
} as const;

export const SAVED_LIST_MESSAGES = {
  nameRequired: '请输入清单名称',
  nameTooLong: `清单名称不可超过${SAVED_LIST_LIMITS.nameMax}个字`,
  nameTaken: '已有同名清单，请换一个名称',
  tooManyLists: `最多可保存${SAVED_LIST_LIMITS.listsPerBuyer}张清单，请删除不用的清单后再新建`,
  tooManyLines: `一张清单最多${SAVED_LIST_LIMITS.linesPerList}行，请删除一些再添加`,
  bunchesRange: `每行扎数须在${SAVED_LIST_LIMITS.bunchesMin}到${SAVED_LIST_LIMITS.bunchesMax}之间`,
  notFound: '清单不存在',
  varietyMissing: '品种不存在',
  emptyCart: '购物车里还没有商品',
  emptyOrder: '这张订单没有可加入清单的商品',
  orderNotFound: '订单不存在',
  lineMissing: '请选择商品',
  gradeUnknown: '等级不存在',
  lengthUnknown: '长度不存在',
  created: '已保存清单',
  renamed: '已重命名',
  deleted: '已删除清单',
  saved: '已保存',
  lineAdded: '已加入清单',
} as const;

/** One line of a saved list as the buyer keeps it. Null grade, length or supplier: any. */
export type SavedListLine = {
  flwCode: string;
  levelName: string | null;
  lengthCode: string | null;
  supplierId: string | null;
  bunches: number;
};

/** Characters as a person counts them (a surrogate pair is one). */
const characters = (text: string): number => [...text].length;

/** The problem with a list name (already trimmed by the caller or not), or null when it is fine. */
export function savedListNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SAVED_LIST_MESSAGES.nameRequired;
  if (characters(trimmed) > SAVED_LIST_LIMITS.nameMax) return SAVED_LIST_MESSAGES.nameTooLong;
  return null;
}

/** Whether a line's bunches are within 1–9999 (whole). */
export function bunchesAllowed(bunches: number): boolean {
  return Number.isInteger(bunches) && bunches >= SAVED_LIST_LIMITS.bunchesMin && bunches <= SAVED_LIST_LIMITS.bunchesMax;
}

/** Bunches kept within 1–9999 (a stepper's next value). */
export function clampBunches(bunches: number): number {
  if (!Number.isFinite(bunches)) return SAVED_LIST_LIMITS.bunchesMin;
  return Math.min(SAVED_LIST_LIMITS.bunchesMax, Math.max(SAVED_LIST_LIMITS.bunchesMin, Math.trunc(bunches)));
}

/** What makes two lines the same line: variety, grade, length and supplier (absent = any). */
export function savedListLineKey(line: Pick<SavedListLine, 'flwCode' | 'levelName' | 'lengthCode' | 'supplierId'>): string {
  return JSON.stringify([line.flwCode, line.levelName ?? null, line.lengthCode ?? null, line.supplierId ?? null]);
}

export type MergedLines = { ok: true; lines: SavedListLine[] } | { ok: false; message: string };

/**
 * `lines` with the same key folded into the first of them (bunches summed), in first-seen order; refused when a sum
 * passes 9999 or there are more than 50 lines. A line's own bunches must already be 1–9999.
 */
export function mergeSavedListLines(lines: readonly SavedListLine[]): MergedLines {
  const byKey = new Map<string, SavedListLine>();
  for (const line of lines) {
    if (!bunchesAllowed(line.bunches)) return { ok: false, message: SAVED_LIST_MESSAGES.bunchesRange };
    const key = savedListLineKey(line);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...line });
      continue;
    }
    const bunches = seen.bunches + line.bunches;
    if (!bunchesAllowed(bunches)) return { ok: false, message: SAVED_LIST_MESSAGES.bunchesRange };
    byKey.set(key, { ...seen, bunches });
  }
  const merged = [...byKey.values()];
  if (merged.length > SAVED_LIST_LIMITS.linesPerList) return { ok: false, message: SAVED_LIST_MESSAGES.tooManyLines };
  return { ok: true, lines: merged };
}

/** Whether one more list may be made when the buyer has `count`. */
export function canMakeSavedList(count: number): boolean {
  return count < SAVED_LIST_LIMITS.listsPerBuyer;
}

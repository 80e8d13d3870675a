/**
 * What a line asks for against what its lot still holds (issue 14: the pay preview clamps nothing silently).
 * The preview keeps the asked quantity and its figures, says per line how many batches are left, and the
 * order cannot be submitted until every line fits.
 */

/** The text of a line that asks for more batches than its lot holds. */
export function stockShortText(availablePi: number): string {
  return availablePi < 1 ? '已售罄' : `库存不足，仅剩${availablePi}批`;
}

/**
 * null when `wantedPi` batches fit into the `availablePi` left; otherwise what the buyer reads
 * (库存不足，仅剩N批, or 已售罄 when nothing is left) and the most that can be bought now.
 */
export function stockShortage(wantedPi: number, availablePi: number): { message: string; available: number } | null {
  const available = Math.max(0, Math.floor(Number.isFinite(availablePi) ? availablePi : 0));
  if (wantedPi <= available) return null;
  return { message: stockShortText(available), available };
}

/** The catalog hooks' decisions, pure: a follow's answer, /shopdetails' state, a follow applied to the picks. */
import { ApiError, API_CODES, isOk, type WellSortPage } from '@huashi/api';
import { FOLLOW_MESSAGES, followToggleMessage } from '@huashi/domain';

/** What a follow answer means: the new state (true followed) with its toast, or a failure with its message. */
export function followOutcome(answer: {
  code: number | string;
  msg: string;
  data: number;
}): { ok: true; followed: boolean; text: string } | { ok: false; text: string } {
  const text = isOk(answer.code) ? followToggleMessage(answer.data) : followToggleMessage(null);
  if (text === FOLLOW_MESSAGES.failed) return { ok: false, text: isOk(answer.code) ? text : answer.msg || text };
  return { ok: true, followed: answer.data === 1, text };
}

export type SuppliersState = 'loading' | 'ready' | 'failed' | 'missing';

/** What /shopdetails shows: no product named or 404 → missing; a failure; the answer for these filters; or loading. */
export function suppliersState(
  flwCode: string,
  q: { error: unknown; isError: boolean; isPending: boolean; isPlaceholderData: boolean },
): SuppliersState {
  if (!flwCode || (q.error instanceof ApiError && q.error.code === API_CODES.notFound)) return 'missing';
  if (q.isError) return 'failed';
  return q.isPending || q.isPlaceholderData ? 'loading' : 'ready';
}

/** The picks with one variety's follow state changed. */
export function withCollected(data: WellSortPage, flwCode: string, followed: boolean): WellSortPage {
  return { ...data, list: data.list.map((p) => (p.flwCode === flwCode ? { ...p, collected: followed ? 1 : 0 } : p)) };
}

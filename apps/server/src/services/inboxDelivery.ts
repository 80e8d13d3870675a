/**
 * Delivery of inbox messages beyond the page (issue 33): Web Push and SMS, chosen per kind by the buyer.
 *
 * OWNED BY notify33. This is inbox33's stub of the seam: `postInbox` (services/inbox.ts) calls `queueDeliveries` in
 * the caller's transaction with the rows it actually inserted (a repeated key is not among them). notify33 fills it:
 * read each buyer's per-kind choices and write one `inbox_deliveries` row per channel in the same transaction
 * (migration 0026); a worker sends them after commit, so a failed push or SMS never loses the message and retries are
 * visible. Until then it queues nothing.
 */
import type { InboxRow, InboxTx } from './inbox';

export async function queueDeliveries(_tx: InboxTx, _rows: readonly InboxRow[]): Promise<void> {}

/** Story data of market/inbox/ (the demo florist's inbox after a morning of buying): the domain's own message texts. */
import { inboxDrafts, type InboxDraft, type InboxItem } from '@huashi/domain';

let next = 1;
const item = (draft: InboxDraft, createdAt: string, read = false): InboxItem => ({
  id: next++,
  kind: draft.kind,
  title: draft.title,
  body: draft.body,
  link: draft.link,
  createdAt,
  read,
});

export const inboxItems = {
  paid: item(inboxDrafts.orderPaid({ mainId: 1024, orderNo: 'HS202611170001024', totalFen: 128_650 }), '2026-11-17T03:46:12Z'),
  shipped: item(
    inboxDrafts.orderShipped({ mainId: 1024, orderNo: 'HS202611170001024', carrierName: '昆明冷链物流', trackingNumber: 'KM6170001024' }),
    '2026-11-17T06:10:00Z',
  ),
  delivered: item(
    inboxDrafts.orderDelivered({ mainId: 1024, orderNo: 'HS202611170001024', receivedAt: new Date('2026-11-17T07:30:00Z'), pickup: false }),
    '2026-11-17T07:30:00Z',
  ),
  claimPaid: item(
    inboxDrafts.claimPaid({ claimId: 7, mainId: 998, itemId: 3301, itemName: '卡罗拉', amountFen: 2_500 }),
    '2026-11-16T09:02:00Z',
    true,
  ),
  topUp: item(inboxDrafts.topUpCredited({ outTradeNo: 'R202611160001', amountFen: 500_000, payWay: 'ALIPAY' }), '2026-11-16T00:15:00Z', true),
  withdrawRejected: item(
    inboxDrafts.withdrawRejected({ id: 12, amountFen: 100_000, reason: '开户行与卡号不符，请核对后重新提交' }),
    '2026-11-15T08:00:00Z',
    true,
  ),
  realName: item(inboxDrafts.realNameApproved({ id: 5 }), '2026-11-14T02:00:00Z', true),
} satisfies Record<string, InboxItem>;

/** A morning's inbox, newest first: three unread, four read. */
export const inboxMorning: readonly InboxItem[] = [
  inboxItems.delivered,
  inboxItems.shipped,
  inboxItems.paid,
  inboxItems.claimPaid,
  inboxItems.topUp,
  inboxItems.withdrawRejected,
  inboxItems.realName,
];

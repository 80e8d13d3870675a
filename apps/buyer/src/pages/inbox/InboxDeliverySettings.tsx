/**
 * 消息设置 on /inbox: how messages reach the buyer beyond this page (Web Push, SMS, per kind, quiet hours).
 * OWNED BY notify33 (issue 33): inbox33 leaves this slot empty; InboxPage renders it under the list.
 */
export function InboxDeliverySettings() {
  return null;
}

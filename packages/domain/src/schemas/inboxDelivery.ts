import { array, boolean, mixed, object, string } from 'yup';
import { INBOX_KINDS, type InboxKind } from '../inbox';
import { DELIVERY_MESSAGES, isQuietClock, type DeliveryChoice } from '../inboxDelivery';

/** The settings section of /inbox as its form holds it. */
export type DeliveryFormValues = { choices: DeliveryChoice[]; smsOn: boolean; quietFrom: string; quietTo: string };

const quietClock = () =>
  string()
    .default('')
    .test('quiet', DELIVERY_MESSAGES.quietInvalid, (value) => isQuietClock(value));

/** 消息提醒设置: each kind's push and SMS, the SMS opt-in and its quiet hours ("HH:MM", the server checks the same). */
export const deliveryFormSchema = object({
  choices: array(
    object({
      kind: mixed<InboxKind>()
        .oneOf([...INBOX_KINDS], DELIVERY_MESSAGES.kindUnknown)
        .required(DELIVERY_MESSAGES.kindUnknown),
      push: boolean().default(false),
      sms: boolean().default(false),
    }),
  ).default([]),
  smsOn: boolean().default(false),
  quietFrom: quietClock(),
  quietTo: quietClock(),
});

/**
 * One inbox (消息中心, issue 33), ours: the buyer's messages, newest first, in keyset pages (`cursor` is the last
 * message's `cursor`, opaque; `unread` keeps only unread ones), the unread count (at most INBOX_UNREAD_CAP: the badge
 * says 99+), and marking one or all read. Every answer that changes the count carries it, so the badge follows the
 * buyer's own clicks at once; other changes reach it over the live stream (GET /api/live/inbox).
 * A message id that is not the buyer's is ignored (nothing to mark): it never tells whether another buyer has it.
 */
import { INBOX_KINDS } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, whole } from './answers';
import { body, flag, int, nothing, query } from './fields';

/** "<epoch ms>_<id>" of the last message of a page; anything else reads as the first page. */
const cursorField = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (typeof value === 'string' && /^\d{1,15}_\d{1,18}$/.test(value) ? value : null));

export const inboxMessageSchema = entity({
  id: whole,
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the buyer app the message opens. */
  link: z.string(),
  createdAt: isoTime,
  read: z.boolean(),
  /** Where the next page starts after this message. */
  cursor: z.string(),
});

/** A message as the API answers it. */
export type InboxMessage = z.output<typeof inboxMessageSchema>;

export const inboxPageSchema = entity({
  list: z.array(inboxMessageSchema),
  /** The cursor of the next page, null at the end. */
  next: z.string().nullable(),
  unread: whole,
});

export type InboxPage = z.output<typeof inboxPageSchema>;

const unreadAnswer = answers(entity({ unread: whole }));

export const inboxEndpoints = endpoints('inbox', {
  /** A page of the buyer's messages, newest first; `unread: 1` only unread ones. */
  list: endpoint('GET', '/v1/inbox', 'buyer', {
    querystring: query({ cursor: cursorField, unread: flag() }),
    response: answers(inboxPageSchema),
  }),
  /** The unread count (up to INBOX_UNREAD_CAP). */
  unread: endpoint('GET', '/v1/inbox/unread', 'buyer', { querystring: nothing, response: unreadAnswer }),
  /** Marks one message read; answers the count after. */
  read: endpoint('POST', '/v1/inbox/read', 'buyer', {
    body: body({ id: int({ msg: '消息不存在', code: 404, max: Number.MAX_SAFE_INTEGER }) }),
    response: unreadAnswer,
  }),
  /** 全部已读: marks every message read; answers the count after (0). */
  readAll: endpoint('POST', '/v1/inbox/read-all', 'buyer', { body: nothing, response: unreadAnswer }),
});

export type InboxListQuery = z.input<typeof inboxEndpoints.list.schema.querystring>;

/**
 * Contracts of real-name verification (issue 17 slice B1): the buyer's §7 calls /v1/info/get-certification (the
 * latest submission, or null) and /v1/info/certification (submit; fields pass through untouched and the service
 * checks them with the domain's identitySchema, §5's texts) — the ID number always masked in the buyer's answers —
 * and the 财务 desk's queue (/admin/identity, paged, status filter, the full ID number for staff) with approve and
 * reject (a reason).
 */
import { REAL_NAME_MESSAGES, REAL_NAME_REASON_MAX, realNameReasonProblem } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, staffPage, whole } from './answers';
import { body, formValue, int, oneOf, query, refuse, staffPaging } from './fields';

/** The buyer's real-name record as §3 has it. */
const realNameRecordSchema = entity({
  realName: z.string(),
  realIdnumber: z.string(),
  startTime: z.string(),
  expiredTime: z.string(),
  frontImage: z.string(),
  behindImage: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(9)]),
  rejectReason: z.string(),
  createTime: z.string(),
  processTime: z.string(),
});

/** The buyer's record (§3) plus where its two images are read with the buyer's token, and the status's label. */
export const realNameViewSchema = realNameRecordSchema.extend({
  frontUrl: z.string(),
  behindUrl: z.string(),
  statusLabel: z.string(),
});
export type RealNameView = z.infer<typeof realNameViewSchema>;

/** Filters of the desk's queue: 0 审核中 (default), 1 已认证, 9 驳回, all. */
export const IDENTITY_DESK_FILTERS = ['0', '1', '9', 'all'] as const;
export type IdentityDeskFilter = (typeof IDENTITY_DESK_FILTERS)[number];

export const identityRowSchema = entity({
  id: whole,
  buyerId: whole,
  buyerName: z.string(),
  buyerPhone: z.string(),
  accountNo: z.string(),
  realName: z.string(),
  /** In full: only staff read it. */
  realIdnumber: z.string(),
  startTime: z.string(),
  expiredTime: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(9)]),
  statusLabel: z.string(),
  rejectReason: z.string(),
  frontUrl: z.string(),
  behindUrl: z.string(),
  submittedAt: isoTime,
  processedAt: isoTime.nullable(),
  /** Other accounts with a record of the same ID number: verified, and waiting for review (only staff read it). */
  sameIdVerified: whole,
  sameIdReviewing: whole,
});
export type IdentityRow = z.infer<typeof identityRowSchema>;
export const identityPageSchema = staffPage(identityRowSchema);
export type IdentityPage = z.infer<typeof identityPageSchema>;

const id = int({ msg: REAL_NAME_MESSAGES.notFound, code: 404 });

/** A required rejection reason, trimmed; refused with the domain's text. */
const reason = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    const textValue = typeof value === 'string' ? value.trim() : '';
    const problem = realNameReasonProblem(textValue.slice(0, REAL_NAME_REASON_MAX * 4));
    return problem === null ? textValue : refuse(ctx, value, problem);
  });

export const realNameEndpoints = endpoints('realName', {
  /** §7 get-certification: the buyer's latest submission (ID number masked), or null when none. */
  myCertification: endpoint('POST', '/v1/info/get-certification', 'buyer', {
    body: body({}),
    response: answers(realNameViewSchema.nullable()),
  }),
  /** §7 certification: submits the real name, the ID and its two photos for review. */
  certify: endpoint('POST', '/v1/info/certification', 'buyer', {
    body: body({
      realName: formValue<string>(),
      realIdnumber: formValue<string>(),
      startTime: formValue<string>(),
      /** A date, or "2" for permanent (长期). */
      expiredTime: formValue<string>(),
      frontImage: formValue<string>(),
      behindImage: formValue<string>(),
    }),
    response: answers(realNameViewSchema),
  }),
});

/** The 财务 desk's 实名审核: the queue of submissions, and its two decisions. */
export const adminIdentityEndpoints = endpoints('adminIdentity', {
  submissions: endpoint('GET', '/admin/identity', 'staff:finance', {
    querystring: query({
      ...staffPaging(),
      status: oneOf(IDENTITY_DESK_FILTERS),
    }),
    response: answers(identityPageSchema),
  }),
  approve: endpoint('POST', '/admin/identity/approve', 'staff:finance', { body: body({ id }), response: answers(identityRowSchema) }),
  reject: endpoint('POST', '/admin/identity/reject', 'staff:finance', { body: body({ id, reason }), response: answers(identityRowSchema) }),
});

export type CertificationBody = z.input<typeof realNameEndpoints.certify.schema.body>;
export type IdentityQuery = z.input<typeof adminIdentityEndpoints.submissions.schema.querystring>;
export type IdentityIdBody = z.input<typeof adminIdentityEndpoints.approve.schema.body>;
export type IdentityRejectBody = z.input<typeof adminIdentityEndpoints.reject.schema.body>;

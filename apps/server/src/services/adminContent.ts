/**
 * The 内容发布 desk (管理员): notices and news (§3 Notice) written through the sanitiser (services/notices.ts), the
 * home page's banners (a picture uploaded with prefix `banner`, public) and the member levels' rules text. Every
 * change is one transaction with exactly one audit row. Buyers see only published notices whose begin time has come,
 * and only published banners (services/home.ts).
 */
import type { AdminBanner, AdminMemberLevel, AdminNotice, AdminNoticePage } from '@huashi/api';
import {
  bannerSchema,
  bannerSortOf,
  CONTENT_MESSAGES,
  memberLevelLabel,
  memberLevelSchema,
  noticeBeginAt,
  noticeHtmlIsBlank,
  noticeSchema,
  noticeState,
  noticeTypeOf,
  validateForm,
} from '@huashi/domain';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { adverts, memberLevels, notices, uploads } from '../db/schema';
import { likePattern } from '../db/like';
import { badRequest, notFound } from '../http/envelope';
import { sanitizeNoticeHtml } from '../content/sanitize';
import { recordAudit } from './audit';
import { insertNotices, updateNotice } from './notices';
import { attachUploads, uploadFileUrl } from './uploads';

// ---------------------------------------------------------------- notices

type NoticeRow = typeof notices.$inferSelect;

function noticeView(row: NoticeRow, now: Date): AdminNotice {
  return {
    id: row.id,
    type: row.type === 1 ? 1 : 2,
    title: row.title,
    contentHtml: row.contentHtml,
    beginTime: row.beginTime.toISOString(),
    published: row.published,
    state: noticeState({ published: row.published, beginMs: row.beginTime.getTime() }, now.getTime()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export type NoticeFields = { type?: unknown; title?: unknown; beginTime?: unknown; contentHtml?: unknown };

/**
 * The form checked by the domain's schema, then the HTML sanitised: refused when nothing readable is left. No begin
 * time: the notice begins `now` (when it is saved).
 */
function noticeValues(fields: NoticeFields, now: Date) {
  const check = validateForm(noticeSchema, fields);
  if (!check.ok) throw badRequest(check.message);
  const { type, title, beginTime, contentHtml } = check.value;
  const clean = sanitizeNoticeHtml(contentHtml);
  if (noticeHtmlIsBlank(clean)) throw badRequest(CONTENT_MESSAGES.contentMissing);
  return { type: noticeTypeOf(type)!, title, beginTime: new Date(noticeBeginAt(beginTime, now.getTime())!), contentHtml: clean };
}

/** A page of every notice (drafts too), newest begin time first; by type and a word of the title. */
export async function listNotices(
  ctx: AppContext,
  filters: { page: number; limit: number; type: number | null; keyword: string },
): Promise<AdminNoticePage> {
  const where: SQL[] = [];
  if (filters.type === 1 || filters.type === 2) where.push(eq(notices.type, filters.type));
  if (filters.keyword) where.push(ilike(notices.title, likePattern(filters.keyword)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(condition)
      .orderBy(desc(notices.beginTime), desc(notices.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    ctx.db.select({ n: count() }).from(notices).where(condition),
  ]);
  const now = ctx.clock.now();
  return { list: rows.map((row) => noticeView(row, now)), total: total?.n ?? 0 };
}

export async function createNotice(ctx: AppContext, actorId: number, input: NoticeFields & { published: boolean }): Promise<AdminNotice> {
  const values = noticeValues(input, ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const [created] = await insertNotices(tx, [{ ...values, published: input.published }]);
    const [row] = await tx.select().from(notices).where(eq(notices.id, created!.id));
    const view = noticeView(row!, ctx.clock.now());
    await recordAudit(tx, { staffId: actorId, action: 'notice.create', entity: 'notice', ids: [view.id], after: view });
    return view;
  });
}

async function lockedNotice(tx: Tx, id: number) {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
  if (!row) throw notFound(CONTENT_MESSAGES.noticeNotFound);
  return row;
}

export async function editNotice(ctx: AppContext, actorId: number, id: number, input: NoticeFields): Promise<AdminNotice> {
  const values = noticeValues(input, ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    const now = ctx.clock.now();
    const row = await updateNotice(tx, id, { ...values, updatedAt: now });
    const view = noticeView(row!, now);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'notice.update',
      entity: 'notice',
      ids: [id],
      before: noticeView(before, now),
      after: view,
    });
    return view;
  });
}

/** Publishes or withdraws a notice; doing what is already done is refused (nothing written, no audit row). */
export async function publishNotice(ctx: AppContext, actorId: number, id: number, published: boolean): Promise<AdminNotice> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    if (before.published === published) {
      throw badRequest(published ? CONTENT_MESSAGES.alreadyPublished : CONTENT_MESSAGES.alreadyUnpublished);
    }
    const now = ctx.clock.now();
    const [row] = await tx.update(notices).set({ published, updatedAt: now }).where(eq(notices.id, id)).returning();
    const view = noticeView(row!, now);
    await recordAudit(tx, {
      staffId: actorId,
      action: published ? 'notice.publish' : 'notice.unpublish',
      entity: 'notice',
      ids: [id],
      before: { published: before.published },
      after: { published: view.published, state: view.state },
    });
    return view;
  });
}

export async function deleteNotice(ctx: AppContext, actorId: number, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    await tx.delete(notices).where(eq(notices.id, id));
    await recordAudit(tx, {
      staffId: actorId,
      action: 'notice.delete',
      entity: 'notice',
      ids: [id],
      before: noticeView(before, ctx.clock.now()),
    });
    return { id };
  });
}

// ---------------------------------------------------------------- banners

type AdvertRow = typeof adverts.$inferSelect;

function bannerView(row: AdvertRow): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.pcLink ?? '',
    sort: row.sort,
    published: row.published,
  };
}

export type BannerFields = { title?: unknown; link?: unknown; sort?: unknown; published: boolean; uploadKey: string };

function bannerValues(fields: BannerFields) {
  const check = validateForm(bannerSchema, { title: fields.title, link: fields.link, sort: fields.sort, published: fields.published });
  if (!check.ok) throw badRequest(check.message);
  return { title: check.value.title, pcLink: check.value.link, sort: bannerSortOf(check.value.sort)!, published: fields.published };
}

/** The banner picture of an upload key: an upload of prefix `banner` (public); marked attached with the banner. */
async function bannerPicture(tx: Tx, key: string) {
  const [upload] = await tx.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!upload || upload.prefix !== 'banner' || upload.private) throw badRequest(CONTENT_MESSAGES.bannerImageInvalid);
  return { uploadKey: upload.key, imageUrl: uploadFileUrl(upload.key) };
}

/** Every banner of the home page's top position, in the order buyers see them. */
export async function listBanners(ctx: AppContext): Promise<AdminBanner[]> {
  const rows = await ctx.db.select().from(adverts).where(eq(adverts.position, 'top')).orderBy(asc(adverts.sort), asc(adverts.id));
  return rows.map(bannerView);
}

export async function createBanner(ctx: AppContext, actorId: number, input: BannerFields): Promise<AdminBanner> {
  const values = bannerValues(input);
  if (!input.uploadKey) throw badRequest(CONTENT_MESSAGES.bannerImageMissing);
  return ctx.db.transaction(async (tx) => {
    const picture = await bannerPicture(tx, input.uploadKey);
    const [row] = await tx
      .insert(adverts)
      .values({ position: 'top', ...values, ...picture })
      .returning();
    await attachUploads(tx, [picture.uploadKey], ctx.clock.now());
    const view = bannerView(row!);
    await recordAudit(tx, { staffId: actorId, action: 'banner.create', entity: 'banner', ids: [view.id], after: view });
    return view;
  });
}

export async function editBanner(ctx: AppContext, actorId: number, id: number, input: BannerFields): Promise<AdminBanner> {
  const values = bannerValues(input);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(adverts).where(eq(adverts.id, id)).for('update');
    if (!before) throw notFound(CONTENT_MESSAGES.bannerNotFound);
    // No new picture: the banner keeps its own.
    const picture = input.uploadKey ? await bannerPicture(tx, input.uploadKey) : null;
    const [row] = await tx
      .update(adverts)
      .set({ ...values, ...picture })
      .where(eq(adverts.id, id))
      .returning();
    if (picture) await attachUploads(tx, [picture.uploadKey], ctx.clock.now());
    const view = bannerView(row!);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'banner.update',
      entity: 'banner',
      ids: [id],
      before: bannerView(before),
      after: view,
    });
    return view;
  });
}

export async function deleteBanner(ctx: AppContext, actorId: number, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(adverts).where(eq(adverts.id, id)).returning();
    if (!before) throw notFound(CONTENT_MESSAGES.bannerNotFound);
    await recordAudit(tx, { staffId: actorId, action: 'banner.delete', entity: 'banner', ids: [id], before: bannerView(before) });
    return { id };
  });
}

// ---------------------------------------------------------------- member levels

type LevelRow = typeof memberLevels.$inferSelect;

function levelView(row: LevelRow): AdminMemberLevel {
  return {
    level: row.level,
    label: memberLevelLabel(row.level),
    cillText: row.cillText,
    discountText: row.discountText,
    couponText: row.couponText,
    discountTenths: row.discountTenths,
  };
}

export async function listMemberLevels(ctx: AppContext): Promise<AdminMemberLevel[]> {
  const rows = await ctx.db.select().from(memberLevels).orderBy(asc(memberLevels.level));
  return rows.map(levelView);
}

/** Changes a level's rules text (the buyer's membership card shows it); its discount is not changed here. */
export async function updateMemberLevel(
  ctx: AppContext,
  actorId: number,
  level: number,
  input: { cillText?: unknown; discountText?: unknown; couponText?: unknown },
): Promise<AdminMemberLevel> {
  const check = validateForm(memberLevelSchema, input);
  if (!check.ok) throw badRequest(check.message);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(memberLevels).where(eq(memberLevels.level, level)).for('update');
    if (!before) throw notFound(CONTENT_MESSAGES.levelNotFound);
    const [row] = await tx.update(memberLevels).set(check.value).where(eq(memberLevels.level, level)).returning();
    const view = levelView(row!);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'member-level.update',
      entity: 'member_level',
      ids: [level],
      before: levelView(before),
      after: view,
    });
    return view;
  });
}

import { boolean, object, string, type InferType } from 'yup';
import {
  bannerLinkProblem,
  bannerSortOf,
  bannerTitleProblem,
  CONTENT_MESSAGES,
  memberRuleProblem,
  noticeBeginTimeProblem,
  noticeContentProblem,
  noticeTitleProblem,
  noticeTypeOf,
} from '../content';

/** A text field checked by one of the content rules (the rule returns its first problem, or null). */
function ruled(rule: (value: string) => string | null, trim = true) {
  const base = trim ? string().trim() : string();
  return base.default('').test('rule', (value, context) => {
    const problem = rule(value ?? '');
    return problem === null ? true : context.createError({ message: problem });
  });
}

/**
 * A notice or news item (§3 Notice) as the editor sends it: type '1'/'2', title, begin time
 * "YYYY-MM-DDTHH:mm" (Asia/Shanghai), the editor's HTML. The server sanitises the HTML before it is stored.
 */
export const noticeSchema = object({
  type: string()
    .default('')
    .test('type', CONTENT_MESSAGES.typeMissing, (value) => noticeTypeOf(value) !== null),
  title: ruled(noticeTitleProblem),
  beginTime: ruled(noticeBeginTimeProblem),
  contentHtml: ruled(noticeContentProblem, false),
});
export type NoticeFormValues = InferType<typeof noticeSchema>;

/** A banner: its title (the picture's text alternative), link ('' none), sort, shown or not. The picture is separate. */
export const bannerSchema = object({
  title: ruled(bannerTitleProblem),
  link: ruled(bannerLinkProblem),
  sort: string()
    .default('0')
    .test('sort', CONTENT_MESSAGES.sortInvalid, (value) => bannerSortOf(value) !== null),
  published: boolean().default(true),
});
export type BannerFormValues = InferType<typeof bannerSchema>;

/** A member level's rules text as the buyer's membership card shows it. */
export const memberLevelSchema = object({
  cillText: ruled((value) => memberRuleProblem(value, CONTENT_MESSAGES.cillMissing)),
  discountText: ruled((value) => memberRuleProblem(value, CONTENT_MESSAGES.discountTextMissing)),
  couponText: ruled((value) => memberRuleProblem(value, CONTENT_MESSAGES.couponTextMissing)),
});
export type MemberLevelFormValues = InferType<typeof memberLevelSchema>;

/**
 * The 内容发布 desk's server state: one page of notices (type and title filters), the banners, the member levels,
 * and every change to them. A change refreshes the desk's lists (adminContentKeys.all).
 */
import { adminContentKeys, ApiError, type AdminBanner, type AdminMemberLevel, type AdminNotice } from '@huashi/api';
import {
  formatShanghaiDateTime,
  imageFileRefusal,
  type BannerFormValues,
  type MemberLevelFormValues,
  type NoticeFormValues,
} from '@huashi/domain';
import type { AdminNoticeRowData, BannerRowData, MemberLevelData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentDesk, staffUploads } from './staffSession';

export const NOTICE_PAGE_SIZE = 20;

export function noticeRow(notice: AdminNotice): AdminNoticeRowData {
  return { id: notice.id, type: notice.type, title: notice.title, state: notice.state, beginMs: Date.parse(notice.beginTime) };
}

/** A notice as the editor's form values: its begin time as a datetime field holds it (Shanghai wall time). */
export function noticeFormValues(notice: AdminNotice): NoticeFormValues {
  const wall = formatShanghaiDateTime(Date.parse(notice.beginTime)) ?? '';
  return {
    type: String(notice.type),
    title: notice.title,
    beginTime: wall.slice(0, 16).replace(' ', 'T'),
    contentHtml: notice.contentHtml,
  };
}

export const bannerRow = (banner: AdminBanner): BannerRowData => ({ ...banner });
export const memberLevelData = (level: AdminMemberLevel): MemberLevelData => ({ ...level });

export function useNotices(page: number, type: '' | '1' | '2', keyword: string) {
  const filters = { page, limit: NOTICE_PAGE_SIZE, type: type || undefined, keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: adminContentKeys.notices(filters),
    queryFn: () => contentDesk.notices(filters),
    placeholderData: keepPreviousData,
  });
}

export function useContentDesk() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminContentKeys.all });
  const banners = useQuery({ queryKey: adminContentKeys.banners(), queryFn: contentDesk.banners });
  const levels = useQuery({ queryKey: adminContentKeys.memberLevels(), queryFn: contentDesk.memberLevels });

  const saveNotice = useMutation({
    mutationFn: ({ id, values, publish }: { id: number | null; values: NoticeFormValues; publish: boolean }) =>
      id === null ? contentDesk.createNotice({ ...values, published: publish }) : contentDesk.updateNotice({ id, ...values }),
    onSuccess: refresh,
  });
  const publishNotice = useMutation({
    mutationFn: (body: { id: number; published: boolean }) => contentDesk.publishNotice(body),
    onSettled: refresh,
  });
  const deleteNotice = useMutation({ mutationFn: (id: number) => contentDesk.deleteNotice(id), onSettled: refresh });

  /** Checks a picture as the server will (type, 3 MB), then uploads it as a public banner picture. */
  const uploadBanner = useMutation({
    mutationFn: async (file: File) => {
      const refusal = imageFileRefusal(file);
      if (refusal) throw new ApiError(400, refusal);
      const { images } = await staffUploads.images('banner', [file]);
      return images[0]!;
    },
  });
  const saveBanner = useMutation({
    mutationFn: ({ id, values, uploadKey }: { id: number | null; values: BannerFormValues; uploadKey: string }) => {
      const body = { ...values, uploadKey };
      return id === null ? contentDesk.createBanner(body) : contentDesk.updateBanner({ id, ...body });
    },
    onSuccess: refresh,
  });
  const deleteBanner = useMutation({ mutationFn: (id: number) => contentDesk.deleteBanner(id), onSettled: refresh });

  const saveLevel = useMutation({
    mutationFn: ({ level, values }: { level: number; values: MemberLevelFormValues }) =>
      contentDesk.updateMemberLevel({ level, ...values }),
    onSuccess: refresh,
  });

  return { banners, levels, saveNotice, publishNotice, deleteNotice, uploadBanner, saveBanner, deleteBanner, saveLevel };
}

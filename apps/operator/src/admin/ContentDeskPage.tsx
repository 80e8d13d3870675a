/** /admin/content (管理员): notices and news with the rich-text editor, the home page's banners, member level rules. */
import { errorMessage, type AdminNotice } from '@huashi/api';
import {
  AdminNoticeList,
  BannerDialog,
  BannerManager,
  ConfirmDialog,
  EmptyState,
  MemberLevelForm,
  NoticeEditor,
  Page,
  Skeleton,
  Stack,
  Tabs,
  useMessage,
  type AdminNoticeRowData,
  type BannerRowData,
} from '@huashi/ui';
import { useState } from 'react';
import { queryStatus } from './queryStatus';
import { bannerRow, memberLevelData, NOTICE_PAGE_SIZE, noticeFormValues, noticeRow, useContentDesk, useNotices } from './useContentDesk';

const SECTIONS = ['公告资讯', '首页横幅', '会员等级'] as const;

type Desk = ReturnType<typeof useContentDesk>;

type Titled = { id: number; title: string };

/** 删除 a notice or a banner, confirmed first; the toast says how it went. */
function DeleteConfirm<Row extends Titled>({
  row,
  title,
  question,
  done,
  onClose,
  remove,
}: {
  row: Row | null;
  title: string;
  question: (row: Row) => string;
  done: (row: Row) => string;
  onClose: () => void;
  remove: (id: number, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}) {
  const message = useMessage();
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row ? question(row) : ''}
      tone="danger"
      confirmText="删除"
      onCancel={onClose}
      onConfirm={() => {
        if (!row) return;
        onClose();
        remove(row.id, {
          onSuccess: () => message.success(done(row)),
          onError: (error) => message.error(errorMessage(error, '删除失败，请稍后再试')),
        });
      }}
    />
  );
}

function NoticesSection({ desk }: { desk: Desk }) {
  const message = useMessage();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<'' | '1' | '2'>('');
  const [keyword, setKeyword] = useState('');
  /** null: the list; {notice: null}: a new notice; else the notice being edited. */
  const [editing, setEditing] = useState<{ notice: AdminNotice | null; openedAt: number } | null>(null);
  const [deleting, setDeleting] = useState<AdminNoticeRowData | null>(null);
  const notices = useNotices(page, type, keyword);
  const { saveNotice, publishNotice, deleteNotice } = desk;
  const byId = (id: number) => notices.data?.list.find((notice) => notice.id === id) ?? null;

  if (editing) {
    const notice = editing.notice;
    return (
      <NoticeEditor
        key={notice?.id ?? 'new'}
        mode={notice ? 'edit' : 'create'}
        initial={notice ? noticeFormValues(notice) : undefined}
        nowMs={editing.openedAt}
        pending={saveNotice.isPending}
        serverError={saveNotice.isError ? errorMessage(saveNotice.error, '保存失败，请稍后再试') : undefined}
        onCancel={() => {
          saveNotice.reset();
          setEditing(null);
        }}
        onSubmit={(values, publish) =>
          saveNotice.mutate(
            { id: notice?.id ?? null, values, publish },
            {
              onSuccess: (saved) => {
                message.success(publish ? `「${saved.title}」已发布` : `「${saved.title}」已保存`);
                saveNotice.reset();
                setEditing(null);
              },
            },
          )
        }
      />
    );
  }

  return (
    <>
      <AdminNoticeList
        rows={(notices.data?.list ?? []).map(noticeRow)}
        total={notices.data?.total ?? 0}
        page={page}
        pageSize={NOTICE_PAGE_SIZE}
        onPageChange={setPage}
        type={type}
        onTypeChange={(next) => {
          setType(next);
          setPage(1);
        }}
        keyword={keyword}
        onKeywordChange={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        {...queryStatus(notices, '公告加载失败，请稍后再试')}
        pendingId={
          publishNotice.isPending ? (publishNotice.variables?.id ?? null) : deleteNotice.isPending ? (deleteNotice.variables ?? null) : null
        }
        onCreate={() => setEditing({ notice: null, openedAt: Date.now() })}
        onEdit={(row) => setEditing({ notice: byId(row.id), openedAt: Date.now() })}
        onPublish={(row, published) =>
          publishNotice.mutate(
            { id: row.id, published },
            {
              onSuccess: () => message.success(published ? `「${row.title}」已发布` : `「${row.title}」已撤回`),
              onError: (error) => message.error(errorMessage(error, '操作失败，请稍后再试')),
            },
          )
        }
        onDelete={setDeleting}
      />
      <DeleteConfirm
        row={deleting}
        title="删除公告"
        question={(row) => `确认删除「${row.title}」吗？买家将不再看到它。`}
        done={(row) => `已删除「${row.title}」`}
        onClose={() => setDeleting(null)}
        remove={deleteNotice.mutate}
      />
    </>
  );
}

function BannersSection({ desk }: { desk: Desk }) {
  const message = useMessage();
  const { banners, uploadBanner, saveBanner, deleteBanner } = desk;
  /** null: closed; {banner: null}: a new banner. */
  const [dialog, setDialog] = useState<{ banner: BannerRowData | null } | null>(null);
  const [deleting, setDeleting] = useState<BannerRowData | null>(null);
  const open = (banner: BannerRowData | null) => {
    uploadBanner.reset();
    saveBanner.reset();
    setDialog({ banner });
  };
  const uploaded = uploadBanner.data;
  return (
    <>
      <BannerManager
        rows={(banners.data ?? []).map(bannerRow)}
        {...queryStatus(banners, '横幅加载失败，请稍后再试')}
        pendingId={deleteBanner.isPending ? (deleteBanner.variables ?? null) : null}
        onCreate={() => open(null)}
        onEdit={(row) => open(row)}
        onDelete={setDeleting}
      />
      <BannerDialog
        open={dialog !== null}
        banner={dialog?.banner ?? null}
        imageUrl={uploaded?.url ?? dialog?.banner?.imageUrl ?? null}
        onPickImage={(file) => uploadBanner.mutate(file)}
        uploading={uploadBanner.isPending}
        imageError={uploadBanner.isError ? errorMessage(uploadBanner.error, '图片上传失败，请稍后再试') : undefined}
        pending={saveBanner.isPending}
        serverError={saveBanner.isError ? errorMessage(saveBanner.error, '保存失败，请稍后再试') : undefined}
        onClose={() => setDialog(null)}
        onSubmit={(values) =>
          saveBanner.mutate(
            { id: dialog?.banner?.id ?? null, values, uploadKey: uploaded?.key ?? '' },
            {
              onSuccess: (saved) => {
                message.success(`横幅「${saved.title}」已保存`);
                setDialog(null);
              },
            },
          )
        }
      />
      <DeleteConfirm
        row={deleting}
        title="删除横幅"
        question={(row) => `确认删除横幅「${row.title}」吗？`}
        done={(row) => `已删除横幅「${row.title}」`}
        onClose={() => setDeleting(null)}
        remove={deleteBanner.mutate}
      />
    </>
  );
}

function LevelsSection({ desk }: { desk: Desk }) {
  const { levels, saveLevel } = desk;
  const [saved, setSaved] = useState<number | null>(null);
  if (levels.isPending) return <Skeleton lines={6} />;
  if (levels.isError) return <EmptyState text={errorMessage(levels.error, '会员等级加载失败，请稍后再试')} />;
  const busy = saveLevel.isPending ? saveLevel.variables.level : null;
  const failed = saveLevel.isError ? saveLevel.variables.level : null;
  return (
    <Stack gap={3}>
      {levels.data.map(memberLevelData).map((level) => (
        <MemberLevelForm
          key={level.level}
          level={level}
          pending={busy === level.level}
          saved={saved === level.level}
          serverError={failed === level.level ? errorMessage(saveLevel.error, '保存失败，请稍后再试') : undefined}
          onSubmit={(values) => {
            setSaved(null);
            saveLevel.mutate({ level: level.level, values }, { onSuccess: () => setSaved(level.level) });
          }}
        />
      ))}
    </Stack>
  );
}

export function ContentDeskPage() {
  const [section, setSection] = useState(0);
  const desk = useContentDesk();
  return (
    <Page as="main" width="fill" gutter="lg" title="内容发布" description="公告资讯显示在买家的 /message 和首页；横幅显示在买家首页顶部。">
      <Stack gap={4}>
        <Tabs aria-label="内容类别" items={[...SECTIONS]} active={section} onChange={setSection} variant="card" />
        {section === 0 ? <NoticesSection desk={desk} /> : null}
        {section === 1 ? <BannersSection desk={desk} /> : null}
        {section === 2 ? <LevelsSection desk={desk} /> : null}
      </Stack>
    </Page>
  );
}

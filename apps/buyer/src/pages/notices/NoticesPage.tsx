import { MESSAGES, PAGE_SIZES } from '@huashi/domain';
import { Button, EmptyState, NoticeArticle, NoticeList, Page, Pager, Skeleton, Stack, media, vars } from '@huashi/ui';
import styled from 'styled-components';
import { useUrlState } from '../../urlState';
import { messageCodec } from '../catalog/catalogUrls';
import { onPhone } from '../catalog/shared';
import { useNotices } from './useNotices';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${vars.space[4]};
  align-items: start;

  /* A phone shows one view at a time: the list, or the notice picked (with 返回列表). */
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    &[data-view='list'] > article,
    &[data-view='content'] > :first-child {
      display: none;
    }
  }
`;

const StyledBack = styled.div`
  display: none;
  margin-bottom: ${vars.space[3]};
  ${media.phone} {
    display: block;
  }
`;

const StyledArticle = styled.article`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  min-height: calc(${vars.size.dialogSm} + ${vars.space[10]});
  /* The notice stays in view beside a long list, however far down it was picked. */
  position: sticky;
  top: ${vars.space[4]};
  max-height: calc(100vh - ${vars.space[8]});
  overflow-y: auto;
  ${media.phone} {
    position: static;
    max-height: none;
    min-height: 0;
    padding: ${vars.space[4]};
  }
`;

/** /message: notices on the left (15 a page), the selected one's HTML on the right (§2). */
export function NoticesPage() {
  // The page of notices and the one shown are in the URL (?page=2&id=41): reload, back and a shared link keep them.
  const [view, setView] = useUrlState(messageCodec);
  const { page } = view;
  // §8: a failed notice call shows nothing more than an empty list.
  const { data, failed } = useNotices(page, PAGE_SIZES.notices);

  const selected = data?.list.find((n) => n.id === view.id) ?? data?.list[0] ?? null;

  return (
    <Page>
      <StyledColumns data-view={view.id === null ? 'list' : 'content'}>
        <Stack gap={3}>
          <NoticeList
            items={failed ? [] : data?.list}
            selectedId={selected?.id ?? null}
            onSelect={(id) => {
              setView({ ...view, id });
              // On a phone the notice replaces the list: show it from its top.
              if (onPhone()) window.scrollTo({ top: 0 });
            }}
          />
          {data && data.total > PAGE_SIZES.notices && (
            <Pager page={page} total={data.total} pageSize={PAGE_SIZES.notices} onChange={(next) => setView({ page: next, id: null })} />
          )}
        </Stack>
        <StyledArticle aria-label="公告内容">
          <StyledBack>
            <Button size="sm" variant="link" onClick={() => setView({ ...view, id: null })}>
              ‹ 返回列表
            </Button>
          </StyledBack>
          {!data && !failed ? (
            <Skeleton lines={8} />
          ) : selected ? (
            <NoticeArticle title={selected.title} beginMs={selected.begintime * 1000} html={selected.content} />
          ) : (
            <EmptyState text={failed ? MESSAGES.requestFailed : '暂无公告'} />
          )}
        </StyledArticle>
      </StyledColumns>
    </Page>
  );
}

import { MESSAGES, PAGE_SIZES, formatShanghaiDateTime, readQuery, withQuery } from '@huashi/domain';
import { EmptyState, NoticeList, Page, Pager, Skeleton, Stack, vars } from '@huashi/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useNotices } from './useNotices';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${vars.space[4]};
  align-items: start;
`;

const StyledArticle = styled.article`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  min-height: calc(${vars.size.dialogSm} + ${vars.space[10]});

  h1 {
    margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[2]};
    font-size: ${vars.font.size.xl};
  }
  time {
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textMuted};
  }
  .content {
    margin-top: ${vars.space[4]};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.relaxed};
    color: ${vars.color.text};
  }
  .content img {
    max-width: 100%;
  }
`;

/** /message: notices on the left (15 a page), the selected one's HTML on the right (§2). */
export function MessagePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selectedFromUrl = useMemo(() => Number(readQuery(`?${search}`, 'id') ?? 0) || null, [search]);
  const [page, setPage] = useState(1);
  // §8: a failed notice call shows nothing more than an empty list.
  const { data, failed } = useNotices(page, PAGE_SIZES.notices);
  const selectedId = selectedFromUrl;

  const selected = data?.list.find((n) => n.id === selectedId) ?? data?.list[0] ?? null;

  return (
    <Page>
      <StyledColumns>
        <Stack gap={3}>
          <NoticeList
            items={failed ? [] : data?.list}
            selectedId={selected?.id ?? null}
            onSelect={(id) => navigate(withQuery('/message', { id }), { replace: true })}
          />
          {data && data.total > PAGE_SIZES.notices && (
            <Pager page={page} total={data.total} pageSize={PAGE_SIZES.notices} onChange={setPage} />
          )}
        </Stack>
        <StyledArticle aria-label="公告内容">
          {!data && !failed ? (
            <Skeleton lines={8} />
          ) : selected ? (
            <>
              <h1>{selected.title}</h1>
              <time>{formatShanghaiDateTime(selected.begintime * 1000)}</time>
              {/* The HTML was sanitised when it was written (server: sanitise on write). */}
              <div className="content" dangerouslySetInnerHTML={{ __html: selected.content }} />
            </>
          ) : (
            <EmptyState text={failed ? MESSAGES.requestFailed : '暂无公告'} />
          )}
        </StyledArticle>
      </StyledColumns>
    </Page>
  );
}

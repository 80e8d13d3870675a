import { formatShanghaiDateTime, NOTICE_STATE_NAMES, NOTICE_TYPES, type NoticeState, type NoticeType } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { vars } from '../../theme/vars';

/** One notice as the desk's list shows it. */
export type AdminNoticeRowData = {
  id: number;
  type: NoticeType;
  title: string;
  state: NoticeState;
  /** Its begin time, epoch ms. */
  beginMs: number;
};

export type AdminNoticeListProps = ServerPageProps<AdminNoticeRowData> & {
  /** '' all, '1' news, '2' announcements. */
  type: '' | '1' | '2';
  onTypeChange: (type: '' | '1' | '2') => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The row whose action is under way (its buttons wait, the others are locked). */
  pendingId?: number | null;
  onCreate: () => void;
  onEdit: (row: AdminNoticeRowData) => void;
  onPublish: (row: AdminNoticeRowData, published: boolean) => void;
  onDelete: (row: AdminNoticeRowData) => void;
};

const TYPE_FILTERS = [
  { value: '', label: '全部类型' },
  { value: '2', label: NOTICE_TYPES[2] },
  { value: '1', label: NOTICE_TYPES[1] },
];

const STATE_COLORS: Record<NoticeState, string> = {
  draft: vars.color.textSecondary,
  scheduled: vars.color.accent,
  live: vars.color.success,
};

const StyledState = styled.span<{ $state: NoticeState }>`
  color: ${(p) => STATE_COLORS[p.$state]};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: end;
  > :not(:last-child) {
    flex: 0 1 ${vars.size.menuMinWidth};
  }
  > :last-child {
    margin-left: auto;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** The desk's notices and news (drafts too), newest begin time first, paged by the server; 编辑, 发布/撤回, 删除. */
export function AdminNoticeList({
  type,
  onTypeChange,
  keyword,
  onKeywordChange,
  pendingId = null,
  onCreate,
  onEdit,
  onPublish,
  onDelete,
  ...list
}: AdminNoticeListProps) {
  const locked = (row: AdminNoticeRowData) => pendingId !== null && pendingId !== row.id;
  const columns: DataTableColumn<AdminNoticeRowData>[] = [
    { key: 'type', header: '类型', width: '0.6fr', cell: (row) => NOTICE_TYPES[row.type] },
    { key: 'title', header: '标题', width: '2.4fr', cell: (row) => row.title },
    { key: 'begin', header: '发布时间', width: '1.3fr', cell: (row) => (formatShanghaiDateTime(row.beginMs) ?? '').slice(0, 16) },
    {
      key: 'state',
      header: '状态',
      width: '0.7fr',
      cell: (row) => <StyledState $state={row.state}>{NOTICE_STATE_NAMES[row.state]}</StyledState>,
    },
    {
      key: 'actions',
      header: '操作',
      width: '1.8fr',
      cell: (row) => (
        <StyledActions>
          <Button
            size="sm"
            variant="link"
            disabled={locked(row) || pendingId === row.id}
            onClick={() => onEdit(row)}
            aria-label={`编辑「${row.title}」`}
          >
            编辑
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={pendingId === row.id}
            disabled={locked(row)}
            onClick={() => onPublish(row, row.state === 'draft')}
            aria-label={`${row.state === 'draft' ? '发布' : '撤回'}「${row.title}」`}
          >
            {row.state === 'draft' ? '发布' : '撤回'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={locked(row) || pendingId === row.id}
            onClick={() => onDelete(row)}
            aria-label={`删除「${row.title}」`}
          >
            删除
          </Button>
        </StyledActions>
      ),
    },
  ];
  return (
    <PagedDataTable
      {...list}
      header={
        <>
          <StyledBar>
            <Select
              label="类型"
              options={TYPE_FILTERS}
              value={type}
              onChange={(event) => onTypeChange(event.target.value as '' | '1' | '2')}
            />
            <Input
              label="标题"
              type="search"
              placeholder="按标题查找"
              value={keyword}
              onChange={(event) => onKeywordChange(event.target.value)}
            />
            <div>
              <Button onClick={onCreate}>新增公告</Button>
            </div>
          </StyledBar>
        </>
      }
      aria-label="公告资讯"
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="没有符合条件的公告"
    />
  );
}

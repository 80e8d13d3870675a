import { PAGE_SIZES } from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Input } from '../../../primitives/Input';
import { Pager } from '../../../primitives/Pager';
import { Select } from '../../../primitives/Select';
import { Skeleton } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Stack';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/** One record as /afterlist shows it. */
export type AfterSaleRecordData = {
  id: number;
  mainId: number;
  itemId: number;
  orderNo: string;
  flwName: string;
  levelName: string;
  supplierName: string;
  productImage: string;
  asName: string;
  asQty: number;
  createTime: string;
  statusText: string;
  status: number;
};

export type AfterSaleFilters = { asType: string; keyword: string; start: string; end: string };

export type AfterSaleListProps = {
  rows: readonly AfterSaleRecordData[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  types: Readonly<Record<string, string>>;
  filters: AfterSaleFilters;
  onFiltersChange: (filters: AfterSaleFilters) => void;
  onOpen: (row: AfterSaleRecordData) => void;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** The market's hotline (the server's MARKET_HOTLINE); '' while it is not known yet: only the chat account shows. */
  hotline: string;
  /** Already masked. */
  chatAccount: string;
};

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};

  > * {
    flex: 1 1 ${vars.size.menuMinWidth};
    min-width: ${vars.space[0]};
  }

  > button {
    flex: none;
  }
`;

const StyledRow = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  min-width: ${vars.space[0]};

  img {
    width: ${vars.space[16]};
    height: ${vars.space[16]};
    flex: none;
    object-fit: cover;
    border-radius: ${vars.radius.md};
  }

  > div {
    flex: 1;
    min-width: ${vars.space[0]};
    overflow-wrap: anywhere;
  }
`;

const StyledList = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledStatus = styled.strong`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.medium};
`;

/** /afterlist (§2): filters type, keyword, date range; 10 a page; the hotline and the masked chat account; empty state. */
export function AfterSaleList({
  rows,
  total,
  page,
  onPageChange,
  types,
  filters,
  onFiltersChange,
  onOpen,
  loading = false,
  error,
  onRetry,
  hotline,
  chatAccount,
}: AfterSaleListProps) {
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
  };
  const typeOptions = [{ value: '', label: '全部' }, ...Object.entries(types).map(([value, label]) => ({ value, label }))];
  return (
    <Stack gap={4}>
      <Banner tone="info">
        {hotline ? `售后热线 ${hotline} · ` : ''}在线客服 {chatAccount}
      </Banner>
      <StyledFilters role="search" aria-label="筛选售后记录" onSubmit={submit}>
        <Select
          label="售后类型"
          options={typeOptions}
          value={draft.asType}
          onChange={(e) => setDraft({ ...draft, asType: e.target.value })}
        />
        <Input
          label="关键词"
          placeholder="品种、订单号、供应商"
          value={draft.keyword}
          maxLength={40}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        />
        <Input label="开始日期" type="date" value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} />
        <Input label="结束日期" type="date" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value })} />
        <Button type="submit">查询</Button>
      </StyledFilters>
      {error ? (
        <Banner tone="error">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" size="sm" onClick={onRetry}>
              重试
            </Button>
          ) : null}
        </Banner>
      ) : loading && rows.length === 0 ? (
        <Stack gap={2} role="status" aria-busy="true" aria-label="加载中">
          <Skeleton variant="rect" />
          <Skeleton variant="rect" />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState text="暂无售后记录" />
      ) : (
        <StyledList aria-label="售后记录">
          {rows.map((row) => (
            <StyledRow key={row.id}>
              <img src={row.productImage} alt={row.flwName} />
              <div>
                <Stack gap={1}>
                  <span>
                    {row.flwName} {row.levelName} · {row.asName} {row.asQty}扎
                  </span>
                  <StyledMuted>
                    订单 {row.orderNo} · {row.createTime}
                  </StyledMuted>
                  <StyledStatus>{row.statusText}</StyledStatus>
                </Stack>
              </div>
              <Button size="sm" variant="secondary" aria-label={`详情 ${row.flwName} ${row.orderNo}`} onClick={() => onOpen(row)}>
                详情
              </Button>
            </StyledRow>
          ))}
        </StyledList>
      )}
      {total > PAGE_SIZES.afterSales ? <Pager total={total} page={page} pageSize={PAGE_SIZES.afterSales} onChange={onPageChange} /> : null}
    </Stack>
  );
}

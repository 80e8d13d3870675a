import { BUYER_SEARCH_MAX, formatPrice } from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../DataTable';
import { Input } from '../Input';
import { numericText } from '../internal/numericText';
import { media } from '../theme/media';
import { vars } from '../theme/vars';

/** One buyer as the 买家 desk's search lists them (money in fen). */
export type BuyerRowData = {
  /** The buyer's numeric id (买家ID: what an operator types in /goodTp's 确认买家). */
  id: number;
  accountNo: string;
  phone: string;
  nickName: string;
  /** 已开户 / 已注册（未开户）. */
  statusName: string;
  /** 普通会员 / VIP2 … */
  memberLevelName: string;
  balanceFen: number;
  usableFen: number;
};

export type BuyerSearchProps = ServerPageProps<BuyerRowData> & {
  /** The text searched for (from the URL); the field starts with it. */
  query: string;
  /** 搜索 or Enter with the text as typed; '' lists every buyer. */
  onSearch: (text: string) => void;
  /** The buyer whose profile is open (marked in the list). */
  selectedId?: number | null;
  onOpen: (row: BuyerRowData) => void;
};

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  max-width: ${vars.size.searchWidth};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  ${media.phone} {
    max-width: none;
  }
`;

const StyledFigure = styled.span`
  ${numericText}
`;

/** 查找买家: by phone, name or account number; the server pages the results, a row opens the buyer's profile. */
export function BuyerSearch({ query, onSearch, selectedId = null, onOpen, ...list }: BuyerSearchProps) {
  const [text, setText] = useState(query);
  // A query changed from outside (back, a link) shows in the field.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const columns: DataTableColumn<BuyerRowData>[] = [
    // The numeric id an operator types in /goodTp's 确认买家 (not the account number).
    { key: 'id', header: '买家ID', width: '0.7fr', align: 'end', cell: (row) => <StyledFigure>{row.id}</StyledFigure> },
    { key: 'accountNo', header: '账号', width: '1fr', cell: (row) => <StyledFigure>{row.accountNo}</StyledFigure> },
    { key: 'nickName', header: '名称', width: '1.4fr', cell: (row) => row.nickName },
    { key: 'phone', header: '手机号', width: '1.2fr', cell: (row) => <StyledFigure>{row.phone}</StyledFigure> },
    { key: 'status', header: '状态', width: '1.2fr', cell: (row) => row.statusName },
    { key: 'member', header: '会员', width: '0.8fr', cell: (row) => row.memberLevelName },
    {
      key: 'usable',
      header: '可用余额',
      width: '1.1fr',
      align: 'end',
      cell: (row) => <StyledFigure>{formatPrice(row.usableFen)}</StyledFigure>,
    },
    {
      key: 'open',
      header: '操作',
      width: '0.8fr',
      align: 'center',
      cell: (row) => (
        <Button
          size="sm"
          variant={row.id === selectedId ? 'secondary' : 'link'}
          aria-label={`查看 ${row.nickName}（${row.accountNo}）`}
          aria-pressed={row.id === selectedId}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          查看
        </Button>
      ),
    },
  ];
  return (
    <PagedDataTable
      {...list}
      currentKey={selectedId}
      header={
        <>
          <StyledForm role="search" aria-label="搜索买家" onSubmit={submit}>
            <Input
              label="查找买家"
              placeholder="手机号、名称或账号（如 HS100001）"
              value={text}
              maxLength={BUYER_SEARCH_MAX}
              clearable
              onChange={(event) => setText(event.target.value)}
              onClear={() => onSearch('')}
            />
            <Button type="submit">搜索</Button>
          </StyledForm>
        </>
      }
      aria-label="买家列表"
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => onOpen(row)}
      height={vars.size.tableBody}
      emptyText={query ? `没有找到与「${query}」相符的买家` : '还没有买家'}
    />
  );
}

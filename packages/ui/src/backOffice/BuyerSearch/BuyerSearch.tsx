import { BUYER_SEARCH_MAX, formatPrice } from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { actionColumn } from '../internal/actionColumn';
import { Input } from '../../primitives/Input';
import { numericText } from '../../internal/numericText';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { buyerName } from '../buyerName';

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

/**
 * How many rows high the result box is (issue 26: on the 买家 desk the profile opens under it, and a box of fixed
 * height pushed it below the first screen of a 1024 × 768 or 1366 × 768 laptop). While looking: as many as the page
 * holds, up to LOOKING_ROWS (a box no taller than its rows); once a buyer is open: CHOSEN_ROWS, their row kept in view
 * inside it, so the profile starts within the first screen. When more rows scroll inside, half of the next one shows,
 * so that the box reads as a list that goes on. Without rows (loading, an error, nothing found) the message keeps the
 * full height while looking, and the chosen height once a buyer is open.
 */
const LOOKING_ROWS = 10;
const CHOSEN_ROWS = 3;

/** The box's height for `rows` rows under the header row, its border included. */
const boxHeight = (rows: number) => `calc(${vars.size.tableRow} * ${rows + 1} + 2 * ${vars.size.borderWidth})`;

function resultsHeight(rows: number, showingRows: boolean, chosen: boolean): string {
  const most = chosen ? CHOSEN_ROWS : LOOKING_ROWS;
  if (!showingRows) return chosen ? boxHeight(CHOSEN_ROWS) : vars.size.tableBody;
  return boxHeight(rows > most ? most + 0.5 : rows);
}

/**
 * 查找买家: by phone, name or account number; the server pages the results, a row opens the buyer's profile. The box
 * is as tall as its rows, and short once a buyer is open (see LOOKING_ROWS).
 */
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
    actionColumn({
      key: 'open',
      header: '操作',
      width: '0.8fr',
      align: 'center',
      label: () => '查看',
      ariaLabel: (row) => `查看 ${buyerName(row)}`,
      onClick: onOpen,
      variant: (row) => (row.id === selectedId ? 'secondary' : 'link'),
      pressed: (row) => row.id === selectedId,
    }),
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
      height={resultsHeight(list.rows.length, list.rows.length > 0 && !list.loading && list.error === undefined, selectedId !== null)}
      emptyText={query ? `没有找到与「${query}」相符的买家` : '还没有买家'}
    />
  );
}

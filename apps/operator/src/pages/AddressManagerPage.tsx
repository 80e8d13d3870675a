/**
 * /cpsix (first format) and /cpsixNew (cp6): the embedded address managers (§2), opened by an operator with
 * ?sign=…&buyerId=…, usually inside an iframe of another tool. They list, add, edit, delete and set the default
 * address of one buyer, and report their height to the parent window.
 *
 * Decision: /cpsix also takes ?buyerId (an operator sign is not tied to a buyer); without one, both pages ask
 * for the buyer's id first. A refused sign (code 401) is shown here: these pages never redirect to /login.
 */
import { addressKeys, errorMessage, type Address, type Cp6Address, type OperatorTarget } from '@huashi/api';
import { useAddressBookData } from '@huashi/api/react';
import { addressTypeLock, readQuery, withQuery } from '@huashi/domain';
import {
  AddressDialog,
  AddressList,
  Button,
  ConfirmDialog,
  EmptyState,
  Input,
  Page,
  addressCardFromCp6,
  addressCardFromFirst,
  useAddressBook,
  vars,
  type Cp6FormatAddressValues,
  type FirstFormatAddressValues,
} from '@huashi/ui';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { addresses as addressApi, regions as regionApi } from '../session';
import { useReportHeight } from './useReportHeight';

export type AddressManagerFormat = 'first' | 'cp6';

type Row = Address | Cp6Address;

const StyledSub = styled.span`
  margin-left: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledBuyerForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[3]};
  max-width: ${vars.size.dialogSm};
`;

/** Asks for the managed buyer's id and puts it in the query string. */
function BuyerIdForm() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!/^\d+$/.test(id)) {
      setError('请输入买家编号（数字）');
      return;
    }
    navigate(withQuery(location, { ...Object.fromEntries(new URLSearchParams(search)), buyerId: id }));
  };
  return (
    <StyledBuyerForm onSubmit={submit} aria-label="选择买家">
      <Input label="买家编号" inputMode="numeric" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit">管理地址</Button>
    </StyledBuyerForm>
  );
}

export function AddressManagerPage({ format, sign }: { format: AddressManagerFormat; sign: string }) {
  const search = useSearch();
  const buyerId = readQuery(`?${search}`, 'buyerId')?.trim() ?? '';
  const target: OperatorTarget = { sign, buyerId };
  const first = format === 'first';

  /** The managed buyer's book in this page's format; nothing is read until a buyer is named. */
  const source = useAddressBookData<Row, FirstFormatAddressValues | Cp6FormatAddressValues>({
    listKey: buyerId ? addressKeys.managed(format, sign, buyerId) : null,
    calls: {
      list: () => (first ? addressApi.embedded.list(target) : addressApi.cp6.list(target).then((page) => page.list)),
      save: (values) =>
        first
          ? addressApi.embedded.save(target, values as FirstFormatAddressValues)
          : addressApi.cp6.save(target, values as Cp6FormatAddressValues),
      setDefault: (id) => (first ? addressApi.embedded.setDefault(target, id) : addressApi.cp6.setDefault(target, id)),
      remove: (id) => (first ? addressApi.embedded.remove(target, id) : addressApi.cp6.remove(target, id)),
      regions: regionApi.tree,
      pickup: addressApi.pickup,
    },
  });
  const book = useAddressBook<Row, FirstFormatAddressValues | Cp6FormatAddressValues>({ source, errorText: errorMessage });
  const { rows, loading, loadError, editing, dialogOpen, confirmId, serverError } = book;

  useReportHeight([rows, loading, loadError, dialogOpen, confirmId, buyerId, serverError]);

  const cards = useMemo(
    () => rows.map((r) => (format === 'first' ? addressCardFromFirst(r as Address) : addressCardFromCp6(r as Cp6Address))),
    [rows, format],
  );
  const typeOf = (r: Row) => ('logisType' in r ? r.logisType : r.deliveryType);
  const lockedType = addressTypeLock(
    rows.map((r) => ({ id: r.id, type: typeOf(r) })),
    editing ? { id: editing.id, type: typeOf(editing) } : null,
  );

  const title = format === 'first' ? '收货地址管理' : '收货地址管理（新版）';
  if (!buyerId) {
    return (
      <Page as="main" width="narrow" gutter="md" title={title}>
        <BuyerIdForm />
      </Page>
    );
  }

  return (
    <Page
      as="main"
      width="narrow"
      gutter="md"
      title={
        <>
          {title}
          <StyledSub>买家编号 {buyerId}</StyledSub>
        </>
      }
      actions={
        <Button onClick={book.openNew} disabled={Boolean(loadError)}>
          新增收货地址
        </Button>
      }
    >
      {loadError ? (
        <EmptyState text={loadError} onRetry={book.reload} />
      ) : (
        <AddressList addresses={cards} collapsible={false} {...book.listProps} />
      )}
      {format === 'first' ? (
        <AddressDialog {...book.dialogProps} lockedType={lockedType} format="first" address={(editing as Address | null) ?? undefined} />
      ) : (
        <AddressDialog {...book.dialogProps} lockedType={lockedType} format="cp6" address={(editing as Cp6Address | null) ?? undefined} />
      )}
      <ConfirmDialog {...book.deleteConfirmProps} />
    </Page>
  );
}

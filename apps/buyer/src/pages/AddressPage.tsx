/**
 * /address (§2): the buyer's delivery addresses, default first, 3 shown then 展开; add, edit, delete (with a
 * confirm) and set default, in the first address format.
 */
import { addressKeys, ApiError, errorMessage, type Address } from '@huashi/api';
import { useAddressBookData } from '@huashi/api/react';
import { addressTypeLock } from '@huashi/domain';
import {
  AddressDialog,
  AddressList,
  Button,
  ConfirmDialog,
  EmptyState,
  Page,
  addressCardFromFirst,
  useAddressBook,
  type FirstFormatAddressValues,
} from '@huashi/ui';
import { useMemo } from 'react';
import { addresses as addressApi, regions as regionApi } from '../session';

export function AddressPage() {
  const source = useAddressBookData<Address, FirstFormatAddressValues>({
    listKey: addressKeys.list(),
    calls: {
      list: addressApi.list,
      save: addressApi.save,
      setDefault: addressApi.setDefault,
      remove: addressApi.remove,
      regions: regionApi.tree,
      pickup: addressApi.pickup,
    },
  });
  const book = useAddressBook<Address, FirstFormatAddressValues>({
    source,
    errorText: errorMessage,
    // A 401 is handled by the app (token已失效 → /login).
    quietListError: (error) => error instanceof ApiError && error.code === 401,
  });
  const { rows, loading, loadError, editing } = book;

  const cards = useMemo(() => rows.map(addressCardFromFirst), [rows]);
  const lockedType = addressTypeLock(
    rows.map((r) => ({ id: r.id, type: r.logisType })),
    editing ? { id: editing.id, type: editing.logisType } : null,
  );

  return (
    <Page
      width="narrow"
      gutter="lg"
      title="收货地址"
      description="默认地址排在最前，下单时自动选中。"
      actions={
        <Button onClick={book.openNew} disabled={loading || Boolean(loadError)}>
          新增收货地址
        </Button>
      }
    >
      {loadError ? <EmptyState text={loadError} onRetry={book.reload} /> : <AddressList addresses={cards} {...book.listProps} />}
      <AddressDialog {...book.dialogProps} format="first" lockedType={lockedType} address={editing ?? undefined} />
      <ConfirmDialog {...book.deleteConfirmProps} />
    </Page>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressDialog, type FirstFormatAddressValues } from '../AddressDialog';
import { addressCardFromFirst } from '../AddressCard';
import { AddressList } from '../AddressList';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { EmptyState } from '../../../primitives/EmptyState';
import { firstFormatAddresses, regionTree } from '../../../fixtures';
import { pickupAddress } from '../fixtures';
import { MessageProvider } from '../../../primitives/MessageProvider';
import { useAddressBook, type AddressBookSource } from './useAddressBook';

/** A fixture address whose default flag can change. */
type Row = Omit<(typeof firstFormatAddresses)[number], 'default'> & { default: 0 | 1 };

type Call = 'save' | 'setDefault' | 'remove';

/**
 * An in-memory address book standing in for the app's server state: writes answer after `delayMs` and refresh the
 * list when they end, as the apps' queries do; `failFirstList` refuses the first read; `onCall` hears every save /
 * setDefault / remove request.
 */
function Book({
  failFirstList = false,
  delayMs = 0,
  onCall,
}: {
  failFirstList?: boolean;
  delayMs?: number;
  onCall?: (call: Call) => void;
}) {
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, delayMs));
  const [rows, setRows] = useState<Row[]>([...firstFormatAddresses]);
  const [error, setError] = useState(failFirstList ? new Error('offline') : undefined);
  const write = async (call: Call, change: (current: Row[]) => Row[]) => {
    onCall?.(call);
    await wait();
    setRows(change);
  };
  const source: AddressBookSource<Row, FirstFormatAddressValues> = {
    rows: error ? [] : [...rows].sort((a, b) => b.default - a.default || a.id - b.id),
    loading: false,
    loadError: error,
    reload: () => setError(undefined),
    regions: regionTree,
    regionsLoading: false,
    regionsFailed: false,
    pickup: pickupAddress,
    pickupFailed: false,
    save: () => write('save', (current) => current),
    setDefault: (id) => write('setDefault', (current) => current.map((r) => ({ ...r, default: r.id === id ? 1 : 0 }))),
    remove: (id) => write('remove', (current) => current.filter((r) => r.id !== id)),
  };
  const book = useAddressBook<Row, FirstFormatAddressValues>({ source, errorText: (_error, fallback) => fallback });
  return (
    <>
      {book.loadError ? (
        <EmptyState
          text={book.loadError}
          action={
            <Button variant="secondary" onClick={book.reload}>
              重新加载
            </Button>
          }
        />
      ) : (
        <AddressList addresses={book.rows.map(addressCardFromFirst)} defaultExpanded {...book.listProps} />
      )}
      <AddressDialog {...book.dialogProps} format="first" lockedType={null} address={book.editing ?? undefined} />
      <ConfirmDialog {...book.deleteConfirmProps} />
    </>
  );
}

const meta = {
  title: 'Address/useAddressBook',
  component: Book,
  decorators: [
    (Story) => (
      <MessageProvider>
        <div style={{ width: 600 }}>{Story()}</div>
      </MessageProvider>
    ),
  ],
} satisfies Meta<typeof Book>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete asks first, says 删除成功 and the list is read again; set default says 默认地址更改成功. */
export const DeleteAndSetDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(firstFormatAddresses.length));
    const second = canvas.getAllByRole('article')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: '删除' }));
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('确认要删除该收货地址吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await body.findByText('删除成功')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(firstFormatAddresses.length - 1));

    const last = canvas.getAllByRole('article').at(-1)!;
    const name = last.getAttribute('aria-label')!;
    await userEvent.click(within(last).getByRole('button', { name: '设为默认' }));
    await expect(await body.findByText('默认地址更改成功')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-label', name));
  },
};

/** A failed list shows the load error; 重新加载 reads it again. */
export const ListFailsThenReloads: Story = {
  args: { failFirstList: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('地址加载失败，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(firstFormatAddresses.length));
  },
};

/**
 * Three clicks within one JS task (before React re-renders the spinning button) send one request: the guard is a
 * ref set before the call, not React state.
 */
export const OneRequestPerAction: Story = {
  args: { delayMs: 150, onCall: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(firstFormatAddresses.length));

    const last = canvas.getAllByRole('article').at(-1)!;
    const setDefault = within(last).getByRole('button', { name: '设为默认' });
    setDefault.click();
    setDefault.click();
    setDefault.click();
    await expect(await body.findByText('默认地址更改成功')).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledTimes(1);
    await expect(args.onCall).toHaveBeenLastCalledWith('setDefault');

    await userEvent.click(within(canvas.getAllByRole('article')[1]!).getByRole('button', { name: '编辑' }));
    const dialog = await body.findByRole('dialog', { name: '编辑收货地址' });
    const save = within(dialog).getByRole('button', { name: '保存' });
    save.click();
    save.click();
    save.click();
    await expect(await body.findByText('保存成功')).toBeVisible();
    await expect(args.onCall).toHaveBeenCalledTimes(2);
    await expect(args.onCall).toHaveBeenLastCalledWith('save');
  },
};

import type { PickupAddress, RegionNode } from '@huashi/domain';
import { useEffect, useRef, useState } from 'react';
import type { AddressCardPending } from '../AddressCard';
import type { AddressListProps } from '../AddressList';
import type { ConfirmDialogProps } from '../../../primitives/ConfirmDialog';
import { useMessage } from '../../../primitives/MessageProvider';
import { MESSAGES } from '@huashi/domain';

/**
 * The server state of an address book, read and written by the app (e.g. `useAddressBookData` of @huashi/api/react):
 * this hook never fetches. The writes refresh the list themselves when they end.
 */
export type AddressBookSource<Row, Values> = {
  rows: readonly Row[];
  /** The list has not answered yet. */
  loading: boolean;
  /** Why the list could not be read (undefined: it could). */
  loadError: unknown;
  reload: () => void;
  regions: readonly RegionNode[];
  regionsLoading: boolean;
  regionsFailed: boolean;
  pickup: PickupAddress | null;
  pickupFailed: boolean;
  save: (values: Values) => Promise<unknown>;
  setDefault: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

export type UseAddressBookOptions<Row, Values> = {
  source: AddressBookSource<Row, Values>;
  /** The text shown for a refused call (the API's message), or the fallback. */
  errorText: (error: unknown, fallback: string) => string;
  /** A list failure this answers true for leaves the load error as it is (the buyer app handles a 401 itself). */
  quietListError?: (error: unknown) => boolean;
};

/**
 * The controller of an address book (§2, §8): the list with its load error, the region tree and the pickup address
 * for the dialog, add/edit with 保存成功, set default with 默认地址更改成功, delete after a confirm with 删除成功; the
 * card being changed is marked pending.
 */
export function useAddressBook<Row extends { id: number }, Values>({
  source,
  errorText,
  quietListError,
}: UseAddressBookOptions<Row, Values>) {
  const message = useMessage();
  const { rows, loading, reload } = source;
  const loadError =
    source.loadError === undefined || quietListError?.(source.loadError)
      ? undefined
      : errorText(source.loadError, '地址加载失败，请稍后再试');

  // The dialog's data failing to load is told once per failure (the dialog still opens).
  useEffect(() => {
    if (source.regionsFailed) message.error('地区数据加载失败，请刷新后重试');
  }, [source.regionsFailed, message]);
  useEffect(() => {
    if (source.pickupFailed) message.error('自提点地址加载失败，请刷新后重试');
  }, [source.pickupFailed, message]);

  const [editing, setEditing] = useState<Row | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState<{ id: number; action: AddressCardPending } | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);

  const openDialog = (row: Row | null) => {
    setEditing(row);
    setServerError(undefined);
    setDialogOpen(true);
  };

  /**
   * Actions under way, as refs set before each request: clicks within one JS task (before React re-renders with
   * `saving` / `pending`) all see the first one, so only one request is in flight.
   */
  const savingRef = useRef(false);
  const pendingRef = useRef(false);

  const save = async (values: Values) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setServerError(undefined);
    try {
      await source.save(values);
      message.success(MESSAGES.saved);
      setDialogOpen(false);
    } catch (error) {
      setServerError(errorText(error, '保存失败，请稍后再试'));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const setDefault = async (id: number) => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending({ id, action: 'default' });
    try {
      await source.setDefault(id);
      message.success(MESSAGES.defaultAddressChanged);
    } catch (error) {
      message.error(errorText(error, '操作失败，请稍后再试'));
    } finally {
      pendingRef.current = false;
      setPending(null);
    }
  };

  /** Deletes the address awaiting confirmation (confirmId); the list is read again either way. */
  const remove = async () => {
    const id = confirmId;
    if (id === null || pendingRef.current) return;
    pendingRef.current = true;
    setConfirmId(null);
    setPending({ id, action: 'delete' });
    try {
      await source.remove(id);
      message.success(MESSAGES.deleted);
    } catch (error) {
      message.error(errorText(error, '删除失败，请稍后再试'));
    } finally {
      pendingRef.current = false;
      setPending(null);
    }
  };

  const openNew = () => openDialog(null);
  const edit = (id: number) => openDialog(rows.find((r) => r.id === id) ?? null);
  const closeDialog = () => setDialogOpen(false);

  return {
    rows,
    loading,
    loadError,
    reload,
    /** The address in the dialog (null = a new one). */
    editing,
    dialogOpen,
    /** Opens the dialog for a new address. */
    openNew,
    serverError,
    confirmId,
    /** For <AddressList> (with the page's cards). */
    listProps: {
      loading,
      pendingId: pending?.id ?? null,
      pendingAction: pending?.action ?? null,
      onAdd: openNew,
      onEdit: edit,
      onDelete: (id: number) => setConfirmId(id),
      onSetDefault: (id: number) => void setDefault(id),
    } satisfies Partial<AddressListProps>,
    /** For <AddressDialog> (with the page's format, lockedType and the edited address). */
    dialogProps: {
      open: dialogOpen,
      onClose: closeDialog,
      regions: source.regions,
      regionsLoading: source.regionsLoading,
      pickup: source.pickup,
      pending: saving,
      serverError,
      onSubmit: save,
    },
    /** For <ConfirmDialog>: the delete confirmation. */
    deleteConfirmProps: {
      open: confirmId !== null,
      title: '删除地址',
      message: '确认要删除该收货地址吗？',
      tone: 'danger',
      confirmText: '删除',
      onConfirm: () => void remove(),
      onCancel: () => setConfirmId(null),
    } satisfies ConfirmDialogProps,
  };
}

import type { PickupAddress, RegionNode } from '@huashi/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressCardPending } from '../AddressCard';
import type { AddressListProps } from '../AddressList';
import type { ConfirmDialogProps } from '../ConfirmDialog';
import { useMessage } from '../MessageProvider';

/**
 * The async calls of an address book. The page builds them from its API client (the buyer's own book or an
 * operator's embedded manager); the hook never fetches on its own.
 */
export type AddressBookCalls<Row, Values> = {
  list: () => Promise<Row[]>;
  save: (values: Values) => Promise<unknown>;
  setDefault: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  regions: () => Promise<readonly RegionNode[]>;
  pickup: () => Promise<PickupAddress>;
};

export type UseAddressBookOptions<Row, Values> = AddressBookCalls<Row, Values> & {
  /**
   * Whose book is shown: the list is fetched again when it changes, and counts as loading until that fetch ends.
   * null = nothing to show yet (e.g. the operator has not named a buyer): nothing is fetched.
   */
  listKey: string | null;
  /** The text shown for a refused call (the API's message), or the fallback. */
  errorText: (error: unknown, fallback: string) => string;
  /** A list failure this answers true for leaves the load error as it is (the buyer app handles a 401 itself). */
  quietListError?: (error: unknown) => boolean;
};

/**
 * The controller of an address book (§2, §8): the list with its load error, the region tree and the pickup address
 * for the dialog, add/edit with 保存成功, set default with 默认地址更改成功, delete after a confirm with 删除成功; the
 * card being changed is marked pending, and the list is fetched again after every change.
 */
export function useAddressBook<Row extends { id: number }, Values>(options: UseAddressBookOptions<Row, Values>) {
  const { listKey } = options;
  const message = useMessage();
  /** The latest calls, so that a page may pass new functions on every render. */
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [rows, setRows] = useState<Row[]>([]);
  /** The book whose list is shown; while it differs from listKey, the list is loading. */
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const loading = loadedFor !== listKey;
  const [loadError, setLoadError] = useState<string>();
  const [regions, setRegions] = useState<readonly RegionNode[]>([]);
  const [regionsLoading, setRegionsLoading] = useState(true);
  const [pickup, setPickup] = useState<PickupAddress | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState<{ id: number; action: AddressCardPending } | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);

  /** Bumped to fetch the list again (after a change, or 重新加载). */
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (listKey === null) return;
    let live = true;
    const { list, errorText, quietListError } = latest.current;
    list().then(
      (next) => {
        if (!live) return;
        setRows(next);
        setLoadError(undefined);
        setLoadedFor(listKey);
      },
      (error: unknown) => {
        if (!live) return;
        // §8: an address-list failure empties the list.
        setRows([]);
        if (!quietListError?.(error)) setLoadError(errorText(error, '地址加载失败，请稍后再试'));
        setLoadedFor(listKey);
      },
    );
    return () => {
      live = false;
    };
  }, [listKey, version]);

  useEffect(() => {
    latest.current
      .regions()
      .then(setRegions)
      .catch(() => message.error('地区数据加载失败，请刷新后重试'))
      .finally(() => setRegionsLoading(false));
    latest.current
      .pickup()
      .then(setPickup)
      .catch(() => message.error('自提点地址加载失败，请刷新后重试'));
  }, [message]);

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
      await latest.current.save(values);
      message.success('保存成功');
      setDialogOpen(false);
      reload();
    } catch (error) {
      setServerError(latest.current.errorText(error, '保存失败，请稍后再试'));
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
      await latest.current.setDefault(id);
      message.success('默认地址更改成功');
      reload();
    } catch (error) {
      message.error(latest.current.errorText(error, '操作失败，请稍后再试'));
    } finally {
      pendingRef.current = false;
      setPending(null);
    }
  };

  /** Deletes the address awaiting confirmation (confirmId), then fetches the list again either way. */
  const remove = async () => {
    const id = confirmId;
    if (id === null || pendingRef.current) return;
    pendingRef.current = true;
    setConfirmId(null);
    setPending({ id, action: 'delete' });
    try {
      await latest.current.remove(id);
      message.success('删除成功');
    } catch (error) {
      message.error(latest.current.errorText(error, '删除失败，请稍后再试'));
    } finally {
      pendingRef.current = false;
      reload();
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
      regions,
      regionsLoading,
      pickup,
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

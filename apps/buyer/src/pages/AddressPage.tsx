/**
 * /address (§2): the buyer's delivery addresses, default first, 3 shown then 展开; add, edit, delete (with a
 * confirm) and set default, in the first address format.
 */
import { ApiError, type Address, type Region } from '@huashi/api';
import { addressTypeLock, type PickupAddress } from '@huashi/domain';
import {
  AddressDialog,
  AddressList,
  Button,
  ConfirmDialog,
  EmptyState,
  addressCardFromFirst,
  useMessage,
  vars,
  type AddressCardPending,
  type FirstFormatAddressValues,
} from '@huashi/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { addresses as addressApi, regions as regionApi } from '../session';

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: ${vars.size.dialogLg};
  margin: ${vars.space[0]} auto;
  padding: ${vars.space[6]} ${vars.space[4]};
`;

const StyledHead = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const StyledTitle = styled.h1`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.medium};
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.msg : fallback);

export function AddressPage() {
  const message = useMessage();
  const [rows, setRows] = useState<Address[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  const [regions, setRegions] = useState<Region[]>([]);
  const [regionsLoading, setRegionsLoading] = useState(true);
  const [pickup, setPickup] = useState<PickupAddress | null>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState<{ id: number; action: AddressCardPending } | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);

  /** Bumped to fetch the list again (after a change, or 重新加载). */
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    addressApi.list().then(
      (list) => {
        if (!live) return;
        setRows(list);
        setLoadError(undefined);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        // §8: an address-list failure empties the list (a 401 is handled by the app: token已失效 → /login).
        setRows([]);
        if (!(error instanceof ApiError && error.code === 401)) setLoadError(errorText(error, '地址加载失败，请稍后再试'));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  useEffect(() => {
    regionApi
      .tree()
      .then(setRegions)
      .catch(() => message.error('地区数据加载失败，请刷新后重试'))
      .finally(() => setRegionsLoading(false));
    addressApi
      .pickup()
      .then(setPickup)
      .catch(() => message.error('自提点地址加载失败，请刷新后重试'));
  }, [message]);

  const cards = useMemo(() => rows.map(addressCardFromFirst), [rows]);
  const lockedType = addressTypeLock(
    rows.map((r) => ({ id: r.id, type: r.logisType })),
    editing ? { id: editing.id, type: editing.logisType } : null,
  );

  const openDialog = (row: Address | null) => {
    setEditing(row);
    setServerError(undefined);
    setDialogOpen(true);
  };

  const save = async (values: FirstFormatAddressValues) => {
    setSaving(true);
    setServerError(undefined);
    try {
      await addressApi.save(values);
      message.success('保存成功');
      setDialogOpen(false);
      reload();
    } catch (error) {
      setServerError(errorText(error, '保存失败，请稍后再试'));
    } finally {
      setSaving(false);
    }
  };

  const setDefault = async (id: number) => {
    setPending({ id, action: 'default' });
    try {
      await addressApi.setDefault(id);
      message.success('默认地址更改成功');
      reload();
    } catch (error) {
      message.error(errorText(error, '操作失败，请稍后再试'));
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    const id = confirmId;
    if (id === null) return;
    setConfirmId(null);
    setPending({ id, action: 'delete' });
    try {
      await addressApi.remove(id);
      message.success('删除成功');
    } catch (error) {
      message.error(errorText(error, '删除失败，请稍后再试'));
    } finally {
      reload();
      setPending(null);
    }
  };

  return (
    <StyledPage>
      <StyledHead>
        <div>
          <StyledTitle>收货地址</StyledTitle>
          <StyledNote>默认地址排在最前，下单时自动选中。</StyledNote>
        </div>
        <Button onClick={() => openDialog(null)} disabled={loading || Boolean(loadError)}>
          新增收货地址
        </Button>
      </StyledHead>
      {loadError ? (
        <EmptyState
          text={loadError}
          action={
            <Button variant="secondary" onClick={reload}>
              重新加载
            </Button>
          }
        />
      ) : (
        <AddressList
          addresses={cards}
          loading={loading}
          pendingId={pending?.id ?? null}
          pendingAction={pending?.action ?? null}
          onAdd={() => openDialog(null)}
          onEdit={(id) => openDialog(rows.find((r) => r.id === id) ?? null)}
          onDelete={(id) => setConfirmId(id)}
          onSetDefault={(id) => void setDefault(id)}
        />
      )}
      <AddressDialog
        format="first"
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        regions={regions}
        regionsLoading={regionsLoading}
        pickup={pickup}
        lockedType={lockedType}
        address={editing ?? undefined}
        pending={saving}
        serverError={serverError}
        onSubmit={save}
      />
      <ConfirmDialog
        open={confirmId !== null}
        title="删除地址"
        message="确认要删除该收货地址吗？"
        tone="danger"
        confirmText="删除"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmId(null)}
      />
    </StyledPage>
  );
}

/**
 * /cpsix (first format) and /cpsixNew (cp6): the embedded address managers (§2), opened by an operator with
 * ?sign=…&buyerId=…, usually inside an iframe of another tool. They list, add, edit, delete and set the default
 * address of one buyer, and report their height to the parent window.
 *
 * Decision: /cpsix also takes ?buyerId (an operator sign is not tied to a buyer); without one, both pages ask
 * for the buyer's id first. A refused sign (code 401) is shown here: these pages never redirect to /login.
 */
import { ApiError, type Address, type Cp6Address, type OperatorTarget, type Region } from '@huashi/api';
import { addressTypeLock, readQuery, withQuery, type PickupAddress } from '@huashi/domain';
import {
  AddressDialog,
  AddressList,
  Button,
  ConfirmDialog,
  EmptyState,
  Input,
  addressCardFromCp6,
  addressCardFromFirst,
  useMessage,
  vars,
  type AddressCardPending,
  type Cp6FormatAddressValues,
  type FirstFormatAddressValues,
} from '@huashi/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { addresses as addressApi, regions as regionApi } from '../session';
import { useReportHeight } from './useReportHeight';

export type AddressManagerFormat = 'first' | 'cp6';

type Row = Address | Cp6Address;

const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: ${vars.size.dialogLg};
  margin: ${vars.space[0]} auto;
  padding: ${vars.space[4]};
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

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.msg : fallback);

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
  const message = useMessage();
  const target: OperatorTarget | null = useMemo(() => (buyerId ? { sign, buyerId } : null), [sign, buyerId]);

  const [rows, setRows] = useState<Row[]>([]);
  /** The buyer whose list is shown; while it differs from the asked one, the list is loading. */
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const loading = loadedFor !== buyerId;
  const [loadError, setLoadError] = useState<string>();
  const [regions, setRegions] = useState<Region[]>([]);
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
    if (!target) return;
    let live = true;
    const request = format === 'first' ? addressApi.embedded.list(target) : addressApi.cp6.list(target).then((page) => page.list);
    request.then(
      (list: Row[]) => {
        if (!live) return;
        setRows(list);
        setLoadError(undefined);
        setLoadedFor(buyerId);
      },
      (error: unknown) => {
        if (!live) return;
        // §8: an address-list failure empties the list.
        setRows([]);
        setLoadError(errorText(error, '地址加载失败，请稍后再试'));
        setLoadedFor(buyerId);
      },
    );
    return () => {
      live = false;
    };
  }, [format, target, buyerId, version]);

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

  const openDialog = (row: Row | null) => {
    setEditing(row);
    setServerError(undefined);
    setDialogOpen(true);
  };

  const save = async (values: FirstFormatAddressValues | Cp6FormatAddressValues) => {
    if (!target) return;
    setSaving(true);
    setServerError(undefined);
    try {
      if (format === 'first') await addressApi.embedded.save(target, values as FirstFormatAddressValues);
      else await addressApi.cp6.save(target, values as Cp6FormatAddressValues);
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
    if (!target) return;
    setPending({ id, action: 'default' });
    try {
      if (format === 'first') await addressApi.embedded.setDefault(target, id);
      else await addressApi.cp6.setDefault(target, id);
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
    if (!target || id === null) return;
    setConfirmId(null);
    setPending({ id, action: 'delete' });
    try {
      if (format === 'first') await addressApi.embedded.remove(target, id);
      else await addressApi.cp6.remove(target, id);
      message.success('删除成功');
      reload();
    } catch (error) {
      message.error(errorText(error, '删除失败，请稍后再试'));
      reload();
    } finally {
      setPending(null);
    }
  };

  const title = format === 'first' ? '收货地址管理' : '收货地址管理（新版）';
  if (!target) {
    return (
      <StyledPage>
        <StyledHead>
          <StyledTitle>{title}</StyledTitle>
        </StyledHead>
        <BuyerIdForm />
      </StyledPage>
    );
  }

  const dialogCommon = {
    open: dialogOpen,
    onClose: () => setDialogOpen(false),
    regions,
    regionsLoading,
    pickup,
    lockedType,
    pending: saving,
    serverError,
  };

  return (
    <StyledPage>
      <StyledHead>
        <StyledTitle>
          {title}
          <StyledSub>买家编号 {buyerId}</StyledSub>
        </StyledTitle>
        <Button onClick={() => openDialog(null)} disabled={Boolean(loadError)}>
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
          collapsible={false}
          pendingId={pending?.id ?? null}
          pendingAction={pending?.action ?? null}
          onAdd={() => openDialog(null)}
          onEdit={(id) => openDialog(rows.find((r) => r.id === id) ?? null)}
          onDelete={(id) => setConfirmId(id)}
          onSetDefault={(id) => void setDefault(id)}
        />
      )}
      {format === 'first' ? (
        <AddressDialog {...dialogCommon} format="first" address={(editing as Address | null) ?? undefined} onSubmit={save} />
      ) : (
        <AddressDialog {...dialogCommon} format="cp6" address={(editing as Cp6Address | null) ?? undefined} onSubmit={save} />
      )}
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

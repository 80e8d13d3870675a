/**
 * /watch (ours, issue 33): the buyer's watchlist (关注与提醒) — what they follow (a variety with its grade and length, a
 * supplier, a lot), its alerts edited in WatchEditor, 取消关注 with a confirm. Watches are made on the product page
 * (到货提醒); the alerts arrive in the inbox (消息中心).
 */
import { errorMessage, type Watch } from '@huashi/api';
import { WATCH_MESSAGES, fenOf } from '@huashi/domain';
import { ConfirmDialog, Page, WatchEditor, WatchList, useMessage, type WatchEditorResult } from '@huashi/ui';
import { useState } from 'react';
import { useWatchChanges, useWatchesQuery, watchView } from './useWatches';

export function WatchPage() {
  const message = useMessage();
  const { watches, loadError, reload } = useWatchesQuery();
  const { save, remove } = useWatchChanges();
  const [editing, setEditing] = useState<Watch | null>(null);
  const [deleting, setDeleting] = useState<Watch | null>(null);
  const byId = new Map((watches ?? []).map((w) => [w.id, w]));

  const close = () => {
    setEditing(null);
    save.reset();
  };

  const submit = async (values: WatchEditorResult) => {
    if (!editing) return;
    try {
      await save.mutateAsync({
        target: editing.target,
        flwCode: editing.target === 'variety' ? editing.flwCode : null,
        levelName: editing.target === 'variety' ? editing.levelName : null,
        lengthCode: editing.target === 'variety' ? editing.lengthCode : null,
        supplierId: editing.target === 'supplier' ? editing.supplierId : null,
        stockId: editing.stockId,
        arrived: values.arrived,
        restock: values.restock,
        targetPrice: values.targetPrice,
      });
    } catch {
      return;
    }
    message.success(WATCH_MESSAGES.saved);
    close();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      message.success(WATCH_MESSAGES.deleted);
    } catch (error) {
      message.error(errorMessage(error));
    }
    setDeleting(null);
  };

  return (
    <Page width="narrow" gutter="lg" title="关注与提醒" description="关注品种、供应商或批次，到货、降到目标价或补货时在消息中心提醒您。">
      <WatchList
        watches={watches?.map(watchView)}
        loadError={loadError}
        onRetry={reload}
        onEdit={(view) => setEditing(byId.get(view.id) ?? null)}
        onDelete={(view) => setDeleting(byId.get(view.id) ?? null)}
        deletingId={remove.isPending ? remove.variables : null}
      />
      <WatchEditor
        open={editing !== null}
        target={editing?.target ?? 'variety'}
        subject={editing?.subject ?? ''}
        targetFixed
        initial={
          editing
            ? {
                arrived: editing.arrived,
                restock: editing.restock,
                priceOn: editing.targetPrice !== null,
                targetPrice: editing.targetPrice ?? '',
              }
            : undefined
        }
        todayPriceFen={editing?.todayPrice ? fenOf(editing.todayPrice) : null}
        onSubmit={submit}
        onClose={close}
        pending={save.isPending}
        serverError={save.isError ? errorMessage(save.error) : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="取消关注"
        message={deleting ? `不再关注「${deleting.subject}」？之后不再收到它的提醒。` : ''}
        tone="danger"
        confirmText="取消关注"
        confirmLoading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

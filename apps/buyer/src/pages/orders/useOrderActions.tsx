/**
 * The order actions shared by /order and /orderdetail: 申请撤销 and 确认收货, each behind its prompt
 * (请确认是否申请撤销 with what approval refunds / 确认收货后将无法申请售后，请仔细核对); cancelling a prompt shows 已取消 (§8).
 * Also the after-sales links of an item and the export: the page fetches the one-time link itself and saves the
 * .xlsx (see saveExport); nothing is copied or opened, so the buyer never holds a spent link.
 */
import { errorMessage, orderKeys, type ApiEnvelope } from '@huashi/api';
import { backOrderPrompt, CONFIRM_RECEIPT_PROMPT, MESSAGES, withQuery, type AfterSalesActionKey } from '@huashi/domain';
import { ConfirmDialog, useMessage, type OrderItemView } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { orders } from '../../session';
import { EXPORT_TEXTS, ExportDownloadError, fetchExportFile, saveFile } from './saveExport';

/**
 * The actions change the order they act on: each invalidates `orderKeys.all` (the list and the detail on screen are
 * read again, and stay shown meanwhile).
 */
export function useOrderActions(): {
  dialogs: ReactNode;
  requestBackOrder: (item: OrderItemView) => void;
  requestConfirm: (mainId: number) => void;
  exportOrder: (mainId: number) => Promise<void>;
  openAfterSales: (mainId: number, item: OrderItemView, action: AfterSalesActionKey) => void;
  backPendingItemId: number | null;
  confirmPending: boolean;
  exportingId: number | null;
} {
  const message = useMessage();
  const [, navigate] = useLocation();
  const [backItem, setBackItem] = useState<OrderItemView | null>(null);
  const [backPendingItemId, setBackPendingItemId] = useState<number | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);
  const [exportingId, setExportingId] = useState<number | null>(null);

  const cancelled = () => message.info(MESSAGES.cancelled);
  const queryClient = useQueryClient();
  /** An answered action: its message, then the orders are read again (a refusal too: the order may have moved on). */
  const answered = (answer: ApiEnvelope<null>) => {
    if (Number(answer.code) === 200) message.success(answer.msg);
    else message.error(answer.msg || MESSAGES.requestFailed);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const backOrder = useMutation({ mutationFn: orders.backOrder, onSuccess: answered, onError: (e) => message.error(errorMessage(e)) });
  const confirmReceipt = useMutation({
    mutationFn: orders.confirmReceipt,
    onSuccess: answered,
    onError: (e) => message.error(errorMessage(e)),
  });

  const doBackOrder = async () => {
    const item = backItem;
    if (!item) return;
    setBackItem(null);
    setBackPendingItemId(item.itemId);
    await backOrder.mutateAsync(item.itemId).catch(() => undefined);
    setBackPendingItemId(null);
  };

  const doConfirm = async () => {
    if (confirmId === null) return;
    setConfirmPending(true);
    await confirmReceipt
      .mutateAsync(confirmId)
      .then(() => setConfirmId(null))
      .catch(() => undefined);
    setConfirmPending(false);
  };

  // The export answers a one-time link, which the page spends at once on its own download (nothing cached changes).
  const exportLink = useMutation({
    mutationFn: async (mainId: number) => {
      const { link, fileName } = await orders.exportLink(mainId);
      return { file: await fetchExportFile(link), fileName };
    },
    onMutate: (mainId) => setExportingId(mainId),
    onSuccess: ({ file, fileName }) => {
      saveFile(file, fileName);
      message.success(EXPORT_TEXTS.saved(fileName));
    },
    onError: (error) => message.error(error instanceof ExportDownloadError ? error.message : errorMessage(error)),
    onSettled: () => setExportingId(null),
  });
  const { mutateAsync: exportAsync } = exportLink;
  const exportOrder = useCallback(
    (mainId: number) =>
      exportAsync(mainId).then(
        () => undefined,
        () => undefined,
      ),
    [exportAsync],
  );

  const openAfterSales = useCallback(
    (mainId: number, item: OrderItemView, action: AfterSalesActionKey) => {
      if (action === 'apply') navigate(withQuery('/aftersale', { idCode: mainId, listd: item }));
      else navigate(withQuery('/afterdetail', { idCode: mainId, list: { mainId, itemId: item.itemId } }));
    },
    [navigate],
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={backItem !== null}
        title="申请撤销"
        message={backItem ? backOrderPrompt(backItem.refundFen) : ''}
        onConfirm={() => void doBackOrder()}
        onCancel={() => {
          setBackItem(null);
          cancelled();
        }}
      />
      <ConfirmDialog
        open={confirmId !== null}
        title="确认收货"
        message={CONFIRM_RECEIPT_PROMPT}
        confirmText="确认收货"
        tone="danger"
        confirmLoading={confirmPending}
        onConfirm={() => void doConfirm()}
        onCancel={() => {
          if (confirmPending) return;
          setConfirmId(null);
          cancelled();
        }}
      />
    </>
  );

  return {
    dialogs,
    requestBackOrder: setBackItem,
    requestConfirm: setConfirmId,
    exportOrder,
    openAfterSales,
    backPendingItemId,
    confirmPending,
    exportingId,
  };
}

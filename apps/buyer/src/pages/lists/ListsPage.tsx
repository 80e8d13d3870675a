/**
 * /lists (ours, issue 32): the buyer's saved lists (常购清单) — make one, edit its lines on the phone (steppers,
 * 移除, 保存修改), rename, delete with a confirm, and 买这张清单 through the shared review sheet (apps/buyer/src/buying). Lists are also made from the cart, an order (/orderdetail) and a
 * product page (/shopdetails), which come here after saving.
 */
import { errorMessage } from '@huashi/api';
import { SAVED_LIST_MESSAGES } from '@huashi/domain';
import { ConfirmDialog, Page, SavedListNameDialog, SavedLists, useMessage, type SavedListView } from '@huashi/ui';
import { useState } from 'react';
import { useBuyList } from './useBuyList';
import { useSavedListChanges, useSavedListsQuery } from './useSavedLists';

type NameDialog = { kind: 'new' } | { kind: 'rename'; list: SavedListView } | null;

export function ListsPage() {
  const message = useMessage();
  const { lists, loadError, reload } = useSavedListsQuery();
  const changes = useSavedListChanges();
  const [naming, setNaming] = useState<NameDialog>(null);
  const [deleting, setDeleting] = useState<SavedListView | null>(null);
  const buying = useBuyList();
  const nameMutation = naming?.kind === 'rename' ? changes.rename : changes.create;

  const closeName = () => {
    setNaming(null);
    changes.create.reset();
    changes.rename.reset();
  };

  /** The server's refusal (已有同名清单…) stays in the dialog, read from the mutation's state. */
  const submitName = async (name: string) => {
    if (!naming) return;
    try {
      if (naming.kind === 'new') await changes.create.mutateAsync({ name });
      else await changes.rename.mutateAsync({ id: naming.list.id, name });
    } catch {
      return;
    }
    message.success(naming.kind === 'new' ? SAVED_LIST_MESSAGES.created : SAVED_LIST_MESSAGES.renamed);
    closeName();
  };

  const saveLines = async (list: SavedListView, lines: SavedListView['lines']) => {
    try {
      await changes.replaceLines.mutateAsync({ id: list.id, lines });
      message.success(SAVED_LIST_MESSAGES.saved);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await changes.remove.mutateAsync(deleting.id);
      message.success(SAVED_LIST_MESSAGES.deleted);
    } catch (error) {
      message.error(errorMessage(error));
    }
    setDeleting(null);
  };

  return (
    <Page width="narrow" gutter="lg" title="常购清单" description="把每天都买的花存成清单，改好数量，一键比价下单。">
      <SavedLists
        lists={lists}
        loadError={loadError}
        onRetry={reload}
        onCreate={() => setNaming({ kind: 'new' })}
        onSaveLines={saveLines}
        onRename={(list) => setNaming({ kind: 'rename', list })}
        onDelete={setDeleting}
        onBuy={(list) => buying.open(list.id)}
        savingId={changes.replaceLines.isPending ? changes.replaceLines.variables.id : null}
        buyingId={buying.loadingId}
        onRefuse={(text) => message.warning(text)}
      />
      <SavedListNameDialog
        open={naming !== null}
        title={naming?.kind === 'rename' ? '重命名清单' : '新建清单'}
        name={naming?.kind === 'rename' ? naming.list.name : ''}
        onSubmit={submitName}
        onClose={closeName}
        pending={nameMutation.isPending}
        serverError={nameMutation.isError ? errorMessage(nameMutation.error) : undefined}
      />
      {buying.dialog}
      <ConfirmDialog
        open={deleting !== null}
        title="删除清单"
        message={deleting ? `确定删除「${deleting.name}」吗？删除后不能恢复。` : ''}
        tone="danger"
        confirmText="删除"
        confirmLoading={changes.remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

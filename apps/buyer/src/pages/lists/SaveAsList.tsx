/**
 * 存为常购清单 (issue 32) on the cart and on /orderdetail: a button, the name dialog, then the new list made on the
 * server from the cart's lines or the order's items (not from what the page shows: the server reads the lots' codes)
 * and /lists, where it can be edited. A refusal (购物车里还没有商品, 已有同名清单…) stays in the dialog.
 */
import { errorMessage, type SavedListCreateBody } from '@huashi/api';
import { SAVED_LIST_MESSAGES } from '@huashi/domain';
import { Button, SavedListNameDialog, useMessage, type ButtonProps } from '@huashi/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSavedListChanges } from './useSavedLists';

export type SaveAsListProps = {
  /** Where the lines come from: the cart, or one of the buyer's orders (its mainId). */
  source: { fromCart: true } | { fromOrder: number };
  /** What the list will hold, under the name (e.g. 购物车中的 3 种商品). */
  hint?: string;
  /** The button's look; default secondary. */
  variant?: ButtonProps['variant'];
};

export function SaveAsList({ source, hint, variant = 'secondary' }: SaveAsListProps) {
  const [, navigate] = useLocation();
  const message = useMessage();
  const { create } = useSavedListChanges();
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    create.reset();
  };

  const save = async (name: string) => {
    const body: SavedListCreateBody = { name, ...source };
    try {
      await create.mutateAsync(body);
    } catch {
      return;
    }
    message.success(SAVED_LIST_MESSAGES.created);
    close();
    navigate('/lists');
  };

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        存为常购清单
      </Button>
      <SavedListNameDialog
        open={open}
        title="存为常购清单"
        hint={hint}
        submitLabel="保存清单"
        onSubmit={save}
        onClose={close}
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
      />
    </>
  );
}

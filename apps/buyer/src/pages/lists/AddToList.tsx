/**
 * 加入常购清单 on a product page (issue 32): a button, the buyer's lists to pick from (read when the dialog opens), or
 * 新建清单 with its name; the line is added on the server (folded into the same variety/grade/length/supplier). The
 * line is the product's variety with the grade the page filters by (none: any grade), 1 扎 — the amount is set on
 * /lists, where the steppers are.
 */
import { errorMessage, type SavedListLineInput } from '@huashi/api';
import { SAVED_LIST_MESSAGES } from '@huashi/domain';
import { AddToListDialog, Button, SavedListNameDialog, useMessage, type ButtonProps } from '@huashi/ui';
import { useState } from 'react';
import { useSavedListChanges, useSavedListsQuery } from './useSavedLists';

export type AddToListProps = {
  line: SavedListLineInput;
  /** The line in words (卡罗拉 · A级 · 1 扎). */
  lineText: string;
  size?: ButtonProps['size'];
};

type Step = 'closed' | 'pick' | 'name';

export function AddToList({ line, lineText, size = 'sm' }: AddToListProps) {
  const message = useMessage();
  const [step, setStep] = useState<Step>('closed');
  const { lists, loadError, reload } = useSavedListsQuery(step !== 'closed');
  const { addLine, create } = useSavedListChanges();

  const close = () => {
    setStep('closed');
    addLine.reset();
    create.reset();
  };

  const pick = async (id: number) => {
    try {
      await addLine.mutateAsync({ id, line });
    } catch {
      return;
    }
    message.success(SAVED_LIST_MESSAGES.lineAdded);
    close();
  };

  const make = async (name: string) => {
    try {
      await create.mutateAsync({ name, lines: [line] });
    } catch {
      return;
    }
    message.success(SAVED_LIST_MESSAGES.lineAdded);
    close();
  };

  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setStep('pick')}>
        加入常购清单
      </Button>
      <AddToListDialog
        open={step === 'pick'}
        lineText={lineText}
        lists={lists?.map((list) => ({ id: list.id, name: list.name, lineCount: list.lines.length }))}
        loadError={loadError}
        onRetry={reload}
        onPick={(id) => void pick(id)}
        onNew={() => setStep('name')}
        onClose={close}
        pendingId={addLine.isPending ? addLine.variables.id : null}
        serverError={addLine.isError ? errorMessage(addLine.error) : undefined}
      />
      <SavedListNameDialog
        open={step === 'name'}
        title="新建清单"
        hint={lineText}
        onSubmit={make}
        onClose={close}
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
      />
    </>
  );
}

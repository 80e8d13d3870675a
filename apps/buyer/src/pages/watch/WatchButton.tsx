/**
 * 到货提醒 on a product page (issue 33): a button opening WatchEditor for this variety (the grade the page filters by
 * chosen already), saved as a new watch — or, when the same variety, grade and length is watched already, that watch's
 * alerts changed (the server keeps one watch per target). After saving, a toast links to /watch.
 */
import { errorMessage } from '@huashi/api';
import { WATCH_MESSAGES, type Fen } from '@huashi/domain';
import { Button, WatchEditor, useMessage, type ButtonProps, type WatchEditorResult } from '@huashi/ui';
import { useState } from 'react';
import { useWatchChanges } from './useWatches';

export type WatchButtonProps = {
  flwCode: string;
  flwName: string;
  /** The grade the page filters by ('' any). */
  levelName: string;
  /** Today's lowest price per 扎 on the page (null: none on sale). */
  todayPriceFen: Fen | null;
  size?: ButtonProps['size'];
};

export function WatchButton({ flwCode, flwName, levelName, todayPriceFen, size = 'sm' }: WatchButtonProps) {
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const { save } = useWatchChanges();

  const close = () => {
    setOpen(false);
    save.reset();
  };

  const submit = async (values: WatchEditorResult) => {
    try {
      await save.mutateAsync({ target: 'variety', flwCode, ...values });
    } catch {
      return;
    }
    message.success(`${WATCH_MESSAGES.saved}，可在「关注与提醒」查看`);
    close();
  };

  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen(true)}>
        到货提醒
      </Button>
      <WatchEditor
        open={open}
        target="variety"
        subject={flwName}
        initial={{ levelName: levelName.toUpperCase() }}
        todayPriceFen={todayPriceFen}
        onSubmit={submit}
        onClose={close}
        pending={save.isPending}
        serverError={save.isError ? errorMessage(save.error) : undefined}
      />
    </>
  );
}

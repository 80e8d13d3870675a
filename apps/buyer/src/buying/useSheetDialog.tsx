/**
 * The review sheet opened for one subject (an order for 再来一单, a saved list for 买这张清单): the subject's sheet is
 * read when it opens and afresh each time (stock and prices move: no cache kept), and shown on ReviewSheet.
 */
import { errorMessage, type BuySheet } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ReviewSheet } from './ReviewSheet';

export type SheetDialogSource = {
  /** The query key of a subject's sheet. */
  key: (id: number) => readonly unknown[];
  /** Reads a subject's sheet. */
  read: (id: number) => Promise<BuySheet>;
  title: string;
  emptyText: string;
};

export type SheetDialog = {
  dialog: ReactNode;
  /** Opens the sheet of subject `id`. */
  open: (id: number) => void;
  /** The subject whose sheet is being read, else null. */
  loadingId: number | null;
};

export function useSheetDialog({ key, read, title, emptyText }: SheetDialogSource): SheetDialog {
  const [id, setId] = useState<number | null>(null);
  const sheet = useQuery({ queryKey: key(id ?? 0), queryFn: () => read(id!), enabled: id !== null, staleTime: 0, gcTime: 0 });
  const dialog = (
    <ReviewSheet
      open={id !== null}
      onClose={() => setId(null)}
      title={title}
      emptyText={emptyText}
      sheet={sheet.data}
      error={sheet.isError ? errorMessage(sheet.error) : null}
      onRetry={() => void sheet.refetch()}
    />
  );
  return { dialog, open: setId, loadingId: id !== null && sheet.isFetching ? id : null };
}

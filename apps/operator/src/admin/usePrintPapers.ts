/**
 * 订单履约's printed papers (issue 31): 打印拣货单 for the desk's current filter, 打印装箱单 / 打印面单 for the chosen
 * orders or, when none is chosen, the filter. The server draws the PDF; the page fetches it with the staff token and saves it under the
 * server's file name (staffFile.ts), to open in the browser's or the label printer's PDF viewer. One paper at a time.
 */
import { adminOrderRoutes, errorMessage } from '@huashi/api';
import { PRINT_KINDS, PRINT_MESSAGES, printFileName, type PrintKind } from '@huashi/domain';
import { useMutation } from '@tanstack/react-query';
import { saveStaffFile } from './staffFile';

const PATHS: Record<PrintKind, string> = {
  pickList: adminOrderRoutes.printPickList.path,
  packingSlip: adminOrderRoutes.printPackingSlips.path,
  label: adminOrderRoutes.printLabels.path,
};

/** The buttons' words: 打印拣货单, 打印装箱单, 打印面单. */
export const printActionText = (kind: PrintKind) => `打印${PRINT_KINDS[kind].title}`;

export type PrintFilter = { auctionDate: string; session?: 'A' | 'C'; status?: string; buyer?: string; keyword?: string };
type Chosen = readonly { mainId: number; orderNo: string }[];
type PrintRequest = { kind: PrintKind; orders: Chosen };

export function usePrintPapers(filter: PrintFilter) {
  const mutation = useMutation({
    mutationFn: ({ kind, orders }: PrintRequest) => {
      const query = orders.length === 0 ? { ...filter } : { mainIds: orders.map((order) => order.mainId).join(',') };
      const scope = orders.length === 1 ? { orderNo: orders[0]!.orderNo } : { auctionDate: filter.auctionDate, session: filter.session };
      return saveStaffFile(PATHS[kind], query, printFileName(kind, scope));
    },
  });
  return {
    /** Prints `kind` for the chosen orders or, with none, for the desk's filter. */
    print: (kind: PrintKind, orders: Chosen = []) => {
      if (!mutation.isPending) mutation.mutate({ kind, orders });
    },
    /** The paper being made, or null. */
    pending: mutation.isPending ? mutation.variables.kind : null,
    error: mutation.isError ? errorMessage(mutation.error, PRINT_MESSAGES.failed) : null,
  };
}

/** The review sheet's answer (yuan on the wire) as BuyReviewSheet's rows (fen): the one place it is converted. */
import { sheetLotTerms, type BuySheet, type SheetLot } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { BuySheetRowView, SheetLotView } from '@huashi/ui';

function lotView(lot: SheetLot): SheetLotView {
  return {
    stockId: lot.stockId,
    session: lot.session,
    when: lot.when,
    opensAt: lot.opensAt,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    flwName: lot.flwName,
    levelName: lot.levelName,
    lengthName: lot.lengthName,
    priceFen: fenOf(lot.price),
    bunchPriceFen: fenOf(lot.bunchPrice),
    listPriceFen: fenOf(lot.salePrice),
    terms: sheetLotTerms(lot),
    basicSaleno: lot.basicSaleno,
    nowStock: lot.nowStock,
    stemsPerBunch: lot.stemsPerBunch,
    maxBatches: lot.maxBatches,
    batches: lot.batches,
    bunches: lot.bunches,
    notes: lot.notes,
  };
}

export function buySheetRowsView(sheet: BuySheet): BuySheetRowView[] {
  return sheet.rows.map((row) => ({
    key: row.key,
    line: {
      flwName: row.line.flwName,
      levelName: row.line.levelName,
      lengthName: row.line.lengthName,
      bunches: row.line.bunches,
      supplierName: row.line.supplierName,
    },
    state: row.state,
    reason: row.reason,
    lot: row.lot ? lotView(row.lot) : null,
    alternatives: row.alternatives.map(lotView),
    lastPriceFen: row.lastPrice === null ? null : fenOf(row.lastPrice),
  }));
}

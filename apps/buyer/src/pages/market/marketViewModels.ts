/** The price board's wire answers (yuan) → the ui's views (fen): the one place they are converted. */
import type { MarketHistory, MarketPrices } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { MarketLotView, MarketPointView, MarketRowView } from '@huashi/ui';
import { urlFor } from '../../urlState';
import { shopDetailsCodec } from '../catalog/catalogUrls';

const prices = (p: { min: string; avg: string; max: string }) => ({ min: fenOf(p.min), avg: fenOf(p.avg), max: fenOf(p.max) });

export function marketRowViews(prices_: MarketPrices['rows']): MarketRowView[] {
  return prices_.map((row) => ({
    flwCode: row.flwCode,
    name: row.name,
    form: row.form,
    levelName: row.levelName,
    lengthCode: row.lengthCode,
    bundles: row.bundles,
    perBundle: prices(row.perBundle),
    perStem: prices(row.perStem),
    changeDay: row.changeDay,
    changeWeek: row.changeWeek,
  }));
}

export function marketPointViews(points: MarketHistory['points']): MarketPointView[] {
  return points.map((p) => ({ day: p.day, bundles: p.bundles, perBundle: prices(p.perBundle) }));
}

/** Today's lots, each leading to its variety's product page in its session, at its grade. */
export function marketLotViews(history: MarketHistory): MarketLotView[] {
  return history.lots.map((lot) => ({
    id: lot.id,
    session: lot.session,
    supplierName: lot.supplierName,
    levelName: lot.levelName,
    lengthCode: lot.lengthCode,
    bunchPriceFen: fenOf(lot.bunchPrice),
    priceFen: fenOf(lot.price),
    bundles: lot.bundles,
    href: urlFor('/shopdetails', shopDetailsCodec, {
      flwCode: history.flwCode,
      supplierType: lot.session,
      price: '',
      level: lot.levelName,
      salepoint: '',
      keyword: '',
    }),
  }));
}

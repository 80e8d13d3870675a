/** Standing order calls (固定订单, issue 32): the buyer's /standing page and the home page's run message. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { standingRoutes } from './routes.generated';
import { fenOf, type StandingFormValues, type StandingOrderSummary, type StandingRunSummary } from '@huashi/domain';
import type { StandingOrderView, StandingRunView, StandingSaveBody } from './contracts/standing';

export function standingApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => call(client, standingRoutes.list, {}, { signal }),
    save: (body: StandingSaveBody) => call(client, standingRoutes.save, body),
    pause: (id: number, paused: boolean) => call(client, standingRoutes.pause, { id, paused }),
    skip: (id: number) => call(client, standingRoutes.skip, { id }),
    remove: (id: number) => call(client, standingRoutes.remove, { id }),
    runs: (id: number | null, signal?: AbortSignal) => call(client, standingRoutes.runs, { id }, { signal }),
    latest: (signal?: AbortSignal) => call(client, standingRoutes.latest, {}, { signal }),
    seen: (id: number) => call(client, standingRoutes.seen, { id }),
    varieties: (signal?: AbortSignal) => call(client, standingRoutes.varieties, {}, { signal }),
  };
}

/** A run as the page shows it: yuan → fen. */
export function standingRunFen(run: StandingRunView): StandingRunSummary {
  return {
    id: run.id,
    standingOrderId: run.standingOrderId,
    name: run.name,
    runAt: run.runAt,
    status: run.status,
    orderNo: run.orderNo,
    paidFen: fenOf(run.paid),
    bought: run.bought.map((b) => ({
      flwName: b.flwName,
      levelName: b.levelName,
      lengthCode: b.lengthCode,
      supplierName: b.supplierName,
      bunches: b.bunches,
      pricePerBunchFen: fenOf(b.pricePerBunch),
      goodsFen: fenOf(b.goods),
    })),
    shorts: run.shorts,
    attempts: run.attempts,
  };
}

/** A standing order as the page lists it: yuan → fen. */
export function standingOrderFen(order: StandingOrderView): StandingOrderSummary {
  return {
    id: order.id,
    name: order.name,
    scheduleText: order.scheduleText,
    paused: order.paused,
    nextRunAt: order.nextRunAt,
    lockedReason: order.lockedReason,
    budgetFen: order.budget === '' ? null : fenOf(order.budget),
    lines: order.lines.map((l) => ({
      flwName: l.flwName,
      levelName: l.levelName,
      lengthMin: l.lengthMin,
      lengthMax: l.lengthMax,
      bunches: l.bunches,
      maxPricePerBunchFen: l.maxPrice === '' ? null : fenOf(l.maxPrice),
      allowAlternative: l.allowAlternative,
    })),
  };
}

/** A standing order back into the editor's values. */
export function standingFormOf(order: StandingOrderView): StandingFormValues {
  return {
    name: order.name,
    session: order.session,
    time: order.time,
    days: order.days.map(String),
    budget: order.budget,
    lines: order.lines.map((l) => ({
      flwCode: l.flwCode,
      levelName: l.levelName,
      lengthMin: l.lengthMin === null ? '' : String(l.lengthMin),
      lengthMax: l.lengthMax === null ? '' : String(l.lengthMax),
      bunches: String(l.bunches),
      maxPrice: l.maxPrice,
      supplierId: l.supplierId,
      supplierName: l.supplierName,
      allowAlternative: l.allowAlternative,
    })),
  };
}

/** The editor's values as the save request (the supplier by its id; its name is the picker's). */
export function standingSaveBodyOf(values: StandingFormValues, id: number | null): StandingSaveBody {
  return { id, ...values, days: values.days.map(Number), lines: values.lines.map(({ supplierName: _, ...line }) => line) };
}

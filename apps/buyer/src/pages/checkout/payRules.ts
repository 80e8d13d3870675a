import {
  ApiError,
  API_CODES,
  DO_WAY_CART,
  DO_WAY_NOW_PAY,
  errorMessage,
  NETWORK_ERROR_CODE,
  type PurchaseProduct,
  type PurchaseSelection,
} from '@huashi/api';
import { MESSAGES, readQuery, readQueryJson, withQuery } from '@huashi/domain';

/** Reads what is being bought from the query (§2): listZone and codeType; null when nothing valid is named. */
export function selectionFrom(search: string): PurchaseSelection | null {
  const codeType = readQuery(search, 'codeType');
  const listZone = readQueryJson<unknown>(search, 'listZone');
  if (codeType === 'nowPay') {
    if (!Array.isArray(listZone)) return null;
    const products = listZone
      .map((p) => (p && typeof p === 'object' ? (p as { huaId?: unknown; qty?: unknown }) : {}))
      .map((p) => ({ huaId: Number(p.huaId), qty: Number(p.qty) }))
      .filter((p) => Number.isInteger(p.huaId) && p.huaId > 0 && Number.isInteger(p.qty) && p.qty > 0);
    return products.length > 0 ? { doWay: DO_WAY_NOW_PAY, products } : null;
  }
  // shopCode (the default): the cart, or the ticked cart lines given in listZone.
  const ids = Array.isArray(listZone) ? listZone.map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined;
  return { doWay: DO_WAY_CART, ids: ids && ids.length > 0 ? ids : undefined };
}

/** What a refused or failed payment leads to. */
export type SubmitFailure = {
  /** No answer came: the order may have been placed, so the same sign is used again (never a second order). */
  keepSign: boolean;
  /** 411: 您的账户余额不足, with the top-up link. */
  short: boolean;
  /** The text to show (message and, unless short, the banner). */
  text: string;
  /** An answer came: close the confirmation and preview again (stock or prices may have moved). */
  previewAgain: boolean;
};

export function submitFailure(error: unknown): SubmitFailure {
  const code = error instanceof ApiError ? error.code : NETWORK_ERROR_CODE;
  const answered = code !== NETWORK_ERROR_CODE;
  const short = code === API_CODES.insufficientBalance;
  return { keepSign: !answered, short, text: short ? MESSAGES.insufficientBalance : errorMessage(error), previewAgain: answered };
}

/** The logistics check's answer (§4): null when the buyer may pay, else the reason. */
export function blockedReason(check: { code: number | string; msg: string }): string | null {
  return Number(check.code) === API_CODES.ok ? null : check.msg;
}

/**
 * The /pay address of a buy-now selection with one line's batches changed (its itemId is its place in listZone,
 * from 1, as the preview numbers buy-now lines). Lowering a line above the stock keeps the page on /pay.
 */
export function nowPayHref(products: readonly PurchaseProduct[], itemId: number, qty: number): string {
  const listZone = products.map((p, index) => (index + 1 === itemId ? { huaId: p.huaId, qty } : { huaId: p.huaId, qty: p.qty }));
  return withQuery('/pay', { listZone, codeType: 'nowPay' });
}

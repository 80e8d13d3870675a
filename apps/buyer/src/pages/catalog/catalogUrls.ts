/** The URL state of /superior, /message and /shopdetails (their pages, selection, sort and filters): see urlState.ts. */
import { readParam, type UrlCodec } from '../../urlState';

const param = (search: string, key: string) => new URLSearchParams(search).get(key);
const pageParam = (page: number) => (page > 1 ? String(page) : undefined);

/** /superior: the page of arrived-goods picks. */
export type SuperiorView = { page: number };

export const superiorCodec: UrlCodec<SuperiorView> = {
  read: (search) => ({ page: readParam.int(param(search, 'page'), 1) }),
  write: (view) => ({ page: pageParam(view.page) }),
};

/** /message: the page of notices and the notice shown (null: the page's first). */
export type MessageView = { page: number; id: number | null };

export const messageCodec: UrlCodec<MessageView> = {
  read: (search) => ({ page: readParam.int(param(search, 'page'), 1), id: readParam.id(param(search, 'id')) }),
  write: (view) => ({ page: pageParam(view.page), id: view.id === null ? undefined : String(view.id) }),
};

/** /shopdetails: listNow (§2: flwCode and supplierType) plus the rows' sort and filters. */
export type ShopDetailsView = {
  flwCode: string;
  supplierType: string;
  price: '' | 'asc' | 'desc';
  level: string;
  salepoint: string;
  keyword: string;
};

const PRICES = ['', 'asc', 'desc'] as const;

export const shopDetailsCodec: UrlCodec<ShopDetailsView> = {
  read: (search) => {
    const listNow = readParam.json(search, 'listNow');
    return {
      flwCode: readParam.text(listNow.flwCode, 40) ?? '',
      supplierType: readParam.text(listNow.supplierType, 2) ?? 'A',
      price: readParam.oneOf(param(search, 'price'), PRICES, ''),
      level: readParam.text(param(search, 'level'), 3) ?? '',
      salepoint: readParam.text(param(search, 'salepoint'), 40) ?? '',
      keyword: readParam.text(param(search, 'keyword')) ?? '',
    };
  },
  write: (view) => ({
    listNow: JSON.stringify({ flwCode: view.flwCode, supplierType: view.supplierType }),
    price: view.price || undefined,
    level: view.level || undefined,
    salepoint: view.salepoint || undefined,
    keyword: view.keyword || undefined,
  }),
};

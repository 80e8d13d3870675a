/**
 * The URL state of /market (day, form, grade, search, sort) and of a variety's page /market/variety (variety, grade,
 * length, span): see urlState.ts. The app's routes are exact paths (route table, per-route preload pages, the guard),
 * so the variety travels in the query as every page's data does.
 */
import {
  DEFAULT_MARKET_SORT,
  isCalendarDay,
  MARKET_SORT_KEYS,
  STOCK_GRADES,
  type MarketHistorySpan,
  type MarketSort,
  type StockGrade,
} from '@huashi/domain';
import { readParam, urlFor, type UrlCodec } from '../../urlState';

const param = (search: string, key: string) => new URLSearchParams(search).get(key);

/** A grade of the catalogue, or '' (all) for anything else. */
export function gradeOf(value: unknown): StockGrade | '' {
  return readParam.oneOf<StockGrade | ''>(value, ['', ...STOCK_GRADES], '');
}

export const MARKET_PATH = '/market';
export const MARKET_VARIETY_PATH = '/market/variety';

export type MarketView = { day: string | null; form: number | null; grade: StockGrade | ''; q: string; sort: MarketSort };

export const marketCodec: UrlCodec<MarketView> = {
  read: (search) => {
    const day = param(search, 'day');
    return {
      day: isCalendarDay(day) ? day : null,
      form: readParam.id(param(search, 'form')),
      grade: gradeOf(param(search, 'grade')),
      q: readParam.text(param(search, 'q'), 20) ?? '',
      sort: readParam.oneOf(param(search, 'sort'), MARKET_SORT_KEYS, DEFAULT_MARKET_SORT),
    };
  },
  write: (view) => ({
    day: view.day ?? undefined,
    form: view.form === null ? undefined : String(view.form),
    grade: view.grade || undefined,
    q: view.q || undefined,
    sort: view.sort === DEFAULT_MARKET_SORT ? undefined : view.sort,
  }),
};

export type MarketVarietyView = { flw: string; grade: StockGrade | ''; length: string; days: MarketHistorySpan };

export const marketVarietyCodec: UrlCodec<MarketVarietyView> = {
  read: (search) => ({
    flw: readParam.text(param(search, 'flw'), 40) ?? '',
    grade: gradeOf(param(search, 'grade')),
    length: readParam.text(param(search, 'length'), 10) ?? '',
    days: param(search, 'days') === '90' ? 90 : 30,
  }),
  write: (view) => ({
    flw: view.flw,
    grade: view.grade || undefined,
    length: view.length || undefined,
    days: view.days === 30 ? undefined : String(view.days),
  }),
};

/** A variety's page, at a grade and length when the board's row has them. */
export function marketVarietyHref(flw: string, grade: string, length: string): string {
  const view: MarketVarietyView = { flw, grade: gradeOf(grade), length, days: 30 };
  return urlFor(MARKET_VARIETY_PATH, marketVarietyCodec, view);
}

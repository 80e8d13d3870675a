/**
 * The 入库管理 desk's state: the tab, auction date, session, search and page in the URL (?tab=&date=&session=&q=&page=,
 * so reload and back restore the view); lots, suppliers and varieties from the server (each paged there); the lot
 * form (create, edit, photo through the upload service); the CSV import (the file read in the browser as text, sent
 * to the preview, then imported as a whole).
 */
import {
  adminStockKeys,
  catalogKeys,
  STOCK_TEMPLATE_FILE_NAME,
  STOCK_TEMPLATE_PATH,
  type CsvPreview,
  type StockLotRow,
  type StockSupplier,
  type StockVariety,
} from '@huashi/api';
import {
  csvFileProblem,
  fenOf,
  type StockLotValues,
  type SupplierAccountValues,
  type SupplierFormValues,
  type VarietyFormValues,
} from '@huashi/domain';
import type { LotRowData, StockSupplierRowData, VarietyRowData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { saveStaffFile } from './staffFile';
import { staffUploads, stockDesk } from './staffSession';

export const STOCK_PATH = '/admin/stock';
export const LOT_PAGE_SIZE = 50;
export const LIST_PAGE_SIZE = 20;
export const STOCK_TABS = ['lots', 'import', 'suppliers', 'varieties'] as const;
export type StockTab = (typeof STOCK_TABS)[number];

export type StockView = { tab: StockTab; date: string; session: '' | 'A' | 'C'; q: string; page: number };

/** What the URL names (anything unreadable: the default; date '' = the server's auction date). */
export function readStockSearch(search: string): StockView {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const date = params.get('date') ?? '';
  const session = params.get('session');
  const page = Number(params.get('page'));
  return {
    tab: STOCK_TABS.includes(tab as StockTab) ? (tab as StockTab) : 'lots',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    session: session === 'A' || session === 'C' ? session : '',
    q: (params.get('q') ?? '').trim().slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function stockSearch(view: StockView): string {
  const params = new URLSearchParams();
  if (view.tab !== 'lots') params.set('tab', view.tab);
  if (view.date) params.set('date', view.date);
  if (view.session) params.set('session', view.session);
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function lotRowData(row: StockLotRow): LotRowData {
  return {
    id: row.id,
    session: row.session,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    flwCode: row.flwCode,
    flwName: row.flwName,
    levelName: row.levelName,
    lengthLabel: row.lengthLabel,
    openCode: row.openCode,
    salepointName: row.salepointName,
    stemsPerBunch: row.stemsPerBunch,
    basicSaleNo: row.basicSaleNo,
    bundles: row.bundles,
    stockBundles: row.stockBundles,
    soldBundles: row.soldBundles,
    sourcePriceFen: fenOf(row.sourcePrice),
    salePriceFen: fenOf(row.salePrice),
    positionNo: row.positionNo,
    photoThumbUrl: row.photoThumbUrl,
    entered: row.entered,
  };
}

/** The form's values of a lot (as typed: yuan per stem, 扎数 the whole intake). */
export function lotFormValues(row: StockLotRow): StockLotValues {
  return {
    supplierId: row.supplierId,
    flwCode: row.flwCode,
    levelName: row.levelName,
    lengthCode: row.lengthCode,
    openCode: row.openCode,
    salepointName: row.salepointName,
    stemsPerBunch: String(row.stemsPerBunch),
    basicSaleNo: String(row.basicSaleNo),
    bundles: String(row.bundles),
    sourcePrice: row.sourcePrice,
    salePrice: row.salePrice,
    positionNo: row.positionNo,
    packageName: row.packageName,
  };
}

const supplierRowData = (row: StockSupplier): StockSupplierRowData => ({
  id: row.id,
  name: row.name,
  type: row.type,
  lotCount: row.lotCount,
  phone: row.phone,
  hasPassword: row.hasPassword,
});
const varietyRowData = (row: StockVariety): VarietyRowData => ({ ...row });

/** Downloads the CSV template (a file answer, so fetched with the staff token and saved from a blob). */
const downloadTemplate = () => saveStaffFile(STOCK_TEMPLATE_PATH, {}, STOCK_TEMPLATE_FILE_NAME);

export function useStockDesk() {
  const [, navigate] = useLocation();
  const view = readStockSearch(useSearch());
  const go = (next: Partial<StockView>) => navigate(`${STOCK_PATH}${stockSearch({ ...view, ...next })}`);
  const queryClient = useQueryClient();

  const options = useQuery({ queryKey: adminStockKeys.options(), queryFn: stockDesk.options });
  const date = view.date || options.data?.today || '';
  const lotFilters = { date, session: view.session || undefined, keyword: view.q || undefined, page: view.page, limit: LOT_PAGE_SIZE };
  const lots = useQuery({
    queryKey: adminStockKeys.lots(lotFilters),
    queryFn: () => stockDesk.lots(lotFilters),
    enabled: view.tab === 'lots' && date !== '',
    placeholderData: keepPreviousData,
  });
  const listFilters = { keyword: view.q || undefined, page: view.page, limit: LIST_PAGE_SIZE };
  const suppliers = useQuery({
    queryKey: adminStockKeys.suppliers(listFilters),
    queryFn: () => stockDesk.suppliers(listFilters),
    enabled: view.tab === 'suppliers',
    placeholderData: keepPreviousData,
  });
  const varieties = useQuery({
    queryKey: adminStockKeys.varieties(listFilters),
    queryFn: () => stockDesk.varieties(listFilters),
    enabled: view.tab === 'varieties',
    placeholderData: keepPreviousData,
  });

  // Any change: the desk's lists and the buyers' goods lists (a lot, a price or a photo changed) read again.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminStockKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  };

  // The lot form: null closed; 'new' a new lot; else the lot being edited (kept fresh from the answers).
  const [editing, setEditing] = useState<StockLotRow | 'new' | null>(null);
  // A photo chosen in 修改批次: uploaded at once, attached to the lot only by 保存 (取消 drops it; the server cleans
  // unattached uploads after 24 h).
  const [pendingPhoto, setPendingPhoto] = useState<{ key: string; thumbUrl: string } | null>(null);
  const saveLot = useMutation({
    mutationFn: (values: StockLotValues) =>
      editing === 'new' || editing === null
        ? stockDesk.create({ auctionDate: date, ...values })
        : stockDesk.update({ id: editing.id, ...values, photoKey: pendingPhoto?.key ?? '' }),
    onSuccess: () => {
      setEditing(null);
      setPendingPhoto(null);
      refresh();
    },
  });
  const photo = useMutation({
    mutationFn: async ({ file }: { file: File }) => {
      const uploaded = await staffUploads.images('lot', [file]);
      const image = uploaded.images[0]!;
      return { key: uploaded.key, thumbUrl: image.thumbUrl };
    },
    onSuccess: (uploaded) => setPendingPhoto(uploaded),
  });

  // The CSV import: the file's text stays here until it is imported or dropped.
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [imported, setImported] = useState<string | undefined>(undefined);
  const preview = useMutation({
    mutationFn: (sent: { text: string; date: string }): Promise<CsvPreview> =>
      stockDesk.preview({ auctionDate: sent.date, csv: sent.text }),
  });
  // A chosen file is checked for the date on screen: at once, or as soon as the server's auction date has arrived
  // (a file chosen while the desk is still loading is not checked against no date).
  const checkedFor = preview.variables;
  useEffect(() => {
    if (!csv?.text || !date) return;
    if (checkedFor && checkedFor.text === csv.text && checkedFor.date === date) return;
    preview.mutate({ text: csv.text, date });
  }, [csv, date, checkedFor, preview]);
  const importCsv = useMutation({
    mutationFn: () => stockDesk.importCsv({ auctionDate: date, csv: csv?.text ?? '' }),
    onSuccess: (result) => {
      setImported(`已导入${result.count}个批次到 ${date}`);
      setCsv(null);
      preview.reset();
      refresh();
    },
  });
  // A file refused before it is sent (too large, or not UTF-8): shown as the preview's file problem.
  const [fileRefusal, setFileRefusal] = useState<CsvPreview | null>(null);
  const chooseFile = async (file: File) => {
    setImported(undefined);
    importCsv.reset();
    preview.reset();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = csvFileProblem(bytes);
    if (problem) {
      setCsv({ name: file.name, text: '' });
      setFileRefusal({ auctionDate: date, fileProblems: [problem], rows: [], total: 0, bad: 0 });
      return;
    }
    setFileRefusal(null);
    const text = new TextDecoder('utf-8').decode(bytes);
    setCsv({ name: file.name, text });
  };
  const cancelImport = () => {
    setCsv(null);
    setFileRefusal(null);
    preview.reset();
    importCsv.reset();
  };

  const [supplierForm, setSupplierForm] = useState<StockSupplierRowData | 'new' | null>(null);
  const saveSupplier = useMutation({
    mutationFn: (values: SupplierFormValues) =>
      supplierForm === 'new' || supplierForm === null
        ? stockDesk.createSupplier(values)
        : stockDesk.updateSupplier({ id: supplierForm.id, name: values.name }),
    onSuccess: () => {
      setSupplierForm(null);
      refresh();
    },
  });
  /** 登录账号: whose login (phone, password) is being set. */
  const [supplierAccount, setSupplierAccount] = useState<StockSupplierRowData | null>(null);
  const saveSupplierAccount = useMutation({
    mutationFn: (values: SupplierAccountValues) => stockDesk.supplierAccount({ id: supplierAccount!.id, ...values }),
    onSuccess: () => {
      setSupplierAccount(null);
      refresh();
    },
  });
  const [varietyForm, setVarietyForm] = useState<VarietyRowData | 'new' | null>(null);
  const saveVariety = useMutation({
    mutationFn: (values: VarietyFormValues) =>
      varietyForm === 'new' || varietyForm === null
        ? stockDesk.createVariety(values)
        : stockDesk.updateVariety({ ...values, flwCode: varietyForm.flwCode }),
    onSuccess: () => {
      setVarietyForm(null);
      refresh();
    },
  });

  return {
    view,
    date,
    setTab: (tab: StockTab) => go({ tab, page: 1, q: '' }),
    setDate: (next: string) => {
      // A preview belongs to the date it was checked for.
      setCsv(null);
      preview.reset();
      importCsv.reset();
      go({ date: next, page: 1 });
    },
    setSession: (session: StockView['session']) => go({ session, page: 1 }),
    search: (q: string) => go({ q: q.trim().slice(0, 40), page: 1 }),
    setPage: (page: number) => go({ page }),
    options,
    lots,
    lotRows: (lots.data?.list ?? []).map(lotRowData),
    suppliers,
    supplierRows: (suppliers.data?.list ?? []).map(supplierRowData),
    varieties,
    varietyRows: (varieties.data?.list ?? []).map(varietyRowData),
    editing,
    openLot: (id: number | 'new') => {
      saveLot.reset();
      photo.reset();
      setPendingPhoto(null);
      setEditing(id === 'new' ? 'new' : (lots.data?.list.find((row) => row.id === id) ?? null));
    },
    closeLot: () => {
      setEditing(null);
      setPendingPhoto(null);
    },
    saveLot,
    photo,
    pendingPhoto,
    csv,
    fileRefusal,
    imported,
    preview,
    importCsv,
    chooseFile,
    cancelImport,
    downloadTemplate,
    supplierForm,
    setSupplierForm: (next: StockSupplierRowData | 'new' | null) => {
      saveSupplier.reset();
      setSupplierForm(next);
    },
    saveSupplier,
    supplierAccount,
    setSupplierAccount: (next: StockSupplierRowData | null) => {
      saveSupplierAccount.reset();
      setSupplierAccount(next);
    },
    saveSupplierAccount,
    varietyForm,
    setVarietyForm: (next: VarietyRowData | 'new' | null) => {
      saveVariety.reset();
      setVarietyForm(next);
    },
    saveVariety,
  };
}

/**
 * /admin/stock (配货发货, 管理员): the lots of an auction date (add and edit by form, a photo per lot), the CSV import
 * (template, preview with every row's problems, all-or-nothing import) and the market's suppliers and varieties.
 */
import { errorMessage } from '@huashi/api';
import {
  Button,
  CsvImportPreview,
  Input,
  LotTable,
  Page,
  SearchBar,
  Select,
  Stack,
  StockForm,
  SupplierAccountForm,
  SupplierForm,
  SupplierList,
  Tabs,
  VarietyForm,
  VarietyList,
  useMessage,
} from '@huashi/ui';
import type { ReactNode } from 'react';
import { pagedList } from './queryStatus';
import { LIST_PAGE_SIZE, LOT_PAGE_SIZE, lotFormValues, STOCK_TABS, useStockDesk } from './useStockDesk';

const TAB_NAMES = ['批次', '导入 CSV', '供应商', '品种'];
const SESSION_OPTIONS = [
  { value: '', label: '全部场次' },
  { value: 'A', label: '限时直供（A）' },
  { value: 'C', label: '全天专区（C）' },
];

/** The filter row: fields side by side, wrapping on a narrow screen. */
function Filters({ children }: { children: ReactNode }) {
  return (
    <Stack direction="horizontal" gap={3} align="end" wrap>
      {children}
    </Stack>
  );
}

/** 供应商 and 品种: the search (kept in the URL), the 新增 button, and the list under them. */
function ListTab({
  q,
  onSearch,
  placeholder,
  addLabel,
  onAdd,
  children,
}: {
  q: string;
  onSearch: (text: string) => void;
  placeholder: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap={3}>
      <Filters>
        <SearchBar key={q} defaultValue={q} placeholder={placeholder} onSearch={onSearch} onClear={() => onSearch('')} />
        <div>
          <Button onClick={onAdd}>{addLabel}</Button>
        </div>
      </Filters>
      {children}
    </Stack>
  );
}

export function StockDeskPage() {
  const desk = useStockDesk();
  const message = useMessage();
  const { view, options, date } = desk;
  const suppliers = options.data?.suppliers ?? [];
  const varieties = options.data?.varieties ?? [];
  const pastDate = options.data ? date < options.data.today : false;
  const editingRow = desk.editing !== null && desk.editing !== 'new' ? desk.editing : null;
  /** The lists page in the URL. */
  const paging = (pageSize: number) => ({ page: view.page, pageSize, onPageChange: desk.setPage });

  const dateField = (
    <Input
      label="拍卖日期"
      type="date"
      value={date}
      max={options.data?.lastDate}
      onChange={(event) => {
        if (event.currentTarget.value) desk.setDate(event.currentTarget.value);
      }}
    />
  );

  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="入库管理"
      description="录入拍卖日的批次（表单或 CSV 导入）、批次图片，以及供应商和品种。"
    >
      <Stack gap={4}>
        <Tabs
          aria-label="入库管理视图"
          items={TAB_NAMES}
          active={STOCK_TABS.indexOf(view.tab)}
          onChange={(index) => desk.setTab(STOCK_TABS[index] ?? 'lots')}
        />
        {view.tab === 'lots' ? (
          <Stack gap={3}>
            <Filters>
              {dateField}
              <Select
                label="场次"
                options={SESSION_OPTIONS}
                value={view.session}
                onChange={(event) => desk.setSession(event.currentTarget.value as '' | 'A' | 'C')}
              />
              <SearchBar
                key={view.q}
                defaultValue={view.q}
                placeholder="供应商、品种或位置号"
                onSearch={desk.search}
                onClear={() => desk.search('')}
              />
              <div>
                <Button onClick={() => desk.openLot('new')} disabled={pastDate || !options.data}>
                  新增批次
                </Button>
              </div>
            </Filters>
            <LotTable
              {...pagedList(desk.lots, desk.lotRows, paging(LOT_PAGE_SIZE), '批次加载失败，请稍后再试')}
              onEdit={(row) => desk.openLot(row.id)}
              readOnly={pastDate}
            />
          </Stack>
        ) : null}
        {view.tab === 'import' ? (
          <Stack gap={3}>
            <Filters>{dateField}</Filters>
            <CsvImportPreview
              auctionDate={date}
              preview={desk.fileRefusal ?? desk.preview.data ?? null}
              fileName={desk.csv?.name}
              loading={desk.preview.isPending}
              error={desk.preview.isError ? errorMessage(desk.preview.error, '文件检查失败，请稍后再试') : undefined}
              importing={desk.importCsv.isPending}
              importError={desk.importCsv.isError ? errorMessage(desk.importCsv.error, '导入失败，请稍后再试') : undefined}
              imported={desk.imported}
              onFile={(file) => void desk.chooseFile(file)}
              onTemplate={() =>
                desk.downloadTemplate().catch((error: unknown) => message.error(errorMessage(error, '模板下载失败，请稍后再试')))
              }
              onImport={() => desk.importCsv.mutate()}
              onCancel={desk.cancelImport}
            />
          </Stack>
        ) : null}
        {view.tab === 'suppliers' ? (
          <ListTab
            q={view.q}
            onSearch={desk.search}
            placeholder="供应商编号或名称"
            addLabel="新增供应商"
            onAdd={() => desk.setSupplierForm('new')}
          >
            <SupplierList
              {...pagedList(desk.suppliers, desk.supplierRows, paging(LIST_PAGE_SIZE), '供应商加载失败，请稍后再试')}
              onEdit={(row) => desk.setSupplierForm(row)}
              onAccount={(row) => desk.setSupplierAccount(row)}
            />
          </ListTab>
        ) : null}
        {view.tab === 'varieties' ? (
          <ListTab
            q={view.q}
            onSearch={desk.search}
            placeholder="品种编号、名称或分类"
            addLabel="新增品种"
            onAdd={() => desk.setVarietyForm('new')}
          >
            <VarietyList
              {...pagedList(desk.varieties, desk.varietyRows, paging(LIST_PAGE_SIZE), '品种加载失败，请稍后再试')}
              onEdit={(row) => desk.setVarietyForm(row)}
            />
          </ListTab>
        ) : null}
      </Stack>

      <StockForm
        open={desk.editing !== null}
        mode={editingRow ? 'edit' : 'create'}
        auctionDate={editingRow?.auctionDate ?? date}
        suppliers={suppliers}
        varieties={varieties}
        initial={editingRow ? lotFormValues(editingRow) : undefined}
        soldBundles={editingRow?.soldBundles ?? 0}
        onSubmit={(values) => desk.saveLot.mutate(values, { onSuccess: () => message.success(editingRow ? '批次已修改' : '批次已入库') })}
        onClose={desk.closeLot}
        pending={desk.saveLot.isPending}
        serverError={desk.saveLot.isError ? errorMessage(desk.saveLot.error, '保存失败，请稍后再试') : undefined}
        photoUrl={desk.pendingPhoto?.thumbUrl ?? editingRow?.photoThumbUrl ?? null}
        photoPendingSave={desk.pendingPhoto !== null}
        onPhoto={editingRow ? (file) => desk.photo.mutate({ file }) : undefined}
        photoPending={desk.photo.isPending}
        photoError={desk.photo.isError ? errorMessage(desk.photo.error, '图片上传失败，请稍后再试') : undefined}
      />
      <SupplierForm
        open={desk.supplierForm !== null}
        editing={desk.supplierForm === 'new' ? null : desk.supplierForm}
        onSubmit={(values) => desk.saveSupplier.mutate(values, { onSuccess: () => message.success('供应商已保存') })}
        onClose={() => desk.setSupplierForm(null)}
        pending={desk.saveSupplier.isPending}
        serverError={desk.saveSupplier.isError ? errorMessage(desk.saveSupplier.error, '保存失败，请稍后再试') : undefined}
      />
      <SupplierAccountForm
        supplier={desk.supplierAccount}
        onSubmit={(values) => desk.saveSupplierAccount.mutate(values, { onSuccess: () => message.success('登录账号已保存') })}
        onClose={() => desk.setSupplierAccount(null)}
        pending={desk.saveSupplierAccount.isPending}
        serverError={desk.saveSupplierAccount.isError ? errorMessage(desk.saveSupplierAccount.error, '保存失败，请稍后再试') : undefined}
      />
      <VarietyForm
        open={desk.varietyForm !== null}
        categories={options.data?.categories ?? []}
        editing={desk.varietyForm === 'new' ? null : desk.varietyForm}
        onSubmit={(values) => desk.saveVariety.mutate(values, { onSuccess: () => message.success('品种已保存') })}
        onClose={() => desk.setVarietyForm(null)}
        pending={desk.saveVariety.isPending}
        serverError={desk.saveVariety.isError ? errorMessage(desk.saveVariety.error, '保存失败，请稍后再试') : undefined}
      />
    </Page>
  );
}

import {
  bankReferenceProblem,
  formatYuan,
  payeeProblem,
  saleLineKindLabel,
  settlementPeriodProblem,
  SETTLEMENT_STATUSES,
  type Fen,
  type SettlementChargeBack,
  type SettlementSale,
  type SettlementStatus,
  type SupplierPayee,
} from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { vars } from '../../theme/vars';
import { actionColumn } from '../internal/actionColumn';

/** One supplier's settlement of the period, its money in fen (the api boundary's `settlementFen`). */
export type SettlementRowData = {
  id: number;
  supplierId: string;
  supplierName: string;
  from: string;
  to: string;
  status: SettlementStatus;
  bundles: number;
  salesFen: Fen;
  chargeBackFen: Fen;
  commissionFen: Fen;
  /** 上期结欠 (≤ 0): an earlier settlement's shortfall this one starts with; shown when there is one. */
  carriedFen?: Fen;
  owedFen: Fen;
  saleCount: number;
  chargeBackCount: number;
  hasPayee: boolean;
  confirmedBy: string;
  paidBy: string;
  bankReference: string;
};

export type SettlementTotals = { salesFen: Fen; chargeBackFen: Fen; commissionFen: Fen; owedFen: Fen };

export type SettlementDeskProps = {
  from: string;
  to: string;
  /** A period the domain accepts (settlementPeriodProblem): the page puts it in the URL. */
  onPeriodChange: (from: string, to: string) => void;
  rows: readonly SettlementRowData[];
  totals: SettlementTotals;
  /** SUPPLIER_COMMISSION as people read it ("5%"). */
  commissionRate: string;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** 生成结算单: every supplier's draft of the period. */
  onGenerate: () => void;
  generating?: boolean;
  /** 下载付款文件: the bank's batch file of confirmed, unpaid settlements. */
  onDownload: () => void;
  downloading?: boolean;
  onOpen: (row: SettlementRowData) => void;
  /** The settlement open below the table. */
  openId?: number | null;
  /** The last action's refusal. */
  actionError?: string;
};

const StyledDesk = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
`;

const yuan = (fen: Fen) => `￥${formatYuan(fen)}`;

/** 供应商结算 (财务, 管理员): a period's settlements by supplier, 生成, the payout file, and a row to open. */
export function SettlementDesk({
  from,
  to,
  onPeriodChange,
  rows,
  totals,
  commissionRate,
  loading = false,
  error,
  onRetry,
  onGenerate,
  generating = false,
  onDownload,
  downloading = false,
  onOpen,
  openId = null,
  actionError,
}: SettlementDeskProps) {
  const [draftFrom, setDraftFrom] = useState(from);
  const [draftTo, setDraftTo] = useState(to);
  const [periodError, setPeriodError] = useState<string>();

  const submitPeriod = (event: FormEvent) => {
    event.preventDefault();
    const problem = settlementPeriodProblem(draftFrom, draftTo);
    setPeriodError(problem ?? undefined);
    if (!problem) onPeriodChange(draftFrom, draftTo);
  };

  const columns: DataTableColumn<SettlementRowData>[] = [
    { key: 'supplier', header: '供应商', width: 'minmax(0, 1.6fr)', cell: (row) => `${row.supplierId} ${row.supplierName}` },
    { key: 'bundles', header: '扎数', align: 'end', width: 'minmax(0, 0.6fr)', cell: (row) => row.bundles },
    { key: 'sales', header: '销售额（结算价）', align: 'end', width: 'minmax(0, 1.2fr)', cell: (row) => yuan(row.salesFen) },
    { key: 'back', header: '理赔扣款', align: 'end', width: 'minmax(0, 1fr)', cell: (row) => yuan(row.chargeBackFen) },
    { key: 'commission', header: '佣金', align: 'end', width: 'minmax(0, 0.9fr)', cell: (row) => yuan(row.commissionFen) },
    { key: 'owed', header: '应付', align: 'end', width: 'minmax(0, 1.1fr)', cell: (row) => yuan(row.owedFen) },
    { key: 'status', header: '状态', width: 'minmax(0, 0.8fr)', cell: (row) => SETTLEMENT_STATUSES[row.status] },
    actionColumn({
      key: 'act',
      header: '操作',
      width: 'minmax(0, 0.7fr)',
      label: (row) => (row.status === 'draft' ? '处理' : '查看'),
      ariaLabel: (row) => `${row.status === 'draft' ? '处理' : '查看'} ${row.supplierName} 的结算单`,
      onClick: onOpen,
      pressed: (row) => row.id === openId,
    }),
  ];

  return (
    <StyledDesk>
      <StyledBar aria-label="结算期间" onSubmit={submitPeriod}>
        <Input label="开始日期" type="date" value={draftFrom} onChange={(event) => setDraftFrom(event.target.value)} />
        <Input label="结束日期" type="date" value={draftTo} onChange={(event) => setDraftTo(event.target.value)} error={periodError} />
        <Button type="submit" variant="secondary">
          查询
        </Button>
        <Button variant="primary" loading={generating} onClick={onGenerate}>
          生成结算单
        </Button>
        <Button variant="secondary" loading={downloading} onClick={onDownload}>
          下载付款文件
        </Button>
      </StyledBar>
      <StyledNote>
        {`结算期间 ${from} 至 ${to}（按拍卖日期）；佣金比例 ${commissionRate}。合计：销售额 ${yuan(totals.salesFen)}，理赔扣款 ${yuan(
          totals.chargeBackFen,
        )}，佣金 ${yuan(totals.commissionFen)}，应付 ${yuan(totals.owedFen)}`}
      </StyledNote>
      {actionError ? <StyledError role="alert">{actionError}</StyledError> : null}
      <DataTable
        aria-label="供应商结算单"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={onOpen}
        currentKey={openId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText="本期间还没有结算单，点击“生成结算单”按销售和理赔计算"
      />
    </StyledDesk>
  );
}

/** A sold item's line (the domain's SettlementSale) with its amount. */
export type SettlementSaleLine = SettlementSale & { amountFen: Fen };

/** A charged-back claim's line (the domain's SettlementChargeBack, its decision time left out). */
export type SettlementChargeBackLine = Omit<SettlementChargeBack, 'decidedAt'>;

export type SettlementDetailData = {
  row: SettlementRowData;
  commissionRate: string;
  sales: readonly SettlementSaleLine[];
  chargeBacks: readonly SettlementChargeBackLine[];
  payee: SupplierPayee | null;
};

export type SettlementDetailProps = {
  detail: SettlementDetailData;
  onClose: () => void;
  onConfirm: (row: SettlementRowData) => void;
  onPay: (row: SettlementRowData, bankReference: string) => void;
  onSavePayee: (supplierId: string, payee: SupplierPayee) => void;
  /** 下载结算单 (the settlement's PDF; a draft's prints marked 草稿): the button shows when given. */
  onPrint?: (row: SettlementRowData) => void;
  printing?: boolean;
  /** An action under way. */
  pending?: boolean;
};

const StyledDetail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledHeading = styled.h2`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: ${vars.space[0]};

  & dt {
    color: ${vars.color.textSecondary};
    font-size: ${vars.font.size.sm};
  }

  & dd {
    margin: ${vars.space[0]};
    font-weight: ${vars.font.weight.bold};
  }
`;

const StyledSubheading = styled.h3`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
`;

const saleColumns: DataTableColumn<SettlementSaleLine>[] = [
  { key: 'order', header: '订单号', width: 'minmax(0, 1.4fr)', cell: (line) => line.orderNo },
  {
    key: 'date',
    header: '拍卖日期',
    width: 'minmax(0, 1fr)',
    // 往期补结 / 往期冲回 beside an earlier day's line (the domain's exactly-once rule).
    cell: (line) => [line.auctionDate, saleLineKindLabel(line.kind)].filter(Boolean).join(' '),
  },
  { key: 'flower', header: '品种', width: 'minmax(0, 1.2fr)', cell: (line) => `${line.flwName} ${line.levelName}` },
  { key: 'qty', header: '扎数×枝', align: 'end', width: 'minmax(0, 0.9fr)', cell: (line) => `${line.bundles}×${line.stemsPerBunch}` },
  { key: 'price', header: '结算价/枝', align: 'end', width: 'minmax(0, 0.9fr)', cell: (line) => yuan(line.priceFen) },
  { key: 'amount', header: '金额', align: 'end', width: 'minmax(0, 1fr)', cell: (line) => yuan(line.amountFen) },
];

const chargeBackColumns: DataTableColumn<SettlementChargeBackLine>[] = [
  { key: 'order', header: '订单号', width: 'minmax(0, 1.4fr)', cell: (line) => line.orderNo },
  { key: 'flower', header: '品种', width: 'minmax(0, 1fr)', cell: (line) => `${line.flwName} ${line.bundles}扎` },
  { key: 'reason', header: '扣款原因', width: 'minmax(0, 2fr)', cell: (line) => line.reason },
  { key: 'amount', header: '扣款金额', align: 'end', width: 'minmax(0, 1fr)', cell: (line) => yuan(line.amountFen) },
];

/** A lines table as tall as its rows (at least two, for its empty text; at most 8½, then it scrolls), header and border included. */
const linesHeight = (rows: number) =>
  `calc(${vars.size.tableRow} * ${Math.min(Math.max(rows, 2), 8.5) + 1} + 2 * ${vars.size.borderWidth})`;

/** A settlement's lines under their heading (with the count), in a table as tall as its rows. */
function LinesTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  emptyText,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
  emptyText: string;
}) {
  return (
    <>
      <StyledSubheading>{`${title}（${rows.length}）`}</StyledSubheading>
      <DataTable aria-label={title} height={linesHeight(rows.length)} rows={rows} columns={columns} rowKey={rowKey} emptyText={emptyText} />
    </>
  );
}

const NO_PAYEE: SupplierPayee = { bankName: '', accountName: '', accountNo: '' };

/** One settlement: its figures and lines, the supplier's payee, and 确认结算 / 标记已付款 as its state allows. */
export function SettlementDetail({
  detail,
  onClose,
  onConfirm,
  onPay,
  onSavePayee,
  onPrint,
  printing = false,
  pending = false,
}: SettlementDetailProps) {
  const { row } = detail;
  const [confirming, setConfirming] = useState(false);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [payee, setPayee] = useState<SupplierPayee>(detail.payee ?? NO_PAYEE);
  const [payeeError, setPayeeError] = useState<string>();
  const period = row.from === row.to ? row.from : `${row.from} 至 ${row.to}`;
  const print = onPrint ? (
    <Button variant="secondary" loading={printing} onClick={() => onPrint(row)}>
      下载结算单
    </Button>
  ) : null;

  return (
    <StyledDetail aria-label={`${row.supplierName} 的结算单`}>
      <StyledHeading>{`${row.supplierId} ${row.supplierName} · ${period} · ${SETTLEMENT_STATUSES[row.status]}`}</StyledHeading>
      <StyledFigures>
        <dt>扎数</dt>
        <dd>{row.bundles}</dd>
        <dt>销售额（结算价）</dt>
        <dd>{yuan(row.salesFen)}</dd>
        <dt>理赔扣款</dt>
        <dd>{yuan(row.chargeBackFen)}</dd>
        <dt>{`佣金（${detail.commissionRate}）`}</dt>
        <dd>{yuan(row.commissionFen)}</dd>
        {row.carriedFen ? (
          <>
            <dt>上期结欠</dt>
            <dd>{yuan(row.carriedFen)}</dd>
          </>
        ) : null}
        <dt>应付</dt>
        <dd>{yuan(row.owedFen)}</dd>
        {row.confirmedBy ? (
          <>
            <dt>确认人</dt>
            <dd>{row.confirmedBy}</dd>
          </>
        ) : null}
        {row.bankReference ? (
          <>
            <dt>银行流水号</dt>
            <dd>{row.bankReference}</dd>
          </>
        ) : null}
      </StyledFigures>

      {row.status === 'draft' ? (
        <StyledBar as="div">
          <Button variant="primary" loading={pending} onClick={() => setConfirming(true)}>
            确认结算
          </Button>
          {print}
          <Button variant="ghost" onClick={onClose}>
            关闭
          </Button>
        </StyledBar>
      ) : null}
      {row.status === 'confirmed' ? (
        <StyledBar
          aria-label="标记已付款"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = bankReferenceProblem(reference);
            setReferenceError(problem ?? undefined);
            if (!problem) onPay(row, reference.trim());
          }}
        >
          <Input
            label="银行流水号"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={referenceError}
            maxLength={40}
          />
          <Button type="submit" variant="primary" loading={pending}>
            标记已付款
          </Button>
          {print}
          <Button variant="ghost" onClick={onClose}>
            关闭
          </Button>
        </StyledBar>
      ) : null}
      {row.status === 'paid' ? (
        <StyledBar as="div">
          {print}
          <Button variant="ghost" onClick={onClose}>
            关闭
          </Button>
        </StyledBar>
      ) : null}

      <StyledSubheading>收款账户</StyledSubheading>
      <StyledBar
        aria-label="收款账户"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = payeeProblem(payee);
          setPayeeError(problem ?? undefined);
          if (!problem) onSavePayee(row.supplierId, payee);
        }}
      >
        <Input
          label="开户银行"
          value={payee.bankName}
          onChange={(event) => setPayee({ ...payee, bankName: event.target.value })}
          maxLength={60}
        />
        <Input
          label="收款户名"
          value={payee.accountName}
          onChange={(event) => setPayee({ ...payee, accountName: event.target.value })}
          maxLength={60}
        />
        <Input
          label="收款账号"
          value={payee.accountNo}
          inputMode="numeric"
          onChange={(event) => setPayee({ ...payee, accountNo: event.target.value })}
          error={payeeError}
          maxLength={40}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          保存收款账户
        </Button>
      </StyledBar>

      <LinesTable title="销售明细" rows={detail.sales} columns={saleColumns} rowKey={(line) => line.itemId} emptyText="本期间没有销售" />
      <LinesTable
        title="理赔扣款"
        rows={detail.chargeBacks}
        columns={chargeBackColumns}
        rowKey={(line) => line.claimId}
        emptyText="没有向该供应商扣款的理赔"
      />

      <ConfirmDialog
        open={confirming}
        title="确认结算"
        message={`确认 ${row.supplierName} ${period} 的结算：应付 ${yuan(row.owedFen)}。确认后结算单锁定，不再随数据变化。`}
        confirmText="确认结算"
        onConfirm={() => {
          setConfirming(false);
          onConfirm(row);
        }}
        onCancel={() => setConfirming(false)}
      />
    </StyledDetail>
  );
}

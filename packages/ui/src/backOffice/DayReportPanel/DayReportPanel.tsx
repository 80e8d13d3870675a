import { DAY_REPORT_TITLE } from '@huashi/domain';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { vars } from '../../theme/vars';
import { DeskExport, type DeskExportProps } from '../DeskExport';

export type DayReportPanelProps = {
  /** The report's day, YYYY-MM-DD (today on the market clock by default). */
  date: string;
  /** Today on the market clock: the latest day the picker offers. */
  today: string;
  onDateChange: (date: string) => void;
  /** The day's problem (请选择正确的日期, 日报日期不能晚于今天), shown at the picker; the buttons wait for a good day. */
  dateError?: string | null;
  onDownloadPdf: () => void;
  /** The PDF is being drawn and fetched. */
  pdfPending?: boolean;
  /** The PDF's refusal or failure. */
  pdfError?: string | null;
  /** 导出 Excel: the desk export control (one job mechanism for every desk). */
  excel: DeskExportProps;
};

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/**
 * 日报 at the 财务 desk (issue 31): a day (today by default) and its report as a PDF (下载 PDF) or an Excel sheet
 * (导出 Excel, the desks' export job with its progress and one-time link). The figures are the server's; this panel
 * only asks for them. A bad day is said at the picker and the buttons wait for a good one.
 */
export function DayReportPanel({
  date,
  today,
  onDateChange,
  dateError,
  onDownloadPdf,
  pdfPending = false,
  pdfError,
  excel,
}: DayReportPanelProps) {
  const blocked = Boolean(dateError);
  return (
    <StyledPanel aria-label={DAY_REPORT_TITLE}>
      <StyledNote>当日按场次、花型与供应商的销售，撤销、售后、充值、提现与买家余额，并按资金流水对账（平 / 不平）。</StyledNote>
      <StyledBar>
        <Input
          label="日期"
          type="date"
          value={date}
          max={today}
          onChange={(event) => onDateChange(event.target.value)}
          error={dateError ?? undefined}
        />
        <Button variant="primary" size="sm" loading={pdfPending} disabled={blocked} onClick={onDownloadPdf}>
          下载 PDF
        </Button>
        {blocked ? null : <DeskExport {...excel} />}
      </StyledBar>
      {pdfError ? <Banner tone="error">{pdfError}</Banner> : null}
    </StyledPanel>
  );
}

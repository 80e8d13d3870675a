/**
 * 日报 at the 财务 desk (issue 31): the day in the URL (?tab=report&date=…, today on the server's market clock — /health,
 * which MARKET_NOW may pin — when absent; the browser's day until it has answered), its PDF fetched with the staff token and saved (staffFile.ts, as the printed papers are), and its Excel
 * sheet through the desks' one export mechanism (useDeskExport). A bad or future day is said at the picker.
 */
import { dayReportRoutes, errorMessage } from '@huashi/api';
import { DAY_REPORT_MESSAGES, dayReportDateProblem, dayReportFileName, shanghaiDate } from '@huashi/domain';
import type { DayReportPanelProps } from '@huashi/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { saveStaffFile } from './staffFile';
import { deskExports } from './staffSession';
import { useMarketNow } from './useMarketNow';
import { useDeskExport } from './useDeskExport';

export function useDayReport(): DayReportPanelProps {
  const [, navigate] = useLocation();
  const now = useMarketNow();
  const today = shanghaiDate(now) ?? '';
  const date = new URLSearchParams(useSearch()).get('date') || today;
  const dateError = dayReportDateProblem(date, now);
  const pdf = useMutation({
    mutationFn: (day: string) => saveStaffFile(dayReportRoutes.pdf.path, { date: day }, dayReportFileName(day, 'pdf')),
  });
  const excel = useDeskExport([{ key: 'excel', label: '导出 Excel', start: () => deskExports.dayReport({ date }) }]);
  return {
    date,
    today,
    onDateChange: (day) => {
      pdf.reset();
      navigate(`/admin/finance?tab=report&date=${encodeURIComponent(day)}`, { replace: true });
    },
    dateError,
    onDownloadPdf: () => {
      if (!pdf.isPending && !dateError) pdf.mutate(date);
    },
    pdfPending: pdf.isPending,
    pdfError: pdf.isError ? errorMessage(pdf.error, DAY_REPORT_MESSAGES.failed) : null,
    excel,
  };
}

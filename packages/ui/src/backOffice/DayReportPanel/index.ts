export { DayReportPanel } from './DayReportPanel';
export type { DayReportPanelProps } from './DayReportPanel';

export { DeskExport } from './DeskExport';
export type { DeskExportAction, DeskExportJobData, DeskExportProps } from './DeskExport';

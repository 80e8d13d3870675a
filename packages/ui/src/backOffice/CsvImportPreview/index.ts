export { CsvImportPreview } from './CsvImportPreview';
export type { CsvImportPreviewProps, CsvPreviewData } from './CsvImportPreview';

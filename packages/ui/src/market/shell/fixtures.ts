/** Story data of market/shell/ (realistic Kunming market data; money is integer fen). */

export const supplierCode = 'A1024';

export const appDownloadUrl = 'https://huashi.example.com/app/download';

/** The page's side of the Excel export: runs export.worker.ts, follows its progress, saves the file. */
import type { OperatorExportLine } from '@huashi/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportMessage } from './exportProtocol';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the .xlsx of the lines in a worker; resolves with its bytes. */
export function buildWorkbook(lines: OperatorExportLine[], sheetName: string, onProgress: (percent: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ExportMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.percent);
      worker.terminate();
      if (message.type === 'done') resolve(message.bytes);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || '导出失败'));
    };
    worker.postMessage({ lines, sheetName });
  });
}

/** Offers the bytes as a download named fileName. */
export function saveFile(bytes: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type ExcelExport = {
  /** Percent while an export runs, else null. */
  progress: number | null;
  run: (lines: OperatorExportLine[], fileName: string, sheetName: string) => Promise<void>;
};

/** One export at a time; progress for the button; errors are thrown to the caller (the page shows them). */
export function useExcelExport(): ExcelExport {
  const [progress, setProgress] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const running = useRef(false);
  const run = useCallback(async (lines: OperatorExportLine[], fileName: string, sheetName: string) => {
    if (running.current) return;
    running.current = true;
    setProgress(0);
    try {
      const bytes = await buildWorkbook(lines, sheetName, (percent) => {
        if (mounted.current) setProgress(percent);
      });
      saveFile(bytes, fileName);
    } finally {
      running.current = false;
      if (mounted.current) setProgress(null);
    }
  }, []);
  return { progress, run };
}

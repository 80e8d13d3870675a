import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './staffFile';

describe('dispositionFileName', () => {
  it("reads the server's UTF-8 name first, then the plain one, else none", () => {
    const both = `attachment; filename="picklist-2026-11-29-A.pdf"; filename*=UTF-8''${encodeURIComponent('拣货单-2026-11-29-A.pdf')}`;
    expect(dispositionFileName(both)).toBe('拣货单-2026-11-29-A.pdf');
    expect(dispositionFileName('attachment; filename="stock-template.csv"')).toBe('stock-template.csv');
    expect(dispositionFileName('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E6%8B')).toBe('a.pdf');
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
  });
});

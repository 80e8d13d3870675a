import { describe, expect, it } from 'vitest';
import {
  afterSalesDeadlineText,
  afterSalesRefusal,
  afterSalesTypeOptions,
  compensationFen,
  complaintWindowEndsAt,
  gradeAllowsQualityClaims,
  gradeAllowsType,
  hasAfterSalesClaim,
  imageFileRefusal,
  isQualityType,
  isWithinComplaintWindow,
  mayReadUpload,
  mayUpload,
  proofImagesRefusal,
} from './afterSales';

const sh = (dateTime: string): Date => new Date(`${dateTime.replace(' ', 'T')}+08:00`);
const received = sh('2025-06-15 08:00:00');
const MB3 = 3 * 1024 * 1024;

describe('grades', () => {
  it('A/B/B/2L/L/M (and C) may file every type, quality included', () => {
    for (const grade of ['A', 'A+', 'b', 'B-', 'B/2L', '2L', 'L', 'M', 'C', ' a ']) {
      expect(gradeAllowsQualityClaims(grade)).toBe(true);
      expect(gradeAllowsType(grade, '质量问题')).toBe(true);
    }
  });
  it('D/S (and unknown grades) may file every type except quality', () => {
    for (const grade of ['D', 'D+', 'S', 'E', '', '??']) {
      expect(gradeAllowsQualityClaims(grade)).toBe(false);
      expect(gradeAllowsType(grade, '质量问题')).toBe(false);
      expect(gradeAllowsType(grade, '少发漏发')).toBe(true);
    }
  });
  it('nobody files under 全部', () => {
    expect(gradeAllowsType('A', '全部')).toBe(false);
  });
  it('recognises the quality type by name', () => {
    expect(isQualityType('质量问题')).toBe(true);
    expect(isQualityType('花材质量')).toBe(true);
    expect(isQualityType('少发漏发')).toBe(false);
  });
  it('builds the type selector without 全部 and without forbidden types', () => {
    const types = { '0': '全部', '1': '质量问题', '2': '少发漏发' };
    expect(afterSalesTypeOptions(types, 'A')).toEqual([
      { code: '1', name: '质量问题' },
      { code: '2', name: '少发漏发' },
    ]);
    expect(afterSalesTypeOptions(types, 'D')).toEqual([{ code: '2', name: '少发漏发' }]);
    expect(afterSalesTypeOptions({}, 'A')).toEqual([]);
  });
});

describe('8-hour complaint window after receipt', () => {
  it('is open from receipt through its last second', () => {
    expect(isWithinComplaintWindow(received, received)).toBe(true);
    expect(isWithinComplaintWindow(received, sh('2025-06-15 15:59:59'))).toBe(true);
    expect(isWithinComplaintWindow(received, sh('2025-06-15 16:00:00'))).toBe(true);
  });
  it('is closed one second (and one millisecond) after 8 hours', () => {
    expect(isWithinComplaintWindow(received, sh('2025-06-15 16:00:01'))).toBe(false);
    expect(isWithinComplaintWindow(received.getTime(), sh('2025-06-15 16:00:00').getTime() + 1)).toBe(false);
  });
  it('needs a receipt time', () => {
    expect(isWithinComplaintWindow(null, received)).toBe(false);
    expect(isWithinComplaintWindow(undefined, received)).toBe(false);
    expect(isWithinComplaintWindow(Number.NaN, received)).toBe(false);
    expect(isWithinComplaintWindow(received, Number.NaN)).toBe(false);
    expect(complaintWindowEndsAt(received)).toBe(sh('2025-06-15 16:00:00').getTime());
    expect(complaintWindowEndsAt(null)).toBeNull();
  });
  it('tolerates a receipt time slightly ahead of this clock', () => {
    expect(isWithinComplaintWindow(received, received.getTime() - 5_000)).toBe(true);
  });
});

describe('the after-sales deadline a delivered order shows (issue 26)', () => {
  const delivered = sh('2025-06-15 11:45:30');
  it('names the window’s end in Shanghai time while it is open, through its last second', () => {
    expect(afterSalesDeadlineText({ receivedAt: delivered }, delivered)).toBe('售后截止 06-15 19:45');
    expect(afterSalesDeadlineText({ receivedAt: delivered.getTime(), confirmedAt: null }, sh('2025-06-15 19:45:30'))).toBe(
      '售后截止 06-15 19:45',
    );
  });
  it('crosses midnight into the next day', () => {
    expect(afterSalesDeadlineText({ receivedAt: sh('2025-12-31 20:10:00') }, sh('2025-12-31 20:10:00'))).toBe('售后截止 01-01 04:10');
  });
  it('says 售后已截止 once the window has passed', () => {
    expect(afterSalesDeadlineText({ receivedAt: delivered }, sh('2025-06-15 19:45:31'))).toBe('售后已截止');
    expect(afterSalesDeadlineText({ receivedAt: delivered }, sh('2025-06-18 08:00:00'))).toBe('售后已截止');
  });
  it('says 售后已截止 once the buyer confirmed receipt, even inside the 8 hours', () => {
    expect(afterSalesDeadlineText({ receivedAt: delivered, confirmedAt: sh('2025-06-15 12:00:00') }, sh('2025-06-15 12:30:00'))).toBe(
      '售后已截止',
    );
  });
  it('says nothing before delivery or without the server’s clock', () => {
    expect(afterSalesDeadlineText({ receivedAt: null }, delivered)).toBeNull();
    expect(afterSalesDeadlineText({ receivedAt: undefined, confirmedAt: null }, delivered)).toBeNull();
    expect(afterSalesDeadlineText({ receivedAt: Number.NaN }, delivered)).toBeNull();
    expect(afterSalesDeadlineText({ receivedAt: delivered }, Number.NaN)).toBeNull();
  });
});

describe('afterSalesRefusal', () => {
  const base = { afterSalesStatus: '-1', receivedAt: received, now: sh('2025-06-15 10:00:00'), levelName: 'A', typeName: '质量问题' };
  it('allows a first claim in time for an eligible grade', () => {
    expect(afterSalesRefusal(base)).toBeNull();
  });
  it('refuses the same item twice', () => {
    expect(hasAfterSalesClaim('-1')).toBe(false);
    expect(hasAfterSalesClaim('0')).toBe(true);
    expect(afterSalesRefusal({ ...base, afterSalesStatus: '0' })).toBe('already_filed');
  });
  it('refuses before receipt, after the window, and forbidden types', () => {
    expect(afterSalesRefusal({ ...base, receivedAt: null })).toBe('not_received');
    expect(afterSalesRefusal({ ...base, now: sh('2025-06-15 16:00:01') })).toBe('window_closed');
    expect(afterSalesRefusal({ ...base, levelName: 'D' })).toBe('type_not_allowed');
  });
});

describe('compensation = purchase-day price × affected quantity − 5% normal loss', () => {
  it('computes in fen', () => {
    expect(compensationFen({ bunchPriceFen: 700, affectedBunches: 3 })).toBe(1995);
    expect(compensationFen({ bunchPriceFen: 1999, affectedBunches: 1 })).toBe(1899); // 1899.05
    expect(compensationFen({ bunchPriceFen: 10, affectedBunches: 1 })).toBe(10); // 9.5 → 10
  });
  it('caps the quantity at what was bought and refuses nonsense', () => {
    expect(compensationFen({ bunchPriceFen: 700, affectedBunches: 5, boughtBunches: 3 })).toBe(1995);
    expect(compensationFen({ bunchPriceFen: 700, affectedBunches: 0 })).toBe(0);
    expect(compensationFen({ bunchPriceFen: 700, affectedBunches: -2 })).toBe(0);
    expect(compensationFen({ bunchPriceFen: -700, affectedBunches: 2 })).toBe(0);
  });
});

describe('proof images', () => {
  const png = { name: 'rose.png', type: 'image/png', size: 1000 };
  it('accepts png, gif, jpeg and jpg', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/jpg', 'IMAGE/PNG']) {
      expect(imageFileRefusal({ ...png, type })).toBeNull();
    }
  });
  it('refuses other types with 只能是图片!', () => {
    for (const type of ['image/webp', 'image/svg+xml', 'video/mp4', 'application/pdf']) {
      expect(imageFileRefusal({ ...png, type })).toBe('只能是图片!');
    }
  });
  it('falls back to the extension when there is no MIME type', () => {
    expect(imageFileRefusal({ name: 'ROSE.JPG', type: '', size: 10 })).toBeNull();
    expect(imageFileRefusal({ name: 'rose.webp', type: '', size: 10 })).toBe('只能是图片!');
    expect(imageFileRefusal({ name: 'rose', type: '', size: 10 })).toBe('只能是图片!');
  });
  it('must be under 3 MB', () => {
    expect(imageFileRefusal({ ...png, size: MB3 - 1 })).toBeNull();
    expect(imageFileRefusal({ ...png, size: MB3 })).toBe('上传图片大小不能超过 3MB!');
    expect(imageFileRefusal({ ...png, size: Number.NaN })).toBe('上传图片大小不能超过 3MB!');
  });
  it('at most 3 images in all', () => {
    expect(proofImagesRefusal(0, [png, png, png])).toBeNull();
    expect(proofImagesRefusal(2, [png])).toBeNull();
    expect(proofImagesRefusal(2, [png, png])).toBe('最多上传3张图片');
    expect(proofImagesRefusal(0, [])).toBeNull();
    expect(proofImagesRefusal(0, [png, { ...png, size: MB3 }])).toBe('上传图片大小不能超过 3MB!');
  });
});

describe('who uploads and reads which images', () => {
  const staff = (role: 'admin' | 'fulfilment' | 'finance' | 'service') => ({ kind: 'staff', id: 9, role }) as const;
  const buyer = (id: number) => ({ kind: 'buyer', id }) as const;

  it('private kinds: their buyer and the staff at their desk only', () => {
    expect(['admin', 'service', 'finance', 'fulfilment'].map((role) => mayReadUpload('after-sales', 7, staff(role as 'admin')))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['admin', 'service', 'finance', 'fulfilment'].map((role) => mayReadUpload('identity', 7, staff(role as 'admin')))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(mayReadUpload('identity', 7, buyer(7))).toBe(true);
    expect(mayReadUpload('identity', 7, buyer(8))).toBe(false);
    expect(mayReadUpload('identity', 7, null)).toBe(false);
    expect(mayReadUpload('lot', null, null)).toBe(true);
    expect(mayReadUpload('unknown', null, staff('admin'))).toBe(false);
  });

  it('public kinds: only staff at their desk upload them; buyers upload only their own kinds', () => {
    expect(mayUpload('lot', staff('fulfilment'))).toBe(true);
    expect(mayUpload('lot', staff('service'))).toBe(false);
    expect(mayUpload('lot', staff('finance'))).toBe(false);
    expect(mayUpload('banner', staff('admin'))).toBe(true);
    expect(mayUpload('banner', staff('fulfilment'))).toBe(false);
    expect(mayUpload('after-sales', buyer(1))).toBe(true);
    expect(mayUpload('after-sales', staff('admin'))).toBe(false);
    expect(mayUpload('lot', buyer(1))).toBe(false);
  });
});

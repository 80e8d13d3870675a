import { LOT_NOTE_LABELS } from '@huashi/domain';

/** 优点 and 瑕疵 of a supplier row as labelled parts, only the parts present. */
export function supplierNoteParts(row: { meritName: string; salepointName: string }): string[] {
  const merit = row.meritName.trim();
  const salepoint = row.salepointName.trim();
  return [merit && `${LOT_NOTE_LABELS.merit}：${merit}`, salepoint && `${LOT_NOTE_LABELS.salepoint}：${salepoint}`].filter(Boolean);
}

/** 优点 and 瑕疵 of a supplier row joined by " · ", only the parts present ('' when neither is). */
export function supplierNotes(row: { meritName: string; salepointName: string }): string {
  return supplierNoteParts(row).join(' · ');
}

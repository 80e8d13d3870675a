/** 优点 and 卖点/瑕疵 of a supplier row as labelled parts, only the parts present. */
export function supplierNoteParts(row: { meritName: string; salepointName: string }): string[] {
  const merit = row.meritName.trim();
  const salepoint = row.salepointName.trim();
  return [merit && `优点：${merit}`, salepoint && `卖点/瑕疵：${salepoint}`].filter(Boolean);
}

/** 优点 and 卖点/瑕疵 of a supplier row joined by " · ", only the parts present ('' when neither is). */
export function supplierNotes(row: { meritName: string; salepointName: string }): string {
  return supplierNoteParts(row).join(' · ');
}

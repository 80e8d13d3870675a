/**
 * Banks a card can be bound to (/v1/info/get-bank-list) and recognising a card's bank from its number (issue 17).
 *
 * The BIN table is PARTIAL on purpose: the most common 6-digit prefixes of the major Chinese banks' debit cards,
 * enough to pre-select the bank for most buyers. A number whose prefix is not in the table is still accepted —
 * the buyer then picks the bank from the list. The longest matching prefix wins.
 */
import { normalizeBankCardNumber } from './identity';

export type Bank = { code: string; name: string };

/** The bank list, in the order the form shows it. */
export const BANKS: readonly Bank[] = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'CITIC', name: '中信银行' },
  { code: 'CEB', name: '中国光大银行' },
  { code: 'CMBC', name: '中国民生银行' },
  { code: 'SPDB', name: '上海浦东发展银行' },
  { code: 'CIB', name: '兴业银行' },
  { code: 'PAB', name: '平安银行' },
  { code: 'HXB', name: '华夏银行' },
  { code: 'GDB', name: '广发银行' },
];

/** Partial BIN table: prefix → bank code (see the module comment). */
const BIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  ICBC: ['622202', '622203', '622208', '621226', '621225', '620200', '622200', '621558', '621559'],
  ABC: ['622848', '622845', '622846', '622849', '622843', '622841', '622821', '621282', '621336'],
  BOC: ['621661', '621660', '621663', '621666', '621667', '621669', '621785', '621786', '621787', '621788', '621790', '601382'],
  CCB: ['621700', '622700', '436742', '622280', '621284', '621081', '621467', '621673'],
  BOCOM: ['622260', '622262', '622261', '621069', '601428', '405512'],
  PSBC: ['621799', '622188', '621098', '622150', '622151', '621095', '620062'],
  CMB: ['621483', '622588', '622609', '410062', '621286', '622580', '621485', '621486'],
  CITIC: ['621771', '622690', '622691', '433670', '621773'],
  CEB: ['622660', '622662', '622663', '622666', '621489', '621490'],
  CMBC: ['622622', '622615', '622617', '415599', '421393', '621691'],
  SPDB: ['622521', '622522', '622523', '622516', '622518', '621792'],
  CIB: ['622908', '622909', '438588', '622901'],
  PAB: ['622155', '622156', '622157', '622158', '621626', '622986'],
  HXB: ['622630', '622631', '622632', '622633', '621222'],
  GDB: ['622568', '621462', '625809', '622556'],
};

const BIN_TO_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(BIN_PREFIXES).flatMap(([code, prefixes]) => prefixes.map((prefix) => [prefix, code] as const)),
);

export function bankByCode(code: string): Bank | null {
  return BANKS.find((bank) => bank.code === code) ?? null;
}

/** The bank a card number belongs to, when its prefix is in the (partial) table; null otherwise or for a non-card. */
export function bankOfCardNumber(input: string): Bank | null {
  const digits = normalizeBankCardNumber(input);
  if (digits === null) return null;
  for (let length = 8; length >= 4; length -= 1) {
    const code = BIN_TO_CODE.get(digits.slice(0, length));
    if (code) return bankByCode(code);
  }
  return null;
}

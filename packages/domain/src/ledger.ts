/**
 * One movement of a buyer's money as a balance_ledger row records it (issue 17): the signed change of the balance
 * (io_value) and of the frozen amount (frozen_delta). Read the same way on the buyer's bills (/money, BillList) and on
 * the staff's 资金流水 (back office 买家 desk, BuyerLedger): written once, here.
 *
 * A row that only moves the frozen amount — a withdrawal's freeze (+) or its release on rejection (−) — reads
 * 冻结 105.00 / 解冻 105.00 in a neutral tone, never as a green +0.00. Every other row reads as money in (收入,
 * including a zero change) or out (支出) by the sign of its balance change; a withdrawal's payout (balance and frozen
 * both −105.00) is money out.
 */
import { formatYuan, type Fen } from './money';

export type LedgerMovementKind = 'in' | 'out' | 'freeze' | 'release';

export const LEDGER_MOVEMENT_WORDS = { in: '收入', out: '支出', freeze: '冻结', release: '解冻' } as const satisfies Record<
  LedgerMovementKind,
  string
>;

export type LedgerMovement = {
  kind: LedgerMovementKind;
  /** in green, out plain, frozen (freeze and release) neutral. */
  tone: 'in' | 'out' | 'frozen';
  /** 收入 / 支出 / 冻结 / 解冻. */
  word: (typeof LEDGER_MOVEMENT_WORDS)[LedgerMovementKind];
  /** The amount moved, never negative (fen). */
  fen: Fen;
};

const whole = (fen: Fen | null | undefined): Fen => (typeof fen === 'number' && Number.isFinite(fen) ? Math.round(fen) : 0);

/** What a ledger row moved: its balance change, or — when only the frozen amount moved — the freeze or release. */
export function ledgerMovement(ioValueFen: Fen, frozenDeltaFen: Fen | null | undefined = 0): LedgerMovement {
  const io = whole(ioValueFen);
  const frozen = whole(frozenDeltaFen);
  let kind: LedgerMovementKind;
  if (io === 0 && frozen !== 0) kind = frozen > 0 ? 'freeze' : 'release';
  else kind = io < 0 ? 'out' : 'in';
  const fen = Math.abs(kind === 'freeze' || kind === 'release' ? frozen : io);
  const tone = kind === 'in' || kind === 'out' ? kind : 'frozen';
  return { kind, tone, word: LEDGER_MOVEMENT_WORDS[kind], fen };
}

/**
 * The movement as text, its amount written by `format` (formatYuan on the bills, formatPrice on the staff desk):
 * +1000.00 / -12.30 for money in and out, 冻结 105.00 / 解冻 105.00 for the frozen amount; and its spoken label
 * (收入1000.00元, 冻结105.00元) for screen readers.
 */
export function ledgerMovementText(movement: LedgerMovement, format: (fen: Fen) => string): { text: string; label: string } {
  const figure = format(movement.fen);
  const sign = { in: '+', out: '-', freeze: `${movement.word} `, release: `${movement.word} ` }[movement.kind];
  return { text: `${sign}${figure}`, label: `${movement.word}${formatYuan(movement.fen)}元` };
}

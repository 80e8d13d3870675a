import { yuanToFen } from '@huashi/domain';

/** A yuan string from the API ("12.30") → fen for <Price>; anything unreadable → 0. */
export function yuanFen(yuan: string | number | null | undefined): number {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  return yuanToFen(yuan) ?? 0;
}

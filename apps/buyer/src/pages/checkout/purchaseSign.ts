import { cartKeys } from '@huashi/api';
import { createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { queryOptions } from '@tanstack/react-query';
import { cart } from '../../session';

export type Signer = { key: SignKey; /** server clock − browser clock, in ms */ offsetMs: number };

/**
 * The purchase-sign key the client holds (§9), read once and kept, with the difference between the server's market
 * clock and this browser's: the sign carries the server's time, so a PC clock that runs wrong (or a demo server
 * pinned by MARKET_NOW) does not get every purchase refused as expired.
 */
export const signerQuery = queryOptions({
  queryKey: cartKeys.signKey(),
  queryFn: async (): Promise<Signer> => {
    const sentAt = Date.now();
    const { key, serverTime } = await cart.signKey();
    const receivedAt = Date.now();
    const parsed = parseSignKey(key);
    if (!parsed) throw new Error('bad sign key');
    return { key: parsed, offsetMs: serverTime - (sentAt + receivedAt) / 2 };
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** Browser randomness for the sign's nonce. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  window.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

/** A fresh purchase sign (AES-ECB/PKCS7 over a random string plus epoch seconds): the order's idempotency key. */
export function newPurchaseSign({ key, offsetMs }: Signer): string {
  return createPurchaseSign({ key, now: new Date(Date.now() + offsetMs), random: cryptoRandom });
}

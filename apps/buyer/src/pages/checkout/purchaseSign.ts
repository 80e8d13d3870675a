import { createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { cart } from '../../session';

let keyPromise: Promise<SignKey> | null = null;

/** The purchase-sign key the client holds (§9), fetched once from the server. */
function signKey(): Promise<SignKey> {
  keyPromise ??= cart
    .signKey()
    .then(({ key }) => {
      const parsed = parseSignKey(key);
      if (!parsed) throw new Error('bad sign key');
      return parsed;
    })
    .catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
  return keyPromise;
}

/** Browser randomness for the sign's nonce. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  window.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

/** A fresh purchase sign (AES-ECB/PKCS7 over a random string plus epoch seconds): the order's idempotency key. */
export async function newPurchaseSign(): Promise<string> {
  return createPurchaseSign({ key: await signKey(), now: new Date(), random: cryptoRandom });
}

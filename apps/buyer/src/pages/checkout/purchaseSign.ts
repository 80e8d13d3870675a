import { createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { cart } from '../../session';

type Signer = { key: SignKey; /** server clock − browser clock, in ms */ offsetMs: number };

let signer: Promise<Signer> | null = null;

/**
 * The purchase-sign key the client holds (§9), fetched once, with the difference between the server's market
 * clock and this browser's: the sign carries the server's time, so a PC clock that runs wrong (or a demo
 * server pinned by MARKET_NOW) does not get every purchase refused as expired.
 */
function loadSigner(): Promise<Signer> {
  signer ??= (async () => {
    const sentAt = Date.now();
    const { key, serverTime } = await cart.signKey();
    const receivedAt = Date.now();
    const parsed = parseSignKey(key);
    if (!parsed) throw new Error('bad sign key');
    return { key: parsed, offsetMs: serverTime - (sentAt + receivedAt) / 2 };
  })().catch((error: unknown) => {
    signer = null;
    throw error;
  });
  return signer;
}

/** Browser randomness for the sign's nonce. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  window.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

/** A fresh purchase sign (AES-ECB/PKCS7 over a random string plus epoch seconds): the order's idempotency key. */
export async function newPurchaseSign(): Promise<string> {
  const { key, offsetMs } = await loadSigner();
  return createPurchaseSign({ key, now: new Date(Date.now() + offsetMs), random: cryptoRandom });
}

/**
 * Passwords travel RSA-encrypted (jsencrypt, PKCS#1 v1.5, spec §9). Node 20 refuses PKCS#1 v1.5
 * in crypto.privateDecrypt, so decryption uses node-forge. The key pair is generated on first
 * start and kept in the settings table, so it survives restarts and is shared by instances.
 */
import forge from 'node-forge';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export type RsaKeys = { publicKeyPem: string; decrypt: (base64: string) => string | null };

export function rsaFromPem(privateKeyPem: string, publicKeyPem: string): RsaKeys {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  return {
    publicKeyPem,
    decrypt(base64) {
      try {
        const bytes = forge.util.decode64(base64);
        if (bytes.length === 0) return null;
        return forge.util.decodeUtf8(key.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
      } catch {
        return null;
      }
    },
  };
}

export async function loadOrCreateRsaKeys(db: Db): Promise<RsaKeys> {
  const rows = await db.select().from(settings).where(eq(settings.key, 'rsa_private_key'));
  const pub = await db.select().from(settings).where(eq(settings.key, 'rsa_public_key'));
  if (rows[0] && pub[0]) return rsaFromPem(rows[0].value, pub[0].value);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  // Two instances starting at once: the first insert wins and both read it back.
  await db
    .insert(settings)
    .values([
      { key: 'rsa_private_key', value: privateKey },
      { key: 'rsa_public_key', value: publicKey },
    ])
    .onConflictDoNothing();
  const [priv2] = await db.select().from(settings).where(eq(settings.key, 'rsa_private_key'));
  const [pub2] = await db.select().from(settings).where(eq(settings.key, 'rsa_public_key'));
  return rsaFromPem(priv2!.value, pub2!.value);
}

/** Encrypts like jsencrypt does in the browser; used by tests and scripts. */
export function rsaEncrypt(publicKeyPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

import JSEncrypt from 'jsencrypt';

/** Encrypts a password with the server's RSA public key (PKCS#1 v1.5, spec §9). */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encrypted = rsa.encrypt(password);
  if (!encrypted) throw new Error('密码加密失败，请刷新页面后重试');
  return encrypted;
}

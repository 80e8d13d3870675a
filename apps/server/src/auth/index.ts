/**
 * `@huashi/server/auth`: what a script needs to make buyers that log in (benchmarks): a password hashed as the server
 * stores it, and a password encrypted as the apps send it (the server's public key, RSA PKCS#1 v1.5).
 */
export { hashPassword } from './password';
export { rsaEncrypt } from './rsa';

/**
 * `npm run staff:code -- <admin|caiwu|BASE32SECRET> [--at <ISO 8601 instant>]`
 *
 * Prints the current one-time code of a demo staff member (their published demo secret, seed/staff.ts) or of a
 * secret given as it is, for a tester without an authenticator app. The time is this machine's, or `--at` (a server
 * started with MARKET_NOW runs its clock from that instant: pass the server's time, e.g. /api/health's `time`).
 */
import { parseArgs } from 'node:util';
import { totpCode } from '../auth/totp';
import { DEMO_STAFF } from '../seed/staff';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { at: { type: 'string' } } });
const who = positionals[0] ?? '';
const secret = DEMO_STAFF.find((member) => member.loginName === who)?.totpSecret ?? (/^[A-Z2-7]{16,}=*$/.test(who) ? who : null);
if (!secret) {
  const enrolled = DEMO_STAFF.filter((member) => member.totpSecret !== null).map((member) => member.loginName);
  console.error(`staff:code: name an enrolled demo member (${enrolled.join(', ')}) or a base32 secret`);
  process.exit(2);
}
const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error('staff:code: --at must be an ISO 8601 instant');
  process.exit(2);
}
console.log(totpCode(secret, at));

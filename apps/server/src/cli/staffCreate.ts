/**
 * `npm run staff:create -- --name <login> --role <admin|fulfilment|finance|service> [--display <姓名>]`
 *
 * Creates a staff account — the way a production market gets its first 管理员 (production never seeds staff, and no
 * account has a default password). The password is asked twice on a terminal (not echoed), or read as the first
 * line of standard input when it is piped. The database is the server's: DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR (the running server's, or started for the command and stopped after). The creation is audited as
 * done by the command line.
 */
import { isStaffRole, STAFF_ROLE_CODES, STAFF_ROLES, staffPasswordProblem, type StaffRole } from '@huashi/domain';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateDb } from '../db/client';
import { openCliDatabase } from './database';
import { createStaff, newStaffProblem } from '../services/staff';

function fail(message: string): never {
  console.error(`staff:create: ${message}`);
  process.exit(2);
}

/** A role by code (admin) or Chinese name (管理员). */
function roleOf(text: string | undefined): StaffRole {
  if (isStaffRole(text)) return text;
  const byName = STAFF_ROLE_CODES.find((code) => STAFF_ROLES[code].name === text);
  if (byName) return byName;
  return fail(`--role must be one of ${STAFF_ROLE_CODES.map((code) => `${code} (${STAFF_ROLES[code].name})`).join(', ')}`);
}

/** Reads a line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      // Echo the prompt and the line end, never the typed characters.
      if (text.startsWith(question) || text === '\r\n' || text === '\n') write.call(rl, text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('密码: ');
    const problem = staffPasswordProblem(first);
    if (problem) fail(problem);
    if ((await askHidden('再次输入密码: ')) !== first) fail('两次输入的密码不一致');
    return first;
  }
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return fail('no password on standard input');
}

async function main() {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, role: { type: 'string' }, display: { type: 'string' } },
    strict: true,
  });
  if (!values.name) fail('--name <login name> is required');
  const role = roleOf(values.role);
  const loginName = values.name;
  const displayName = values.display ?? loginName;
  const password = await readPassword();
  const problem = newStaffProblem({ loginName, displayName, role, password });
  if (problem) fail(problem);

  const config = loadConfig();
  const { database, close } = await openCliDatabase(config);
  try {
    await migrateDb(database.db);
    const created = await createStaff(database.db, null, { loginName, displayName, role, password });
    console.log(`Created ${created.roleName} ${created.displayName} (login: ${created.loginName}).`);
  } catch (error) {
    console.error(`staff:create: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await close();
  }
}

void main();

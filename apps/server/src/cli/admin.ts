import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { displayName, email, newPassword } from '@soroban/contracts';
import { loadConfig } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import { accountByEmail, allAccounts, createAccount, setDisabled, setPaid } from '../services/accounts.ts';
import { CurriculumFileError, loadCurriculum } from '../services/curriculum.ts';
import { placeLearner } from '../services/guided.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --email E --password P --name N [--paid]   create an account
  grant-paid --email E                                    make the account a paid subscriber
  revoke-paid --email E                                   make the account free again
  disable --email E                                       block sign-in and end its sessions
  enable --email E                                        allow sign-in again
  list-users                                              list every account
  load-curriculum --file F                                check and load a curriculum JSON file (all or nothing)
  guided-place --email E --unit N                         start the learner's guided program at unit N (units before it jumped)

Works on the database the server uses: DATABASE_URL when set, else the SQLite file in DATA_DIR (default data/).`;

class UsageError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues.map((issue) => issue.message).join(' '));
  return result.data;
}

async function accountOf(db: Db, values: Record<string, string | boolean | undefined>) {
  const address = parsed(email, required(values, 'email'));
  const user = await accountByEmail(db, address);
  if (!user) throw new UsageError(`No account has the email ${address}.`);
  return user;
}

type Command = (db: Db, values: Record<string, string | boolean | undefined>) => Promise<string>;

const commands: Record<string, Command> = {
  'create-user': async (db, values) => {
    const address = parsed(email, required(values, 'email'));
    const name = parsed(displayName, required(values, 'name'));
    const password = parsed(newPassword, required(values, 'password'));
    const user = await createAccount(db, {
      email: address,
      displayName: name,
      passwordHash: await hashPassword(password),
      createdAt: new Date().toISOString(),
      isPaid: values.paid === true,
    });
    if (!user) throw new UsageError(`An account with the email ${address} already exists.`);
    return `Created account #${user.id} for ${address} (${name})${user.is_paid ? ', paid subscriber' : ''}.`;
  },
  'grant-paid': async (db, values) => {
    const user = await accountOf(db, values);
    await setPaid(db, user.id, true);
    return `${user.email} is now a paid subscriber: no margin ads.`;
  },
  'revoke-paid': async (db, values) => {
    const user = await accountOf(db, values);
    await setPaid(db, user.id, false);
    return `${user.email} is now a free account.`;
  },
  disable: async (db, values) => {
    const user = await accountOf(db, values);
    await setDisabled(db, user.id, true);
    return `${user.email} is disabled and signed out everywhere.`;
  },
  enable: async (db, values) => {
    const user = await accountOf(db, values);
    await setDisabled(db, user.id, false);
    return `${user.email} can sign in again.`;
  },
  'load-curriculum': async (db, values) => {
    const file = required(values, 'file');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    try {
      const result = await loadCurriculum(db, text, new Date());
      const what = { created: 'loaded', updated: 'updated', unchanged: 'already loaded, unchanged' }[result.status];
      return `Curriculum ${result.lpath} '${result.name}' ${what}: ${result.units} units, ${result.activities} activities.`;
    } catch (error) {
      if (error instanceof CurriculumFileError) throw new UsageError(`${file} was not loaded; nothing changed:\n${error.message}`);
      throw error;
    }
  },
  'guided-place': async (db, values) => {
    const user = await accountOf(db, values);
    const unit = Number(required(values, 'unit'));
    if (!Number.isInteger(unit) || unit < 1) throw new UsageError('--unit must be a unit number: 1, 2, 3…');
    try {
      const at = await placeLearner({ db, now: new Date(), user }, unit);
      return `${user.email} is on ${at.workingUnit}.`;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  },
  'list-users': async (db) => {
    const users = await allAccounts(db);
    if (users.length === 0) return 'No accounts yet.';
    const rows = users.map((u) =>
      [
        String(u.id).padStart(5),
        u.email.padEnd(32),
        u.display_name.padEnd(24),
        u.is_paid ? 'paid' : 'free',
        u.is_disabled ? 'disabled' : 'active',
        u.created_at,
      ].join('  '),
    );
    return [`   id  ${'email'.padEnd(32)}  ${'name'.padEnd(24)}  plan  state   created`, ...rows].join('\n');
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command '${name}'.\n\n${USAGE}` : USAGE);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        paid: { type: 'boolean' },
        file: { type: 'string' },
        unit: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const db = connect(loadConfig());
  try {
    await migrateToLatest(db);
    console.log(await command(db, values));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await db.kysely.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));

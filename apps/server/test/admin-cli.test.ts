import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountByEmail } from '../src/services/accounts.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

/** Runs the real command against the same database, as an operator would. */
async function admin(...args: string[]) {
  const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each command is a fresh Node process that compiles the server's TypeScript: seconds apiece on a busy machine.
describe('npm run admin', { timeout: 90_000 }, () => {
  it('creates a user, grants and revokes a subscription, disables and enables, and lists users', async () => {
    expect((await admin('create-user', '--email', 'Teacher@School.org', '--password', 'long enough', '--name', 'Ms Tanaka')).stdout).toMatch(
      /Created account #\d+ for teacher@school.org \(Ms Tanaka\)/,
    );
    expect((await admin('grant-paid', '--email', 'teacher@school.org')).stdout).toMatch(/paid subscriber/);
    expect((await accountByEmail(database.db, 'teacher@school.org'))?.is_paid).toBe(1);
    await admin('revoke-paid', '--email', 'teacher@school.org');
    expect((await accountByEmail(database.db, 'teacher@school.org'))?.is_paid).toBe(0);
    await admin('disable', '--email', 'teacher@school.org');
    expect((await accountByEmail(database.db, 'teacher@school.org'))?.is_disabled).toBe(1);
    await admin('enable', '--email', 'teacher@school.org');
    expect((await accountByEmail(database.db, 'teacher@school.org'))?.is_disabled).toBe(0);
    expect((await admin('list-users')).stdout).toMatch(/teacher@school.org\s+Ms Tanaka\s+free\s+active/);
  });

  it('loads a curriculum file, and refuses a broken one with the line and the reason', async () => {
    const bundled = fileURLToPath(new URL('../../../content/curriculum/lpath-1442.json', import.meta.url));
    const loaded = await admin('load-curriculum', '--file', bundled);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(loaded.stdout).toMatch(/Curriculum 1442 .* (loaded|updated|already loaded, unchanged): \d+ units, \d+ activities\./);
    const broken = join(database.dataDir, 'broken.json');
    writeFileSync(broken, readFileSync(bundled, 'utf8').replace('"steps": 2', '"steps": "two"'));
    const refused = await admin('load-curriculum', '--file', broken);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/line \d+: units\[\d+\]\.activities\[\d+\]\.steps must be a whole number/);
  });

  it('places a learner at a unit of the guided program (after the curriculum is loaded), and refuses a unit it does not have', async () => {
    await admin('create-user', '--email', 'pupil@school.org', '--password', 'long enough', '--name', 'Pupil');
    const placed = await admin('guided-place', '--email', 'pupil@school.org', '--unit', '32');
    expect(placed.stdout, placed.stderr).toMatch(/pupil@school.org is on Unit 32: 1 kyu: mock exam\./);
    const refused = await admin('guided-place', '--email', 'pupil@school.org', '--unit', '99');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/unit must be one of 1 to 32 of Soroban & Mental Math/);
  });

  it('exits non-zero with a clear message on bad arguments', async () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /Usage: npm run admin/],
      [['launch-rockets'], /Unknown command 'launch-rockets'/],
      [['grant-paid'], /--email is required/],
      [['grant-paid', '--email', 'nobody@example.com'], /No account has the email nobody@example.com/],
      [['create-user', '--email', 'kid@example.com', '--password', 'short', '--name', 'Kid'], /Password needs at least 8 characters/],
      [['disable', '--emial', 'x@y.z'], /Unknown option '--emial'/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  });
});

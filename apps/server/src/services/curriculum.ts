import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { learningPathSchema } from '@soroban/contracts';
import type { LearningPath } from '@soroban/core';
import type { Db } from '../db/connect.ts';
import { findCurriculumHash, findCurriculumRow, upsertCurriculum } from '../repositories/guided-curricula.ts';
import { formatPath, jsonErrorOffset, jsonValueLines, lineAtOffset, lineOf } from './curriculum-json-lines.ts';

export const CURRICULUM_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../content/curriculum');

/** A curriculum file that cannot be loaded: every problem with its line, nothing written. */
export class CurriculumFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const MAX_PROBLEMS = 20;

/** Checks a curriculum file's text; answers the curriculum or throws with 'line N: path reason' problems. */
export function parseCurriculum(text: string): LearningPath {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const line = lineAtOffset(text, jsonErrorOffset(text));
    throw new CurriculumFileError([
      `line ${line}: the file is not valid JSON (${message
        .split('\n')[0]
        ?.replace(/ in JSON at position \d+.*$/, '')
        .slice(0, 120)})`,
    ]);
  }
  const result = learningPathSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = jsonValueLines(text);
  const problems = result.error.issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = formatPath(issue.path);
    const last = issue.path[issue.path.length - 1];
    // Practice params' messages start with the field's name ("digits must be at most 6").
    let message = typeof last === 'string' && issue.message.startsWith(`${last} `) ? issue.message.slice(last.length + 1) : issue.message;
    if (!path) return `line ${lineOf(lines, issue.path)}: ${message}`;
    message = /^[a-z]/.test(message) ? ` ${message}` : `: ${message}`;
    return `line ${lineOf(lines, issue.path)}: ${path}${message}`;
  });
  if (result.error.issues.length > MAX_PROBLEMS) problems.push(`…and ${result.error.issues.length - MAX_PROBLEMS} more problems`);
  throw new CurriculumFileError(problems);
}

export interface LoadResult {
  lpath: number;
  name: string;
  status: 'created' | 'updated' | 'unchanged';
  units: number;
  activities: number;
}

/** Checks and upserts one curriculum (by lpath): all of it or, when anything is wrong, none of it. */
export async function loadCurriculum(db: Db, text: string, now: Date): Promise<LoadResult> {
  const path = parseCurriculum(text);
  const content = JSON.stringify(path);
  const hash = createHash('sha256').update(content).digest('hex');
  const units = path.units.length;
  const activities = path.units.reduce((sum, unit) => sum + unit.activities.length, 0);
  const summary = { lpath: path.lpath, name: path.name, units, activities };
  const existing = await findCurriculumHash(db.kysely, path.lpath);
  if (existing === hash) return { ...summary, status: 'unchanged' };
  await upsertCurriculum(db.kysely, { lpath: path.lpath, name: path.name, content, content_hash: hash, units, activities, loaded_at: now.toISOString() });
  return { ...summary, status: existing === undefined ? 'created' : 'updated' };
}

/** Loads every content/curriculum/*.json (server start); unchanged files cost one hash lookup each. */
export async function loadBundledCurricula(db: Db, now: Date, dir = CURRICULUM_DIR): Promise<LoadResult[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const results: LoadResult[] = [];
  for (const file of files) {
    try {
      results.push(await loadCurriculum(db, readFileSync(join(dir, file), 'utf8'), now));
    } catch (error) {
      if (error instanceof CurriculumFileError) throw new Error(`${file}:\n${error.message}`, { cause: error });
      throw error;
    }
  }
  return results;
}

// Curricula change only when an operator loads a file, so each process keeps the parsed content
// by hash and checks the hash (one indexed row) per request: another instance's load shows at once.
const cache = new Map<string, LearningPath>();

export async function currentCurriculum(db: Db, lpath: number): Promise<LearningPath | undefined> {
  return curriculumWithHash(db, lpath, await findCurriculumHash(db.kysely, lpath));
}

/** The curriculum whose current content hash the caller has just read (see launchpadFacts). */
export async function curriculumWithHash(db: Db, lpath: number, hash: string | undefined): Promise<LearningPath | undefined> {
  if (hash === undefined) return undefined;
  const cached = cache.get(hash);
  if (cached) return cached;
  const row = await findCurriculumRow(db.kysely, lpath);
  if (!row) return undefined;
  const path = JSON.parse(row.content) as LearningPath;
  if (cache.size > 16) cache.clear();
  cache.set(row.content_hash, path);
  return path;
}

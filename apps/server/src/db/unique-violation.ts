/**
 * A unique-key clash in either database: another request (in this process or another) inserted the
 * same key at the same moment, after this one looked and found nothing.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error (as thrown by pg, or wrapped by drizzle in `cause`) is a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}

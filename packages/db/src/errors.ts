// Recognising database errors the same way on PGlite and on PostgreSQL (drizzle wraps the
// driver's error as `cause`).

interface DriverError {
  code?: string;
  constraint?: string;
  cause?: DriverError;
}

/** True for a unique-constraint violation (SQLSTATE 23505), of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const outer = error as DriverError | null;
  const inner = outer?.cause ?? outer;
  if (inner?.code !== '23505') return false;
  return constraint === undefined || inner.constraint === constraint || String(inner).includes(constraint);
}

/**
 * What the database answers when two requests race for the same row: the constraint's name (both pg and
 * PGlite report it) tells a conflict a user caused, to be answered as such, from a bug, which stays a 500.
 */
interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
}

function violates(error: unknown, sqlState: string, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as DatabaseError;
  return code === sqlState && name === constraint;
}

/** A unique index or constraint refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown, constraint: string) => violates(error, '23505', constraint);

/** The row refers to one that is gone (SQLSTATE 23503). */
export const isForeignKeyViolation = (error: unknown, constraint: string) =>
  violates(error, '23503', constraint);

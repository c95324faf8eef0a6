// Multi-row INSERTs with inlined, escaped literals, cut so that every statement stays below 90,000
// UTF-8 bytes (D1 refuses statements of 100 KB or more and allows only 100 bound parameters, so the
// index is written with literals, as storage/sql.ts does for documents).
import { utf8Length } from '#worker/platform/storage/sql.ts';

export const MAX_STATEMENT_BYTES = 90_000;

export { utf8Length };

export function sqlLiteral(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

export function tuple(values: ReadonlyArray<string | number>): string {
  return `(${values.map(sqlLiteral).join(',')})`;
}

/** `head` + comma-joined tuples + `tail`, split into as many statements as the byte limit needs. */
export function chunkedInsert(head: string, tuples: readonly string[], tail = ';'): string[] {
  const statements: string[] = [];
  const fixed = utf8Length(head) + utf8Length(tail);
  let current: string[] = [];
  let size = fixed;
  for (const t of tuples) {
    const bytes = utf8Length(t) + 1;
    if (fixed + bytes > MAX_STATEMENT_BYTES)
      throw new Error(`one row is too large for a D1 statement (${bytes} bytes)`);
    if (current.length > 0 && size + bytes > MAX_STATEMENT_BYTES) {
      statements.push(`${head}${current.join(',')}${tail}`);
      current = [];
      size = fixed;
    }
    current.push(t);
    size += bytes;
  }
  if (current.length > 0) statements.push(`${head}${current.join(',')}${tail}`);
  return statements;
}

import fs from 'node:fs';

/** The last lines of a log file, for error messages. */
export function logTail(file: string, lines = 40): string {
  if (!fs.existsSync(file)) return `(no log at ${file})`;
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// The soak's check of the edge cache's tag index (ADR 059): the storefront runs with a small row budget, the
// hostile stream sends cache-busting searches and pages, and at the end the table must hold at most the budget
// plus one entry's rows. Read after the server stopped, from the same local D1 state it wrote.
import { fromRepoRoot, localBin, repoRoot } from '#scripts/lib/project-paths.ts';
import { runCommand } from '#scripts/lib/run-command.ts';
import { wranglerEnv } from '#scripts/lib/wrangler-env.ts';
import { MAX_TAGS_PER_ENTRY } from '#shared/config/input-limits.ts';

/** The soak's budget: small enough that one minute of the hostile stream fills it (20,000 in a deployment). */
export const SOAK_TAG_ROWS = 2_000;
/** The table may pass the budget by the rows of the entry whose store found it full. */
export const SOAK_TAG_ROWS_LIMIT = SOAK_TAG_ROWS + MAX_TAGS_PER_ENTRY;

export interface TagIndexCheck {
  rows: number;
  entries: number;
  ok: boolean;
}

export async function readTagIndex(stateDir: string): Promise<TagIndexCheck> {
  const { output } = await runCommand(
    localBin('wrangler'),
    [
      'd1',
      'execute',
      'storefront',
      '--local',
      '--persist-to',
      fromRepoRoot(stateDir),
      '--json',
      '--command',
      'SELECT COUNT(*) AS rows, COUNT(DISTINCT cache_key) AS entries FROM edge_cache_tags',
    ],
    { cwd: repoRoot, env: wranglerEnv() },
  );
  const parsed = JSON.parse(output.slice(output.indexOf('['))) as Array<{
    results: Array<{ rows: number; entries: number }>;
  }>;
  const { rows, entries } = parsed[0]?.results[0] ?? { rows: Number.NaN, entries: Number.NaN };
  return { rows, entries, ok: rows <= SOAK_TAG_ROWS_LIMIT };
}

export function tagIndexLine(check: TagIndexCheck, bustingSent: number): string {
  return (
    `tag index: ${check.rows} rows of ${check.entries} entries after ${bustingSent} cache-busting requests ` +
    `(budget ${SOAK_TAG_ROWS}, limit ${SOAK_TAG_ROWS_LIMIT}): ${check.ok ? 'bounded' : 'OVER'}`
  );
}

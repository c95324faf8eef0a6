// V8's explicit compile hints for the chunks a first page load runs (issue 10: Total Blocking Time; ADR 053).
// By default V8 compiles a function lazily, on the main thread, the first time it runs: a cold page load (a first
// visit, Lighthouse's fresh profile) compiled ~1,000 functions of the framework, the shell and the page modules
// inside the hydration's tasks (~120 ms of a traced category load on this machine, ×4 on Lighthouse's phone). A
// file that starts with the magic comment below is compiled eagerly instead, on a background thread while it
// streams (Chrome 136+, https://v8.dev/blog/explicit-compile-hints); browsers without the feature read a comment.
// Only the chunks a page load runs on its own get it (firstLoadChunks): eager compilation of code that never runs
// costs memory and background time for nothing (the panels' bodies, the gallery viewer load on demand: lazy).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The magic comment; V8 honours it only as the file's first line (before any function). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A page module (ADR 017): what the server preloads with a page's document, besides the entry. */
const PAGE_MODULE = /client\/pages\/[^/]+\/route\.tsx$/;

/** What every page starts right after hydrating (vite.config.ts AFTER_HYDRATION group, ADR 043). */
const ALWAYS_RUN_GROUPS: readonly string[] = ['after-hydration'];

/** What a listing runs after its load event without the shopper doing anything (ADR 044: the listing's prefetch). */
const AFTER_LOAD_MODULES: readonly RegExp[] = [
  /client\/app\/page-prefetch\.ts$/,
  /client\/features\/listing\/prefetch\.browser\.ts$/,
];

/** The fields of a Rollup/Rolldown output chunk this reads. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * The chunks a page load runs without the shopper doing anything: the entry, every page module, the group every page
 * starts after hydrating and a listing's prefetch, with everything they import statically (for the entry and the
 * page modules: the chunks the server preloads, worker/pages/assets.ts).
 *
 * @example
 * firstLoadChunks(Object.values(bundle).filter(isChunk)) // ['assets/entry.browser-….js', 'assets/framework-….js', …]
 */
export function firstLoadChunks(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId ?? '';
    const runsOnLoad =
      chunk.isEntry ||
      PAGE_MODULE.test(facade) ||
      AFTER_LOAD_MODULES.some((module) => module.test(facade)) ||
      ALWAYS_RUN_GROUPS.includes(chunk.name);
    if (runsOnLoad) visit(chunk.fileName);
  }
  return [...found].sort();
}

/** The code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Vite plugin: writes the compile hint at the top of the first-load chunks. It runs on the written files
 * (`writeBundle`) because Vite itself prepends its preload helper (`__vite__mapDeps`) to a chunk's code after every
 * plugin's `generateBundle`, and a hint below that helper is ignored. The chunks' hashed names do not cover the
 * line; it only changes when the set of first-load chunks does, and it changes no behaviour.
 *
 * @example
 * export default defineConfig({ plugins: [react(), compileHints()] });
 */
export function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '.');
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & BuiltChunk => output.type === 'chunk',
      );
      for (const fileName of firstLoadChunks(chunks)) {
        const file = path.join(outDir, fileName);
        fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')));
      }
    },
  };
}

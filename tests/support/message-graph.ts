// Which dictionary keys the browser's code can show, module by module, read from the source (no build): a module's
// imports are followed from the browser entry and from every module that loads its own message groups (a page's
// route module, a panel's body), so a test can check that each of those loads the groups its texts are in
// (shared/i18n/message-groups.ts, tests/shared/i18n/message-groups.test.ts).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
/** The dictionaries themselves: loaded by group, never followed (they name every key). */
const DICTIONARY = /^shared\/i18n\/(ru|en)(\.ts|\/)/;

/** Static imports and re-exports that carry values (`import type` and `export type` load nothing). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A key built from a literal prefix: t(`account.block.${block}`). */
const TEMPLATE_PREFIX = /`([a-zA-Z]+(?:\.[a-zA-Z]+)*\.)\$\{/g;
/** A key built from a literal suffix: t(`${kind}.add`), with the prefixes it can take in the same file. */
const TEMPLATE_SUFFIX = /`\$\{\w+\}(\.[a-zA-Z.]+)`/g;

export interface ModuleFacts {
  /** Project-relative path, `client/app/routes.tsx`. */
  file: string;
  staticImports: string[];
  dynamicImports: string[];
  source: string;
}

function resolveFile(candidate: string): string | null {
  for (const extension of ['', ...SOURCE_EXTENSIONS]) {
    const file = candidate + extension;
    if (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile()) return file;
  }
  return null;
}

/** A specifier as a project file, or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('#client/')) return resolveFile(`client/${specifier.slice('#client/'.length)}`);
  if (specifier.startsWith('#shared/')) return resolveFile(`shared/${specifier.slice('#shared/'.length)}`);
  if (specifier.startsWith('.')) return resolveFile(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

const cache = new Map<string, ModuleFacts>();

export function moduleFacts(file: string): ModuleFacts {
  const cached = cache.get(file);
  if (cached) return cached;
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const resolved = (pattern: RegExp) =>
    [...source.matchAll(pattern)]
      .map((match) => resolveSpecifier(file, match[1] ?? ''))
      .filter((target): target is string => target !== null && SOURCE_EXTENSIONS.some((e) => target.endsWith(e)));
  const facts = { file, staticImports: resolved(STATIC_IMPORT), dynamicImports: resolved(DYNAMIC_IMPORT), source };
  cache.set(file, facts);
  return facts;
}

/** The dictionary keys a module's source names: literally, or through a template with a literal prefix or suffix. */
export function keysNamedBy(source: string, keys: readonly string[]): Set<string> {
  const named = new Set(keys.filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`)));
  for (const [, prefix = ''] of source.matchAll(TEMPLATE_PREFIX))
    for (const key of keys) if (key.startsWith(prefix)) named.add(key);
  for (const [, suffix = ''] of source.matchAll(TEMPLATE_SUFFIX))
    for (const key of keys) if (key.endsWith(suffix)) named.add(key);
  return named;
}

/**
 * Every module a root's code reaches, static imports and dynamic ones alike (a chunk loaded later runs with the
 * groups its importer loaded), except the modules `isRoot` names: those load their own groups.
 */
export function modulesReachedFrom(root: string, isRoot: (file: string) => boolean): string[] {
  const seen = new Set<string>([root]);
  const pending = [root];
  while (pending.length > 0) {
    const facts = moduleFacts(pending.pop() ?? '');
    for (const target of [...facts.staticImports, ...facts.dynamicImports]) {
      if (seen.has(target) || isRoot(target) || DICTIONARY.test(target)) continue;
      seen.add(target);
      pending.push(target);
    }
  }
  return [...seen];
}

/** Every source file under `directory` (project-relative), tests excluded. */
export function sourceFiles(directory: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE_EXTENSIONS.some((extension) => file.endsWith(extension)))
    .map((file) => path.posix.join(directory, file.split(path.sep).join('/')));
}

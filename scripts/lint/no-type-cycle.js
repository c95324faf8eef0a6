// `layers/no-type-cycle`: the cycles `import-x/no-cycle` does not see.
//
// eslint-plugin-import-x 4.18 has no option to count type-only imports: no-cycle skips an
// `import type` / all-`type` specifier import both where it starts and on every edge it walks.
// A type cycle costs nothing at run time, but it is the same tangle of layers (a lower module
// naming a higher one), so this rule walks the same module graph (import-x's ModuleInfo, the same
// resolver and cache) with type-only edges counted, and reports a cycle only when import-x/no-cycle
// would not: when the import is type-only, or when the way back needs a type-only edge.
// No depth limit. ADR 020.
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/** @param {import('estree').Node & Record<string, any>} importer */
function isTypeOnlyImporter(importer) {
  if (importer.type === 'TSImportEqualsDeclaration') return importer.importKind === 'type';
  if (importer.type === 'ImportDeclaration') {
    return (
      importer.importKind === 'type' ||
      (importer.specifiers.length > 0 && importer.specifiers.every((/** @type {any} */ s) => s.importKind === 'type'))
    );
  }
  if (importer.type === 'ExportNamedDeclaration' || importer.type === 'ExportAllDeclaration') {
    return importer.exportKind === 'type';
  }
  return false;
}

/** A cycle never runs through installed packages: the walk stays in the project. */
const isExternal = (/** @type {string} */ path) => path.includes('/node_modules/');

/**
 * Breadth-first from `start` back to `target`; the route of import sources, or null.
 * `deadEnds` (per linted file, type-only edges counted) holds modules known not to lead back; a walk
 * that finds nothing adds what it saw, so each file's walks cost one pass over the graph together.
 * @param {any} start ModuleInfo of the imported module
 * @param {string} target the linted file
 * @param {boolean} withTypes whether type-only edges count
 * @param {Set<string>} deadEnds
 */
function findWayBack(start, target, withTypes, deadEnds) {
  const seen = new Set([start.path]);
  /** @type {Array<{ info: any, route: Array<{ value: string, loc: any }> }>} */
  const queue = [{ info: start, route: [] }];
  while (queue.length > 0) {
    const { info, route } = /** @type {NonNullable<ReturnType<typeof queue.shift>>} */ (queue.shift());
    for (const [path, { resolve, declarations }] of info.getImports()) {
      if (seen.has(path) || deadEnds.has(path) || isExternal(path)) continue;
      const edges = [...declarations].filter((d) => withTypes || !d.isOnlyImportingTypes);
      if (edges.length === 0) continue;
      if (path === target) return route;
      seen.add(path);
      const next = resolve();
      if (next != null) queue.push({ info: next, route: [...route, edges[0].source] });
    }
  }
  if (withTypes) for (const path of seen) deadEnds.add(path);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid dependency cycles that go through type-only imports (import-x/no-cycle skips those).',
    },
    schema: [],
    messages: {
      cycle:
        'Dependency cycle through a type-only import{{via}}. Move the shared type down into a module both sides import (the lower layer, or a small sibling such as types.ts).',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    /** @type {Set<string>} */
    const deadEnds = new Set();
    return moduleVisitor(
      (source, importer) => {
        const imported = ModuleInfo.get(source.value, /** @type {any} */ (context));
        if (imported == null || imported.path === filename || isExternal(imported.path)) return;
        const route = findWayBack(imported, filename, true, deadEnds);
        if (route == null) return;
        // import-x/no-cycle reports a value import with a value-only way back; do not report it twice.
        if (!isTypeOnlyImporter(importer) && findWayBack(imported, filename, false, new Set()) != null) return;
        const via = route.length > 0 ? ` via "${route.map((s) => `${s.value}:${s.loc.start.line}`).join('=>')}"` : '';
        context.report({ node: /** @type {any} */ (importer), messageId: 'cycle', data: { via } });
      },
      { esmodule: true },
    );
  },
};

export default {
  meta: { name: 'layers' },
  rules: { 'no-type-cycle': noTypeCycle },
};

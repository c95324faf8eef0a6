// The layer rules of eslint.config.js bite (ADR 020). Boundary cases are virtual files linted with
// lintText at a path inside the real tree, importing real modules (found in their folders, so a renamed
// file does not break the test); cycles need files on disk (tests/lint/fixtures/, ignored by `npm run
// lint`). Type-aware parsing is switched off here: these rules do not need it, and it is slow.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/lint/fixtures');
const TIMEOUT = 60_000;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
});

/** `#…` specifier of the first module (sorted, depth first) under a folder of the repository. */
function someModule(folder: string): string {
  const walk = (dir: string): string | undefined => {
    const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    entries.sort((x, y) => x.name.localeCompare(y.name));
    for (const entry of entries) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return `${dir}/${entry.name}`;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        const found = walk(`${dir}/${entry.name}`);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = walk(folder);
  if (!found) throw new Error(`no module under ${folder}/ to import in the lint test`);
  return `#${found}`;
}

interface Problem {
  ruleId: string | null;
  message: string;
}

async function lintVirtual(filePath: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** A file that imports `specifier` and uses the binding (no unused-import noise). */
const importing = (specifier: string) => `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;

const ruleIds = (problems: Problem[]) => problems.map((p) => p.ruleId);

describe('import-x/no-restricted-paths: layers point down', () => {
  const bad: Array<[name: string, file: string, imports: string, message: RegExp]> = [
    ['shared imports client', 'shared/domain/lint-probe.ts', 'client/lib', /shared\/ is isomorphic/],
    ['shared imports worker', 'shared/contract/lint-probe.ts', 'worker/platform', /shared\/ is isomorphic/],
    ['client imports worker', 'client/lib/lint-probe.ts', 'worker/platform', /client\/ never imports worker\//],
    [
      'a feature imports another feature',
      'client/features/cart/lint-probe.ts',
      'client/features/notifications',
      /Features never import each other/,
    ],
    [
      'a feature imports the app',
      'client/features/cart/lint-probe.ts',
      'client/app',
      /A feature imports no client\/app\//,
    ],
    [
      'a feature imports a page',
      'client/features/notifications/lint-probe.ts',
      'client/pages/product',
      /A feature imports no client\/app\/ and no client\/pages\//,
    ],
    [
      'components import a feature',
      'client/components/lint-probe.tsx',
      'client/features/cart',
      /client\/components\/ are presentational/,
    ],
    [
      'components import a page',
      'client/components/lint-probe.tsx',
      'client/pages/home',
      /client\/components\/ are presentational/,
    ],
    [
      'lib imports components',
      'client/lib/lint-probe.ts',
      'client/components',
      /client\/lib\/ is the bottom of client\//,
    ],
    [
      'lib imports a feature',
      'client/lib/lint-probe.ts',
      'client/features/cart',
      /client\/lib\/ is the bottom of client\//,
    ],
    ['a page imports the app', 'client/pages/home/lint-probe.tsx', 'client/app', /A page never imports client\/app\//],
    [
      'a page imports another page',
      'client/pages/home/lint-probe.tsx',
      'client/pages/product',
      /Pages never import each other/,
    ],
    [
      'worker/platform imports edge-cache',
      'worker/platform/lint-probe.ts',
      'worker/edge-cache',
      /worker\/platform\/ \(the embedded API\)/,
    ],
    [
      'worker/platform imports pages',
      'worker/platform/catalog/lint-probe.ts',
      'worker/pages',
      /worker\/platform\/ \(the embedded API\)/,
    ],
    [
      'worker/platform imports client',
      'worker/platform/lint-probe.ts',
      'client/lib',
      /worker\/platform\/ \(the embedded API\)/,
    ],
  ];

  it.each(bad)(
    '%s is an error that says where the code goes',
    async (_name, file, folder, message) => {
      const problems = await lintVirtual(file, importing(someModule(folder)));
      expect(ruleIds(problems)).toEqual(['import-x/no-restricted-paths']);
      expect(problems[0]!.message).toMatch(message);
      expect(problems[0]!.message).toContain('ADR 020');
    },
    TIMEOUT,
  );

  const good: Array<[name: string, file: string, imports: string]> = [
    ['shared imports shared', 'shared/domain/lint-probe.ts', 'shared/config'],
    ['a feature imports its own modules', 'client/features/cart/lint-probe.ts', 'client/features/cart'],
    ['a feature imports lib and components', 'client/features/cart/lint-probe.ts', 'client/components'],
    ['a page imports features, components and lib', 'client/pages/home/lint-probe.tsx', 'client/features/cart'],
    ['the url dispatcher imports pages', 'client/pages/dispatcher/lint-probe.tsx', 'client/pages/product'],
    ['the app imports pages', 'client/app/lint-probe.tsx', 'client/pages/home'],
    ['worker pages import client and platform', 'worker/pages/lint-probe.ts', 'worker/platform'],
  ];

  it.each(good)(
    '%s passes',
    async (_name, file, folder) => {
      expect(await lintVirtual(file, importing(someModule(folder)))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a sibling import passes',
    async () => {
      expect(await lintVirtual('worker/platform/catalog/lint-probe.ts', importing('./request'))).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('no-restricted-imports: no climbing relative imports', () => {
  it(
    'reports ../ and names the package imports',
    async () => {
      const problems = await lintVirtual('worker/platform/catalog/lint-probe.ts', importing('../http.ts'));
      expect(ruleIds(problems)).toEqual(['no-restricted-imports']);
      expect(problems[0]!.message).toContain('#worker/');
    },
    TIMEOUT,
  );
});

describe('no-restricted-imports: the browser takes only types from shared/contract (ADR 021)', () => {
  it(
    'reports a value import of a schema module in client code and in shared/domain, names shared/config',
    async () => {
      const code = "import { cartIdSchema } from '#shared/contract/cart.ts';\nexport const probe = cartIdSchema;\n";
      for (const file of ['client/pages/product/lint-probe.ts', 'shared/domain/lint-probe.ts']) {
        const problems = await lintVirtual(file, code);
        expect(ruleIds(problems)).toEqual(['no-restricted-imports']);
        expect(problems[0]!.message).toContain('shared/config');
      }
    },
    TIMEOUT,
  );

  it(
    'lets a type import through, and the worker import schemas',
    async () => {
      const typeOnly =
        "import type { CartUpdateBody } from '#shared/contract/cart.ts';\nexport type Probe = CartUpdateBody;\n";
      expect(await lintVirtual('client/pages/product/lint-probe.ts', typeOnly)).toEqual([]);
      const value = "import { cartIdSchema } from '#shared/contract/cart.ts';\nexport const probe = cartIdSchema;\n";
      expect(await lintVirtual('worker/platform/cart/lint-probe.ts', value)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe("no-restricted-imports: the page's Suspense boundaries are HydrationBoundary (ADR 061)", () => {
  it(
    'reports Suspense in client code and names the boundary to use; useId and other hooks pass',
    async () => {
      const code = "import { Suspense } from 'react';\nexport const Probe = Suspense;\n";
      const problems = await lintVirtual('client/components/ui/lint-probe.ts', code);
      expect(ruleIds(problems)).toEqual(['no-restricted-imports']);
      expect(problems[0]!.message).toContain('client/lib/hydration-boundary.tsx');
      const other = "import { useId } from 'react';\nexport const useProbe = () => useId();\n";
      expect(await lintVirtual('client/components/ui/lint-probe.ts', other)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('cycles, type-only ones included', () => {
  async function lintFixtures(folder: string) {
    const results = await eslint.lintFiles([path.join(fixtures, folder)]);
    return Object.fromEntries(
      results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId)] as const),
    );
  }

  it(
    'a value cycle is import-x/no-cycle, reported once per file',
    async () => {
      expect(await lintFixtures('value-cycle')).toEqual({
        'a.ts': ['import-x/no-cycle'],
        'b.ts': ['import-x/no-cycle'],
      });
    },
    TIMEOUT,
  );

  it(
    'a cycle of `import type` only is layers/no-type-cycle',
    async () => {
      expect(await lintFixtures('type-cycle')).toEqual({
        'a.ts': ['layers/no-type-cycle'],
        'b.ts': ['layers/no-type-cycle'],
      });
    },
    TIMEOUT,
  );

  it(
    'a value import answered by a type import is layers/no-type-cycle on both sides',
    async () => {
      expect(await lintFixtures('mixed-cycle')).toEqual({
        'listing-index.ts': ['layers/no-type-cycle'],
        'search.ts': ['layers/no-type-cycle'],
      });
    },
    TIMEOUT,
  );

  it(
    'the fixtures are out of the main lint run',
    async () => {
      const plain = new ESLint({ cwd: root });
      expect(await plain.isPathIgnored(path.join(fixtures, 'value-cycle/a.ts'))).toBe(true);
    },
    TIMEOUT,
  );
});

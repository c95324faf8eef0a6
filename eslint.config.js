// Lint: TypeScript rules, React hooks in client/, and the layers (ADR 020).
//
//   worker/ → client/ → shared/          inside client/: app → pages → features → components → lib
//
// An import points down, never up and never sideways between features or pages. The boundaries are
// `import-x/no-restricted-paths` zones over resolved files, so `#client/…` package imports and `./x`
// siblings are judged alike; every zone's message says where the code goes instead.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import layers from './scripts/lint/no-type-cycle.js';

const root = import.meta.dirname;

/** The sub-folders of a folder (features, pages): one zone each, so new ones are covered at once. */
const foldersOf = (/** @type {string} */ dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** ESLint's own recommended rules (what @eslint/js would give; that package is not installed). */
const eslintRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']),
);

const LAYERS =
  'Layers point down (ADR 020: worker → client → shared; client: app → pages → features → components → lib).';

/** @type {Array<{ target: string | string[], from: string | string[], except?: string[], message: string }>} */
const zones = [
  {
    target: 'shared',
    from: ['client', 'worker'],
    message: `${LAYERS} shared/ is isomorphic and imports neither client/ nor worker/: move what both need into shared/ (domain, contract, config) or pass it in as an argument.`,
  },
  {
    target: 'client',
    from: 'worker',
    message: `${LAYERS} client/ never imports worker/: put code both need in shared/; the worker hands anything else to the client (services, page state).`,
  },
  {
    target: 'client/features',
    from: ['client/app', 'client/pages'],
    message: `${LAYERS} A feature imports no client/app/ and no client/pages/: the app or the page passes what the feature needs (props, services); code several layers need goes to client/lib/.`,
  },
  ...foldersOf('client/features').map((feature) => ({
    target: `client/features/${feature}`,
    from: 'client/features',
    except: [`./${feature}`],
    message: `${LAYERS} Features never import each other (client/features/${feature}): move the shared part down to client/lib/ or client/components/, or let the page or app compose both features.`,
  })),
  {
    target: 'client/components',
    from: ['client/features', 'client/app', 'client/pages'],
    message: `${LAYERS} client/components/ are presentational and import no features, app or pages: take data and callbacks as props, or move the component into the feature that owns it.`,
  },
  {
    target: 'client/lib',
    from: ['client/features', 'client/components', 'client/app', 'client/pages'],
    message: `${LAYERS} client/lib/ is the bottom of client/ and imports no features, components, app or pages: keep it generic and let the upper layers pass their specifics in.`,
  },
  {
    target: 'client/pages',
    from: 'client/app',
    message: `${LAYERS} A page never imports client/app/: the app passes what pages need (route deps, services); code both need goes to client/lib/.`,
  },
  ...foldersOf('client/pages')
    .filter((page) => page !== 'dispatcher')
    .map((page) => ({
      target: `client/pages/${page}`,
      from: 'client/pages',
      except: [`./${page}`],
      message: `${LAYERS} Pages never import each other (client/pages/${page}); only client/pages/dispatcher may: move the shared part to a feature, client/components/ or client/lib/.`,
    })),
  {
    target: 'worker/platform',
    from: ['worker/pages', 'worker/edge-cache', 'worker/api-proxy', 'worker/seo', 'client'],
    message: `${LAYERS} worker/platform/ (the embedded API) imports no worker/pages, edge-cache, api-proxy, seo nor client/: those sit above it; move what they share with the platform into worker/platform/ or shared/.`,
  },
];

/** Imports across folders go through the package imports (ADR 020). */
const NO_CLIMBING = {
  regex: '^\\.\\./',
  message:
    "Relative imports do not climb ('../'): import across folders through the package imports #shared/…, #client/…, #worker/…, #tests/… with the file extension (ADR 020); './x' is for the same folder and below.",
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '.wrangler/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'coverage/**',
      // Deliberately broken files for tests/lint/boundaries.test.ts (cycles).
      'tests/lint/fixtures/**',
    ],
  },
  // ESLint's recommended core rules first: typescript-eslint's set, next, turns off those TypeScript covers.
  { files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'], rules: eslintRecommended },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [tseslint.configs.recommended, importX.flatConfigs.recommended, importX.flatConfigs.typescript],
    plugins: { layers },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.base.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      // TypeScript checks names (tsc in `npm run typecheck`); typescript-eslint advises this off.
      'no-undef': 'off',
      // vitest fixtures must destructure their first parameter, even when they need nothing: `async ({}, use)`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-unresolved': ['error', { ignore: ['^cloudflare:'] }],
      // `import fc from 'fast-check'`, `import AxeBuilder from '@axe-core/playwright'`: their documented style.
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }],
      'layers/no-type-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_CLIMBING],
        },
      ],
    },
  },
  {
    // The browser never loads zod (ADR 021: ~25 KB gzip; a constant imported from a schema module pulled it into
    // the product page once, +29 KB). Client code takes only types from shared/contract; constants the browser
    // needs live in shared/config. NO_CLIMBING repeats the rule above (a later block replaces its options).
    files: ['client/**/*.{ts,tsx}', 'shared/domain/**/*.ts', 'shared/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIMBING,
            {
              regex: '^(#shared/contract/|zod$)',
              allowTypeImports: true,
              message:
                'Code the browser loads takes only types from shared/contract (its schemas would ship zod, ADR 021); put a constant it needs in shared/config.',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['Suspense'],
              message:
                'A Suspense boundary of the page is a <HydrationBoundary> (client/lib/hydration-boundary.tsx, ADR 061): it counts itself, so the document is marked hydrated once every boundary has.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware, and only the promise rules: a promise nobody awaits in the worker is work cut off
    // when the answer is sent (use ctx.waitUntil or await). The project service finds each file's
    // tsconfig (tsconfig.json references worker, client, sw, node); this roughly doubles the lint time.
    files: ['**/*.{ts,mts,cts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The one import of a build output: the worker bundles Vite's manifest to name the hashed assets.
    files: ['worker/pages/assets.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

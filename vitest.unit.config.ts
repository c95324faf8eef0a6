import { defineConfig } from 'vitest/config';

/** Every store view's dictionary, as on the server (shared/i18n/translate.ts registers, it does not import). */
const DICTIONARIES = './shared/i18n/all-dictionaries.ts';
/** Component tests: React components and hooks rendered with Testing Library in happy-dom. */
const COMPONENT_TESTS = 'tests/**/*.component.test.tsx';

// Two projects of `npm run test:unit`: pure code in node (shared/, the seed generator, client stores), and
// components in happy-dom (ADR 062: behaviour that needs React and a DOM, not a browser).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/**/*.integration.test.ts', COMPONENT_TESTS, 'node_modules/**'],
          environment: 'node',
          setupFiles: [DICTIONARIES],
        },
      },
      {
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          setupFiles: [DICTIONARIES, './tests/support/components/setup.ts'],
        },
      },
    ],
  },
});

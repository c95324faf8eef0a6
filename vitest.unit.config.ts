import { defineConfig } from 'vitest/config';

// Unit tests in node: pure code of shared/, the seed generator, client stores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/**/*.integration.test.ts', 'node_modules/**'],
    environment: 'node',
    // Every store view's dictionary, as on the server (shared/i18n/translate.ts registers, it does not import).
    setupFiles: ['./shared/i18n/all-dictionaries.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests in node: pure code of shared/, the seed generator, client stores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/**/*.integration.test.ts', 'node_modules/**'],
    environment: 'node',
  },
});

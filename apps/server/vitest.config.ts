import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Generous: seeding the demo draws 43 pictures, which on a busy 2-core machine takes a while.
    hookTimeout: 180_000,
  },
});

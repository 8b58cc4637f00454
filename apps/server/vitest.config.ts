import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Every core: Vitest's default leaves one free, which on a 2-core machine is one worker (0042).
    // Files do not share state: each opens its own database copied from the run's template.
    maxWorkers: '100%',
    testTimeout: 30_000,
    // Generous: seeding the demo draws 43 pictures, which on a busy 2-core machine takes a while.
    hookTimeout: 180_000,
  },
});

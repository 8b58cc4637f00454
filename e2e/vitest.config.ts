import { defineConfig } from 'vitest/config';

// Journeys in real Chromium against a real server (demo mode, PGlite in a temporary folder).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});

import { defineConfig } from 'vitest/config';

// One run for every tier: pure rules, server (database + HTTP), web components, browser journeys.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'e2e'],
  },
});

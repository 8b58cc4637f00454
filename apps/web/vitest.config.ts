import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A vendor subdomain, as in production: the client sends it as the hostDomain header.
    environmentOptions: { happyDOM: { url: 'http://demo.localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Every core: Vitest's default leaves one free, which on a 2-core machine is one worker (0042).
    maxWorkers: '100%',
    // Files of a worker share their imported modules (Mantine, React, the app): importing them again
    // per file was 58 of the tier's 100 s. What a test leaves behind is reset in src/test/setup.ts.
    isolate: false,
    // Generous waits: on a loaded 2-core machine the lazy back-office chunk alone can take seconds.
    testTimeout: 20_000,
  },
});

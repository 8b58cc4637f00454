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
    // Generous waits: on a loaded 2-core machine the lazy back-office chunk alone can take seconds.
    testTimeout: 20_000,
  },
});

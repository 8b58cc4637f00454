import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the server serves the built app on the same origin; `vite dev` forwards every
// service prefix to the local server so the same relative URLs work in both.
const API_PREFIXES = ['/api', '/api-identity', '/api-catalog', '/api-snappfood', '/api-delivery', '/dev'];
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    // changeOrigin stays off: the server reads the vendor from the Host (demo.localhost:5173).
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: SERVER }])),
  },
});

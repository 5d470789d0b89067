import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:5137';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by `npm run bench` to measure what the landing route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': { target, ws: true, changeOrigin: true },
      '/api': { target, changeOrigin: true },
      '/dev': { target, changeOrigin: true },
      '/files': { target, changeOrigin: true },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The API server runs on :3000 in development; the SPA calls it through same-origin /api and /media,
// so cookies, CORS and absolute URLs never differ between dev and production.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'SIGHTLINE_');
  const target = env.SIGHTLINE_API_URL || 'http://localhost:3000';
  const proxy = {
    '/api': { target, changeOrigin: true },
    '/media': { target, changeOrigin: true },
  };
  return {
    plugins: [react()],
    server: { port: 5173, proxy },
    preview: { proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
});

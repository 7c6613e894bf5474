import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Text files worth compressing; smaller ones gain less than a request's headers.
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels (paid once
 * here, never per request); the server sends the one the browser accepts (@fastify/static
 * preCompressed). A variant no smaller than its file is not written.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'sightline-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
        .map((f) => path.join(f.parentPath, f.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const variants = [
            ['.br', await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
            ['.gz', await gzipped(source, { level: 9 })],
          ] as const;
          for (const [suffix, bytes] of variants) {
            if (bytes.length < source.length) await writeFile(file + suffix, bytes);
          }
        }),
      );
    },
  };
};

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
    plugins: [react(), precompress()],
    resolve: {
      alias: {
        // The markdown parser decodes entities through a DOM element in a browser, but it runs in a
        // worker (src/lib/markdown/parser.ts), which has no DOM: take the package's plain variant (its
        // "worker" export condition, which Vite passes over for the "browser" one).
        'decode-named-character-reference': fileURLToPath(
          import.meta.resolve('decode-named-character-reference'),
        ),
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  };
});

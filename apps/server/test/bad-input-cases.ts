// The cases of the bad-input sweep (bad-input-sweep.test.ts, and its timing in bench/bad-input): every
// operation of the app's OpenAPI document with hostile values in every position its schema declares
// (path, query, body), and real ids of a signed-in user's brand in the other positions, so the values
// reach the handlers.
import { addDays, DATE_RANGE_MAX_DAYS, isoDay, type Session } from '@sightline/contracts';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo } from './harness.ts';
import { type JsonSchema, type Operation, operationsOf } from './openapi.ts';

type Value = unknown;
export interface Case {
  method: string;
  path: string;
  what: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: Value;
}

const HUGE_INTEGERS = [2 ** 31, 2 ** 63, 1e30];
const THOUSANDS = 5000;
const NUL = 'sweep\u0000nul';
const UNBOUNDED_STRING = 10_000;
let h: Harness;
let session: Session;
/** Real values for the ids a handler looks up, by parameter or field name. */
let real: {
  projectUuid: string;
  rankingUuid: string;
  questionUuid: string;
  rankingId: number;
  questionId: number;
  executionUuid: string;
  executionId: number;
  tagId: number;
  competitorId: number;
  notificationId: number;
};

const optionsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? [s];
const typesOf = (s: JsonSchema): string[] =>
  optionsOf(s).flatMap((o) =>
    o.anyOf || o.oneOf ? typesOf(o) : o.enum ? ['enum'] : [o.type ?? []].flat().filter((t) => t !== 'null'),
  );
const isDate = (s: JsonSchema) => optionsOf(s).some((o) => o.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'));
/** An id in a path or query: a uuid, or digits (a number written as text). */
const isIdRef = (s: JsonSchema) =>
  optionsOf(s).some((o) => o.format === 'uuid' || o.pattern?.startsWith('^\\d'));

/** A value the schema accepts, with the brand's real ids where the name says which id it is. */
const example = (s: JsonSchema, name: string, path: string): Value => {
  const option = optionsOf(s).find((o) => o.type !== 'null') ?? s;
  if (option !== s) return example(option, name, path);
  if (s.enum) return s.enum[0];
  switch ([s.type].flat()[0]) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, example(v, k, path)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => example(s.items ?? {}, name, path));
    case 'integer':
    case 'number':
      return realId(name, path) ?? 1;
    case 'boolean':
      return true;
    default:
      if (s.format === 'uuid') return realUuid(name, path);
      if (isDate(s)) return new Date().toISOString().slice(0, 10);
      if (isIdRef(s)) return String(realId(name, path) ?? 1);
      if (name === 'domain') return 'example.com';
      if (/email/.test(name)) return 'sweep@example.com';
      if (/password/.test(name)) return 'Sweep!Pass1';
      if (name === 'project_id') return real.projectUuid;
      if (name === 'tags') return String(real.tagId);
      return 'sweep';
  }
};

const realId = (name: string, path: string): number | undefined => {
  if (/tag_id|tagId/.test(name)) return real.tagId;
  if (name === 'cid') return real.competitorId;
  if (name === 'qid' || name === 'query_id')
    return path.includes('question') ? real.questionId : real.rankingId;
  if (name === 'report_execution_id') return real.executionId;
  if (name === 'notification_ids') return real.notificationId;
  return undefined;
};
const realUuid = (name: string, path: string) => {
  if (name === 'queryId' || name === 'query_id')
    return path.startsWith('/api/question') ? real.questionUuid : real.rankingUuid;
  if (path.startsWith('/api/reports/')) return real.executionUuid;
  return real.projectUuid;
};

/** Hostile values for one position, by what its schema takes. */
const hostile = (s: JsonSchema, inUrl: boolean): [string, Value][] => {
  const types = typesOf(s);
  const out: [string, Value][] = [];
  const asText = (v: number) => (inUrl ? String(BigInt(Math.trunc(v))) : v);
  if (types.includes('integer') || types.includes('number') || isIdRef(s)) {
    for (const n of HUGE_INTEGERS) out.push([`integer ${n}`, inUrl ? asText(n) : n]);
    out.push(['1e30 as text', '1e30'], ['not a number', 'abc']);
  }
  if (inUrl || types.includes('string') || types.includes('enum')) {
    const max = Math.max(0, ...optionsOf(s).map((o) => o.maxLength ?? 0));
    out.push(['NUL', NUL], ['over-long', 'x'.repeat(max ? max + 1 : UNBOUNDED_STRING)]);
  }
  if (isDate(s)) out.push(['year 1', '0001-01-01'], ['year 9999', '9999-12-31']);
  if (types.includes('boolean')) out.push(['not a boolean', NUL]);
  return out;
};

/**
 * The largest value the schema allows, where it declares one (a list of maxItems entries, a number at
 * its maximum): allowed input that reaches the handler, which must still answer quickly.
 */
const atLimit = (s: JsonSchema, name: string, path: string): Value | undefined => {
  const list = optionsOf(s).find((o) => o.type === 'array' && o.maxItems !== undefined);
  if (list) return Array.from({ length: list.maxItems ?? 0 }, () => example(list.items ?? {}, name, path));
  const number = optionsOf(s).find((o) => (o.type === 'integer' || o.type === 'number') && o.maximum);
  return number?.maximum;
};

/** Every position of a body: [field path, schema], arrays and their first item included. */
const positions = (s: JsonSchema, at: (string | number)[] = []): [(string | number)[], JsonSchema][] => {
  const option = optionsOf(s).find((o) => o.type === 'object' || o.type === 'array');
  if (option?.type === 'object') {
    return Object.entries(option.properties ?? {}).flatMap(([k, v]) => positions(v, [...at, k]));
  }
  const own: [(string | number)[], JsonSchema][] = at.length ? [[at, s]] : [];
  return option?.type === 'array' ? [...own, ...positions(option.items ?? {}, [...at, 0])] : own;
};

const setAt = (value: Value, at: (string | number)[], v: Value): Value => {
  if (!at.length) return v;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, Value>;
  copy[head] = setAt(copy[head], rest, v);
  return copy;
};

export const casesOf = (method: string, path: string, op: Operation): Case[] => {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const base = {
    method,
    path,
    params: Object.fromEntries(params.map((p) => [p.name, String(example(p.schema, p.name, path))])),
    query: Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(example(p.schema, p.name, path))]),
    ) as Record<string, string | string[]>,
  };
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  // A body that is one of several objects (mark-read) is swept as each of them.
  const bodies = bodySchema
    ? optionsOf(bodySchema).map((b) => ({ schema: b, value: example(b, '', path) }))
    : [];
  const body = bodies[0]?.value;
  const cases: Case[] = [];
  for (const p of params) {
    for (const [what, v] of hostile(p.schema, true)) {
      cases.push({
        ...base,
        body,
        what: `path ${p.name}: ${what}`,
        params: { ...base.params, [p.name]: String(v) },
      });
    }
  }
  for (const p of queryParams) {
    for (const [what, v] of hostile(p.schema, true)) {
      cases.push({
        ...base,
        body,
        what: `query ${p.name}: ${what}`,
        query: { ...base.query, [p.name]: String(v) },
      });
    }
    if (typesOf(p.schema).includes('array')) {
      const many = Array.from({ length: THOUSANDS }, (_, i) => `v${i}`);
      cases.push({
        ...base,
        body,
        what: `query ${p.name}: ${THOUSANDS} values`,
        query: { ...base.query, [p.name]: many },
      });
    }
    const limit = atLimit(p.schema, p.name, path);
    if (limit !== undefined) {
      const query = { ...base.query, [p.name]: Array.isArray(limit) ? limit.map(String) : String(limit) };
      cases.push({ ...base, body, what: `query ${p.name}: at its limit`, query });
    }
  }
  const names = queryParams.map((p) => p.name);
  if (names.includes('start_date') && names.includes('end_date')) {
    const custom: Record<string, string> = names.includes('time_range') ? { time_range: 'custom' } : {};
    const today = isoDay(new Date());
    const longest = addDays(today, -(DATE_RANGE_MAX_DAYS - 1));
    for (const [start, end] of [
      ['0001-01-01', '9999-12-31'],
      ['2000-01-01', '2100-12-31'],
      [longest, today],
    ]) {
      cases.push({
        ...base,
        body,
        what: `query dates ${start}..${end}`,
        query: { ...base.query, ...custom, start_date: start, end_date: end },
      });
    }
  }
  for (const b of bodies) {
    for (const [at, s] of positions(b.schema)) {
      const field = at.join('.');
      for (const [what, v] of hostile(s, false)) {
        cases.push({ ...base, what: `body ${field}: ${what}`, body: setAt(b.value, at, v) });
      }
      if (typesOf(s).includes('array')) {
        const item = example(s, String(at.at(-1)), path);
        const many = Array.from({ length: THOUSANDS }, () => (item as Value[])[0]);
        cases.push({ ...base, what: `body ${field}: ${THOUSANDS} entries`, body: setAt(b.value, at, many) });
      }
      const limit = atLimit(s, String(at.at(-1)), path);
      if (limit !== undefined) {
        cases.push({ ...base, what: `body ${field}: at its limit`, body: setAt(b.value, at, limit) });
      }
    }
  }
  // Operations without a JSON body (multipart forms, actions): a JSON body they do not expect.
  if (!bodySchema && (method === 'POST' || method === 'PUT')) {
    cases.push({ ...base, what: 'unexpected JSON body with NUL', body: { junk: NUL, n: 1e30 } });
  }
  return cases;
};

const urlOf = (c: Case) => {
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params[name]));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query)) for (const one of [v].flat()) search.append(k, one);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/**
 * Signs a user in on `harness` with a brand that has a report, a tag, a competitor and a notification,
 * so hostile values reach the handlers with real ids in the other positions; returns the operations
 * of the app's OpenAPI document.
 */
export const prepareSweep = async (harness: Harness) => {
  h = harness;
  ({ session } = await register(h));
  const project = await createBrand(h, session, {
    ...ASANA,
    ai_engines: ['chatgpt', 'gemini'],
    ranking_queries: ['best project management software'],
  });
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: bearer(session) });
  const tag = await inject('POST', `/api/tags/${project.uuid}/create/`, { name: 'sweep' });
  const competitor = await inject('POST', `/api/projects/${project.uuid}/known-competitors/`, {
    name: 'Trello',
  });
  const status = (await inject('GET', `/api/projects/${project.uuid}/execution-status/`)).json();
  const notifications = (await inject('GET', '/api/notifications/')).json().notifications;
  if (status.executions[0]?.status !== 'COMPLETED' || notifications.length === 0)
    throw new Error('the sweep needs a completed report and a notification');
  real = {
    projectUuid: project.uuid,
    rankingUuid: project.ranking_queries[0].uuid,
    questionUuid: project.question_queries[0].uuid,
    rankingId: project.ranking_queries[0].id,
    questionId: project.question_queries[0].id,
    executionUuid: status.executions[0].uuid,
    executionId: status.executions[0].id,
    tagId: tag.json().id,
    competitorId: competitor.json().id,
    notificationId: notifications[0].id,
  };
  return operationsOf(h);
};

/** Where a declared input is unbounded: a string without a length, a number or a list without a maximum. */
export const unbounded = (s: JsonSchema, at: string): string[] => {
  if (s.anyOf || s.oneOf) return optionsOf(s).flatMap((o) => unbounded(o, at));
  if (s.enum) return [];
  switch ([s.type].flat()[0]) {
    case 'object':
      return Object.entries(s.properties ?? {}).flatMap(([k, v]) => unbounded(v, `${at}.${k}`));
    case 'array':
      return [
        ...(s.maxItems === undefined ? [`${at}: list without maxItems`] : []),
        ...unbounded(s.items ?? {}, `${at}[]`),
      ];
    case 'integer':
    case 'number':
      return s.maximum === undefined ? [`${at}: number without maximum`] : [];
    case 'string': {
      const bounded =
        s.maxLength !== undefined || s.format === 'uuid' || (s.pattern && !/[*+]/.test(s.pattern));
      return bounded ? [] : [`${at}: text without maxLength`];
    }
    default:
      return [];
  }
};

/** The reply of one case, as the app gives it to the sweep's user. */
export const sendCase = (c: Case) =>
  h.app.inject({
    method: c.method as 'GET',
    url: urlOf(c),
    headers: bearer(session),
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });

// The MCP server driven by the SDK's own client, over Streamable HTTP and through the stdio bridge
// (spawned as a process), on one seeded brand: every tool of the catalogue is listed with schemas
// strict clients accept and answers with the API's reply (validated against its advertised schema);
// bad arguments give the API's message as a tool error; another user's brand is not found; a
// read-only key or plan is refused every write; the resources and prompts read the brand. The
// endpoint refuses calls without a key, from foreign origins and by GET, with a policy that lets
// nothing load it.

import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, type Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  type ApiKeyCreated,
  apiKeyMessages,
  apiKeyPaths,
  genericMessages,
  isoDay,
  MCP_PATH,
  MCP_SERVER_NAME,
  type McpToolName,
  mcpMessages,
  mcpPrompts,
  mcpResources,
  mcpTools,
  type Project,
  projectMessages,
  readOnlyMessage,
  type Session,
} from '@sightline/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpWriteToolName } from '../src/modules/mcp/mcp-tools.ts';
import { api, subscriptionOf } from './billing-support.ts';
import { bearer, createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';
import { ACCOUNT_TOOLS, type ApiGet, badCalls, readCalls, type Seeded, writeArgs } from './mcp-calls.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
const BRIDGE = fileURLToPath(new URL('../src/cli/mcp-stdio.ts', import.meta.url));
const TOOL_NAMES = Object.keys(mcpTools) as McpToolName[];
const WRITE_TOOLS = TOOL_NAMES.filter((name) => mcpTools[name].writes !== undefined) as McpWriteToolName[];
const READ_TOOLS = TOOL_NAMES.filter((name) => mcpTools[name].writes === undefined);
const DAY_MS = 86_400_000;

let base: string;
let owner: Session;
let brand: Project;
let strangerBrand: Project;
let s: Seeded;
const keys = {} as Record<'write' | 'read' | 'stranger', ApiKeyCreated>;
const clients: Client[] = [];

const createKey = async (session: Session, scope: 'read' | 'read_write') => {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api${apiKeyPaths.create}`,
    headers: bearer(session),
    payload: { name: `mcp ${scope}`, scope },
  });
  return res.json() as ApiKeyCreated;
};

/** A GET of the API with this key, which must answer 200. */
const apiGetWith =
  (key: string): ApiGet =>
  async (path) => {
    const res = await h.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer({ token: key }) });
    expect(res.statusCode, `GET ${path}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };

const TRANSPORTS = ['Streamable HTTP', 'stdio'] as const;
type TransportName = (typeof TRANSPORTS)[number];
const connect = async (transport: TransportName, key: string) => {
  const client = new Client({ name: 'sightline-test', version: '1.0.0' });
  await client.connect(
    transport === 'stdio'
      ? new StdioClientTransport({
          command: process.execPath,
          args: [BRIDGE, '--url', `${base}${MCP_PATH}`],
          env: { SIGHTLINE_API_KEY: key },
          stderr: 'pipe',
        })
      : new StreamableHTTPClientTransport(new URL(`${base}${MCP_PATH}`), {
          requestInit: { headers: { authorization: `Bearer ${key}` } },
        }),
  );
  clients.push(client);
  return client;
};

/**
 * What strict clients refuse in a tool's JSON Schema (the portability warnings of issue 27), at any
 * depth: null as a union branch (an `anyOf` or `oneOf` holding `{type: "null"}`: a nullable field must
 * say `type: [T, "null"]`); OpenAPI's `nullable` keyword, which JSON Schema does not know; and an
 * `enum` of a field admitting null that does not list null (a validator would refuse the null the
 * server sends). Ajv in strict mode refuses the rest (unknown keywords or formats, a union of
 * several types, a tuple without bounds).
 */
const portabilityProblems = (schema: unknown, path = '#'): string[] => {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => portabilityProblems(item, `${path}/${i}`));
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const problems: string[] = [];
  for (const union of ['anyOf', 'oneOf']) {
    const branches = node[union];
    if (Array.isArray(branches) && branches.some((b) => (b as { type?: unknown }).type === 'null'))
      problems.push(`${path}: null is a branch of ${union}`);
  }
  if ('nullable' in node && typeof node.nullable === 'boolean') problems.push(`${path}: nullable`);
  const admitsNull = Array.isArray(node.type) && node.type.includes('null');
  if (admitsNull && Array.isArray(node.enum) && !node.enum.includes(null))
    problems.push(`${path}: enum without null`);
  return [
    ...problems,
    ...Object.entries(node).flatMap(([key, value]) => portabilityProblems(value, `${path}/${key}`)),
  ];
};

const ajv = new Ajv({ strict: true, allErrors: true });
// ajv-formats is CommonJS: under Node's ESM loader its plugin is the default export's `default`.
ajvFormats.default(ajv);
const outputValidators = new Map<string, ValidateFunction>();

/** The tool's structured reply, validated against its advertised output schema. */
const structured = async (client: Client, name: McpToolName, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text: string }[])[0]?.text;
  expect(result.isError, `${name}: ${text}`).toBeFalsy();
  const validate = outputValidators.get(name)!;
  expect(validate(result.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return result.structuredContent as Record<string, unknown>;
};
/** The tool's figures, as the catalogue's output schema reads them (without the provenance). */
const callTool = async (client: Client, name: McpToolName, args: Record<string, unknown>) =>
  mcpTools[name].output.parse(await structured(client, name, args)) as Record<string, unknown>;
const toolError = async (client: Client, name: McpToolName, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text: string }[])[0]?.text;
  expect(result.isError, `${name} should fail: ${text}`).toBe(true);
  return text;
};

beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await register(h);
  brand = await createBrand(h, registered.session, {
    entity_name: 'Asana',
    location: 'San Francisco',
    domain: 'asana.com',
    ai_engines: ['chatgpt', 'claude'],
    ranking_queries: ['best project management software'],
    question_queries: [{ query_text: 'Where is Asana based?', expected_response: 'San Francisco' }],
  });
  owner = await runReportsDaysAgo(h, registered.session, brand.uuid, [8, 1, 0]);
  keys.write = await createKey(owner, 'read_write');
  keys.read = await createKey(owner, 'read');
  const stranger = await register(h);
  keys.stranger = await createKey(stranger.session, 'read_write');
  strangerBrand = await createBrand(h, stranger.session, {
    entity_name: 'Basecamp',
    location: 'Chicago',
    domain: 'basecamp.com',
    ai_engines: ['chatgpt'],
    ranking_queries: ['best project management software'],
  });

  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await api(h, owner, method, path, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const u = brand.uuid;
  const ranking = brand.ranking_queries[0];
  const { executions } = await call('GET', `/projects/${u}/execution-status/`);
  const webhook = await call('POST', `/projects/${u}/webhooks/`, {
    url: 'https://hooks.example.com/sightline',
    events: ['execution.completed'],
  });
  await call('POST', `/projects/${u}/webhooks/${webhook.id}/test/`, {});
  const tag = await call('POST', `/tags/${u}/create/`, { name: 'launch' });
  await call('POST', `/projects/${u}/known-competitors/`, { name: 'Trello' });
  await call('POST', `/projects/${u}/answer-imports/`, {
    rows: [
      {
        prompt: ranking.query_text,
        engine: 'chatgpt',
        captured_at: h.clock.now().toISOString(),
        answer: '1. Asana\n2. Trello',
      },
    ],
    confirm: true,
  });
  const answers = await call('GET', `/ranking-query/${ranking.id}/responses/?time_range=30d`);
  const { competitors } = await call('GET', `/projects/${u}/competitors/?view=summary`);
  const competitor = competitors.find((c: { is_client: boolean }) => !c.is_client);
  const { websites } = await call('GET', `/projects/${u}/important-websites/?view=summary`);
  const customReport = await call('POST', `/projects/${u}/reports/create/`, {
    title: 'Quarter',
    start_date: executions.at(-1).executed_at.slice(0, 10),
    end_date: executions[0].executed_at.slice(0, 10),
    data_types: ['RANKING', 'ACCURACY'],
  });
  const keyword = await call('POST', '/keyword-explorer/executions/create/', {
    title: 'CRM research',
    website: '127.0.0.1',
    keywords: 'crm software, sales pipeline',
    country: 'ES',
    language: 'en',
  });
  const recommendation = await call(
    'POST',
    `/recommendations/ranking-query/${ranking.uuid}/recommendations/create/`,
    { type: 'social_media' },
  );
  await call('POST', `/reports/${executions[0].uuid}/implemented-changes/add/`, {
    change_type: 'Content Creation',
    description: 'A comparison page',
    implementation_date: executions[0].executed_at.slice(0, 10),
    query_id: ranking.uuid,
  });
  await h.drainJobs();

  s = {
    brand: u,
    ranking: ranking.id,
    question: brand.question_queries[0].id,
    execution: executions[0].uuid,
    answer: answers.responses[0].id,
    competitor: { key: competitor.key, name: competitor.name },
    domain: websites[0].domain,
    tag: tag.id,
    webhook: webhook.id,
    customReport: customReport.uuid,
    keywordAnalysis: keyword.uuid,
    recommendation: recommendation.id,
    tomorrow: isoDay(new Date(h.clock.now().getTime() + DAY_MS)),
  };
}, 300_000);
afterAll(async () => {
  for (const c of clients) await c.close();
});

describe.each(TRANSPORTS)('the MCP server over %s', (transport) => {
  const client = {} as Record<keyof typeof keys, Client>;
  beforeAll(async () => {
    for (const k of Object.keys(keys) as (keyof typeof keys)[])
      client[k] = await connect(transport, keys[k].secret);
    for (const t of (await client.read.listTools()).tools) {
      if (!outputValidators.has(t.name)) outputValidators.set(t.name, ajv.compile(t.outputSchema as object));
    }
  }, 60_000);

  it('lists every tool of the catalogue, with schemas strict clients accept', async () => {
    const { tools } = await client.read.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    expect(new Set(tools.map((t) => t.title)).size).toBe(tools.length);
    for (const t of tools as Tool[]) {
      const entry = mcpTools[t.name as McpToolName];
      expect(t.description).toBe(entry.description);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.annotations?.readOnlyHint).toBe(entry.writes === undefined);
      expect(t.annotations?.destructiveHint).toBe('destructive' in entry);
      for (const [which, schema] of [
        ['input', t.inputSchema],
        ['output', t.outputSchema],
      ] as const) {
        expect(portabilityProblems(schema), `${t.name} ${which}`).toEqual([]);
        expect(() => ajv.compile(schema as object), `${t.name} ${which}`).not.toThrow();
      }
    }
    // Tools about one brand say which of its engines answer from the sandbox (a custom report counts
    // the simulated answers it rests on).
    const aboutBrand = tools.filter((t) => 'brand_id' in (t.inputSchema.properties ?? {}));
    for (const t of aboutBrand) expect(Object.keys(t.outputSchema?.properties ?? {})).toContain('provenance');
  });

  it('answers every read tool on the seeded brand with the API’s reply and its provenance', async () => {
    expect(Object.keys(readCalls).sort()).toEqual([...READ_TOOLS].sort());
    const get = apiGetWith(keys.read.secret);
    for (const name of READ_TOOLS) {
      const { args, api: expected } = readCalls[name as keyof typeof readCalls](s);
      const reply = await structured(client.read, name, args);
      const apiReply = typeof expected === 'string' ? await get(expected) : await expected(get);
      expect(mcpTools[name].output.parse(reply), name).toEqual(apiReply);
      if ('brand_id' in args && !('provenance' in mcpTools[name].output.shape)) {
        const { provenance } = reply as { provenance: { simulated_engines: string[]; note: string } };
        expect(provenance.simulated_engines, name).toEqual(brand.ai_engines);
        expect(provenance.note).toMatch(/simulated, not measured/);
      }
    }
    // The seeded brand's data is there: the comparison is not one of empty replies.
    const performance = (
      await callTool(client.read, 'get_brand_performance', readCalls.get_brand_performance(s).args)
    ).general_metrics as { provider_metrics: Record<string, Record<string, unknown>> };
    expect(Object.keys(performance.provider_metrics)).toEqual(['chatgpt']);
    expect(performance.provider_metrics.chatgpt.mentions_n).toBeGreaterThan(0);
    expect(performance.provider_metrics.chatgpt.mentions_ci95).toHaveLength(2);
    const competitors = await callTool(
      client.read,
      'get_competitor_appearances',
      readCalls.get_competitor_appearances(s).args,
    );
    expect(competitors.total).toBeGreaterThan(0);
    const analysis = await callTool(client.read, 'get_keyword_analysis', { analysis_id: s.keywordAnalysis });
    expect((analysis.prompts as unknown[]).length).toBeGreaterThan(0);
    const feedback = await callTool(client.read, 'get_report_feedback', { execution_id: s.execution });
    expect((feedback.implemented_changes as unknown[]).length).toBeGreaterThan(0);
  });

  it('takes the brand id list_brands gives, as a number or its digits', async () => {
    const [listed] = (await callTool(client.read, 'list_brands', {})).projects as Project[];
    expect(typeof listed.id).toBe('number');
    const byUuid = await callTool(client.read, 'get_prompt_results', { brand_id: brand.uuid });
    expect(await callTool(client.read, 'get_prompt_results', { brand_id: listed.id })).toEqual(byUuid);
    expect(await callTool(client.read, 'get_prompt_results', { brand_id: String(listed.id) })).toEqual(
      byUuid,
    );
    expect(await toolError(client.read, 'get_prompt_results', { brand_id: 1.5 })).toMatch(/brand_id/);
  });

  it('answers bad arguments with a tool error carrying the API’s message', async () => {
    const withArguments = TOOL_NAMES.filter((name) => Object.keys(mcpTools[name].input.shape).length > 0);
    expect(Object.keys(badCalls).sort()).toEqual(withArguments.sort());
    for (const name of withArguments) {
      const { args, message } = badCalls[name]!(s);
      expect(await toolError(client.write, name, args), name).toContain(message);
    }
    // A missing argument is a tool error too, not a crash.
    expect(await toolError(client.read, 'get_brand', {})).toMatch(/brand_id/);
  });

  it('does not find another user’s brand or anything of it', async () => {
    for (const name of TOOL_NAMES.filter((n) => !ACCOUNT_TOOLS.includes(n))) {
      const args = mcpTools[name].writes
        ? writeArgs[name as McpWriteToolName](s)
        : readCalls[name as keyof typeof readCalls](s).args;
      expect(await toolError(client.stranger, name, args), name).toMatch(/not found/i);
    }
    // The account's own lists hold only the stranger's brand and nothing else.
    const { projects } = await callTool(client.stranger, 'list_brands', {});
    expect((projects as Project[]).map((p) => p.uuid)).toEqual([strangerBrand.uuid]);
    expect(
      Object.keys((await callTool(client.stranger, 'get_brands_overview', {})).metrics as object),
    ).toEqual([strangerBrand.uuid]);
    expect((await callTool(client.stranger, 'list_keyword_analyses', {})).analyses).toEqual([]);
    expect((await callTool(client.stranger, 'list_all_recommendations', {})).executions).toEqual([]);
  });

  it('refuses every write to a read-only key, and to a read-write key once the plan is read-only', async () => {
    for (const name of WRITE_TOOLS) {
      expect(await toolError(client.read, name, writeArgs[name](s)), name).toBe(apiKeyMessages.readOnlyKey);
    }
    // The trial over, the plan is read-only: each write is refused as its route is.
    const trialEnd = (await subscriptionOf(h, owner)).trial_end_date!;
    const saved = h.clock.current;
    h.clock.current = new Date(trialEnd);
    try {
      for (const name of WRITE_TOOLS) {
        expect(await toolError(client.write, name, writeArgs[name](s)), name).toBe(
          readOnlyMessage(mcpTools[name].writes, 'trial'),
        );
      }
    } finally {
      h.clock.current = saved;
    }
  });

  it('does an editor’s work with a read-write key: every write tool', async () => {
    const w = client.write;
    const get = apiGetWith(keys.write.secret);
    const called = new Set<McpToolName>();
    const write = async (name: McpWriteToolName, args: Record<string, unknown>) => {
      called.add(name);
      return callTool(w, name, { brand_id: brand.uuid, ...args });
    };
    const accuracyPrompts = async () =>
      (
        (await get(`/projects/${brand.uuid}/question-queries/`)) as {
          queries: { id: number; tags: unknown[] }[];
        }
      ).queries;

    const started = await write('run_report', {});
    expect((started.execution as { status: string }).status).toBe('PENDING');
    await h.drainJobs();

    const added = (
      await write('add_prompt', {
        kind: 'accuracy',
        query_text: `Who founded Asana? (${transport})`,
        expected_response: 'Dustin Moskovitz and Justin Rosenstein',
      })
    ).prompt as { id: number };
    const tag = await write('create_tag', { name: `founders ${transport}` });
    const updated = (
      await write('update_prompt', {
        kind: 'accuracy',
        prompt_id: added.id,
        query_text: `Who founded Asana, and when? (${transport})`,
        expected_response: 'Dustin Moskovitz and Justin Rosenstein, in 2008',
        tag_ids: [tag.id],
      })
    ).prompt as { query_text: string; tags: unknown[] };
    expect(updated.tags).toEqual([tag]);
    expect((await accuracyPrompts()).find((p) => p.id === added.id)?.tags).toEqual([tag]);
    await write('unassign_tag', { tag_id: tag.id, prompt_id: added.id });
    expect((await accuracyPrompts()).find((p) => p.id === added.id)?.tags).toEqual([]);
    await write('assign_tag', { tag_id: tag.id, prompt_id: added.id });
    expect((await accuracyPrompts()).find((p) => p.id === added.id)?.tags).toEqual([tag]);
    expect(await write('delete_prompt', { kind: 'accuracy', prompt_id: added.id })).toEqual({
      success: true,
    });
    expect((await accuracyPrompts()).map((p) => p.id)).not.toContain(added.id);

    const known = async () =>
      ((await get(`/projects/${brand.uuid}/known-competitors/`)) as { competitors: { id: number }[] })
        .competitors;
    const competitor = await write('add_competitor', {
      name: `Monday ${transport}`,
      aliases: ['monday.com'],
      domain: 'monday.com',
    });
    expect((await known()).map((c) => c.id)).toContain(competitor.id);
    await write('remove_competitor', { competitor_id: competitor.id });
    expect((await known()).map((c) => c.id)).not.toContain(competitor.id);

    const report = await write('create_custom_report', {
      title: `Month (${transport})`,
      start_date: isoDay(new Date(h.clock.now().getTime() - 30 * DAY_MS)),
      end_date: isoDay(h.clock.now()),
      data_types: ['RANKING'],
    });
    expect(await get(`/projects/${brand.uuid}/reports/${report.uuid}/`)).toMatchObject({
      title: report.title,
    });

    called.add('start_keyword_analysis');
    const analysis = await callTool(w, 'start_keyword_analysis', {
      title: `Tasks (${transport})`,
      website: '127.0.0.1',
      keywords: 'task manager',
      country: 'US',
      language: 'en',
    });
    called.add('start_recommendation');
    const run = await callTool(w, 'start_recommendation', {
      scope: 'brand',
      id: brand.uuid,
      type: 'content_creation',
    });
    called.add('record_implemented_change');
    const change = await callTool(w, 'record_implemented_change', {
      execution_id: s.execution,
      change_type: 'technical_seo',
      description: `Structured data (${transport})`,
      implementation_date: isoDay(h.clock.now()),
      prompt_id: s.ranking,
    });
    expect(change.change_type).toBe('Technical SEO');
    await h.drainJobs();
    expect(await get(`/keyword-explorer/executions/${analysis.uuid}/`)).toMatchObject({
      status: 'completed',
    });
    expect(await get(`/recommendations/recommendation/${run.id}/status/`)).toMatchObject({
      status: 'completed',
    });
    const feedback = (await get(`/reports/${s.execution}/llmo-feedback/`)) as {
      implemented_changes: { id: unknown }[];
    };
    expect(feedback.implemented_changes.map((c) => c.id)).toContain(change.id);

    expect([...called].sort()).toEqual([...WRITE_TOOLS].sort());
  });

  it('lists each brand and its latest report as resources, read as the API’s replies', async () => {
    const { resourceTemplates } = await client.read.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual(
      [mcpResources.brand.uriTemplate, mcpResources.latest_report.uriTemplate].sort(),
    );
    const { resources } = await client.read.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(
      [mcpResources.brand.uri(brand.uuid), mcpResources.latest_report.uri(brand.uuid)].sort(),
    );
    const read = async (c: Client, uri: string) => {
      const { contents } = await c.readResource({ uri });
      expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
      return JSON.parse((contents[0] as { text: string }).text) as Record<string, unknown>;
    };
    const get = apiGetWith(keys.read.secret);
    const { provenance, ...detail } = await read(client.read, mcpResources.brand.uri(brand.uuid));
    expect(detail).toEqual(await get(`/projects/${brand.uuid}/`));
    expect((provenance as { simulated_engines: string[] }).simulated_engines).toEqual(brand.ai_engines);
    const { executions } = (await get(`/projects/${brand.uuid}/execution-status/`)) as {
      executions: { uuid: string; status: string }[];
    };
    const latest = executions.find((e) => e.status === 'COMPLETED')!;
    const { provenance: _, ...report } = await read(client.read, mcpResources.latest_report.uri(brand.uuid));
    expect(report).toEqual(await get(`/reports/${latest.uuid}/`));

    // Another user's brand does not exist; a brand without a completed report has no latest report.
    await expect(
      client.stranger.readResource({ uri: mcpResources.brand.uri(brand.uuid) }),
    ).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining(projectMessages.projectNotFound),
    });
    const theirs = await client.stranger.listResources();
    expect(theirs.resources.map((r) => r.uri)).toEqual([mcpResources.brand.uri(strangerBrand.uuid)]);
    await expect(
      client.stranger.readResource({ uri: mcpResources.latest_report.uri(strangerBrand.uuid) }),
    ).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining(mcpMessages.noCompletedReport),
    });
  });

  it('offers prompts that set the assistant a task on a brand, naming tools that exist', async () => {
    const { prompts } = await client.read.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(Object.keys(mcpPrompts).sort());
    for (const p of prompts) {
      expect(p.arguments).toEqual([expect.objectContaining({ name: 'brand_id', required: true })]);
      const { messages } = await client.read.getPrompt({ name: p.name, arguments: { brand_id: brand.uuid } });
      const text = (messages[0].content as { text: string }).text;
      expect(text).toContain(brand.title);
      expect(text).toContain(brand.uuid);
      const named = text.match(/\b(get|list)_[a-z_]+/g) ?? [];
      expect(named.length).toBeGreaterThan(3);
      for (const tool of named) expect(TOOL_NAMES, `${p.name}: ${tool}`).toContain(tool);
      await expect(
        client.stranger.getPrompt({ name: p.name, arguments: { brand_id: brand.uuid } }),
      ).rejects.toThrow(projectMessages.projectNotFound);
    }
  });
});

describe('the MCP endpoint', () => {
  it('refuses requests without a key, with a session token, a revoked key, a foreign origin or GET', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}${MCP_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(none.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(((await none.json()) as { message: string }).message).toBe(apiKeyMessages.keyRequired);
    expect((await post(bearer(owner))).status).toBe(401);
    const foreign = await post({ ...bearer({ token: keys.read.secret }), origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${base}${MCP_PATH}`)).status).toBe(405);

    const ok = await post(bearer({ token: keys.read.secret }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toBe('no-store');

    const spare = await createKey(owner, 'read');
    await h.app.inject({
      method: 'DELETE',
      url: `/api${apiKeyPaths.revoke(spare.id)}`,
      headers: bearer(owner),
    });
    const revoked = await post(bearer({ token: spare.secret }));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toBe('Bearer realm="sightline", error="invalid_token"');
    const madeUp = await post(bearer({ token: 'sl_api_made-up' }));
    expect(madeUp.status).toBe(401);
    expect(madeUp.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('offers the newest protocol version and advertises no list changes it would never send', async () => {
    const initialize = async (protocolVersion: string) => {
      const res = await fetch(`${base}${MCP_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...bearer({ token: keys.read.secret }),
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { protocolVersion: string; capabilities: object } }).result;
    };
    const newest = await initialize(LATEST_PROTOCOL_VERSION);
    expect(newest.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    // A version from the future is answered with the newest this server speaks.
    expect((await initialize('2999-01-01')).protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    expect(newest.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { listChanged: false },
      prompts: { listChanged: false },
    });
    const client = await connect('Streamable HTTP', keys.read.secret);
    expect(client.getServerCapabilities()?.tools?.listChanged).toBe(false);
    expect(client.getServerVersion()?.name).toBe(MCP_SERVER_NAME);
  });

  it('the stdio bridge answers a request the endpoint refused instead of leaving it hanging', async () => {
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BRIDGE, '--url', `${base}${MCP_PATH}`, '--key', 'sl_api_revoked-or-made-up'],
      stderr: 'pipe',
    });
    await expect(client.connect(transport)).rejects.toThrow(genericMessages.unauthorized);
    await transport.close();
  });
});

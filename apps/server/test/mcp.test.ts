// The MCP endpoint driven by the SDK's own client over real HTTP: it lists the catalogue's tools with
// their schemas, every tool answers on seeded reports with the figures the API routes give, write tools
// follow the key's scope and the plan, a key only sees its user's brands; the endpoint refuses calls
// without a key, from foreign origins and by GET, with a policy that lets nothing load it. The stdio
// bridge runs as its own process, driven by the SDK's stdio client.

import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import {
  type ApiKeyCreated,
  apiKeyMessages,
  apiKeyPaths,
  genericMessages,
  MCP_PATH,
  MCP_SERVER_NAME,
  type McpToolName,
  mcpTools,
  type Project,
  readOnlyMessage,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionOf } from './billing-support.ts';
import { bearer, createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let base: string;
let session: Session;
let brand: Project;
let execution: string;
const keys = {} as Record<'write' | 'read' | 'stranger', ApiKeyCreated>;
const clients: Client[] = [];

const createKey = async (s: Session, scope: 'read' | 'read_write') => {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api${apiKeyPaths.create}`,
    headers: bearer(s),
    payload: { name: `mcp ${scope}`, scope },
  });
  return res.json() as ApiKeyCreated;
};

const connect = async (key: string) => {
  const client = new Client({ name: 'sightline-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}${MCP_PATH}`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  clients.push(client);
  return client;
};

/** The tool's structured reply, failing the test with the tool's own message when it is an error. */
const callTool = async (client: Client, name: McpToolName, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text: string }[])[0]?.text;
  expect(result.isError, `${name}: ${text}`).toBeFalsy();
  return mcpTools[name].output.parse(result.structuredContent) as Record<string, unknown>;
};
const toolError = async (client: Client, name: McpToolName, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError).toBe(true);
  return (result.content as { text: string }[])[0].text;
};
const apiGet = async (key: string, path: string) =>
  (await h.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer({ token: key }) })).json();

beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await register(h);
  brand = await createBrand(h, owner.session, {
    entity_name: 'Asana',
    location: 'San Francisco',
    domain: 'asana.com',
    ai_engines: ['chatgpt', 'claude'],
    ranking_queries: ['best project management software'],
    question_queries: [{ query_text: 'Where is Asana based?', expected_response: 'San Francisco' }],
  });
  session = await runReportsDaysAgo(h, owner.session, brand.uuid, [8, 1, 0]);
  keys.write = await createKey(session, 'read_write');
  keys.read = await createKey(session, 'read');
  keys.stranger = await createKey((await register(h)).session, 'read_write');
  execution = (await apiGet(keys.read.secret, `/projects/${brand.uuid}/execution-status/`)).executions[0]
    .uuid;
}, 180_000);
afterAll(async () => {
  for (const c of clients) await c.close();
});

describe('the MCP endpoint', () => {
  it('lists every tool of the catalogue with its description and schemas', async () => {
    const { tools } = await (await connect(keys.read.secret)).listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(mcpTools).sort());
    for (const t of tools) {
      const entry = mcpTools[t.name as McpToolName];
      expect(t.description).toBe(entry.description);
      expect(t.inputSchema.type).toBe('object');
      expect(t.outputSchema?.type).toBe('object');
      expect(t.annotations?.readOnlyHint).toBe(entry.writes === undefined);
    }
  });

  it('answers every read tool on seeded reports with the figures of the API routes', async () => {
    const client = await connect(keys.read.secret);
    const key = keys.read.secret;
    const ranking = brand.ranking_queries[0].id;
    const question = brand.question_queries[0].id;
    const brandArgs = { brand_id: brand.uuid };

    const brands = await callTool(client, 'list_brands', {});
    expect((brands.projects as Project[]).map((p) => p.uuid)).toEqual([brand.uuid]);

    // "How did my brand do on ChatGPT this week?"
    const week = await callTool(client, 'get_brand_performance', {
      ...brandArgs,
      time_range: '7d',
      providers: ['chatgpt'],
    });
    expect(week).toEqual(
      await apiGet(key, `/projects/${brand.uuid}/general-metrics/?time_range=7d&providers=chatgpt`),
    );
    const chatgpt = (week.general_metrics as { provider_metrics: Record<string, Record<string, unknown>> })
      .provider_metrics;
    expect(Object.keys(chatgpt)).toEqual(['chatgpt']);
    // The figures come with what they rest on and their interval.
    expect(chatgpt.chatgpt.mentions_n).toBeGreaterThan(0);
    expect(chatgpt.chatgpt.mentions_ci95).toHaveLength(2);

    const prompts = await callTool(client, 'list_prompts', brandArgs);
    expect((prompts.ranking_prompts as { id: number }[]).map((p) => p.id)).toEqual([ranking]);
    expect((prompts.accuracy_prompts as { id: number }[]).map((p) => p.id)).toEqual([question]);

    const results = await callTool(client, 'get_prompt_results', brandArgs);
    expect(results).toEqual(await apiGet(key, `/projects/${brand.uuid}/queries/?view=summary`));
    // Every tool about a brand says which of its engines answer from the sandbox (all of them here).
    const raw = await client.callTool({ name: 'get_prompt_results', arguments: brandArgs });
    const { provenance } = raw.structuredContent as {
      provenance: { simulated_engines: string[]; note: string };
    };
    expect(provenance.simulated_engines).toEqual(brand.ai_engines);
    expect(provenance.note).toMatch(/simulated, not measured/);
    // list_brands gives the id as a JSON number: sent back as one (or as its digits), it names the brand.
    const [listed] = brands.projects as Project[];
    expect(typeof listed.id).toBe('number');
    expect(await callTool(client, 'get_prompt_results', { brand_id: listed.id })).toEqual(results);
    expect(await callTool(client, 'get_prompt_results', { brand_id: String(listed.id) })).toEqual(results);
    expect(await toolError(client, 'get_prompt_results', { brand_id: 1.5 })).toMatch(/brand_id/);
    const positions = await callTool(client, 'get_ranking_prompt_positions', {
      ...brandArgs,
      prompt_id: ranking,
    });
    expect(positions).toEqual(
      await apiGet(key, `/projects/${brand.uuid}/ranking-queries/${ranking}/results/`),
    );
    expect((positions.results as { provider: string }[]).map((r) => r.provider).sort()).toEqual([
      'chatgpt',
      'claude',
    ]);

    const trend = await callTool(client, 'get_ranking_prompt_trend', {
      prompt_id: ranking,
      time_range: '30d',
    });
    expect(trend.charts).toEqual(await apiGet(key, `/ranking-query/${ranking}/charts/?time_range=30d`));
    expect(trend.overview).toEqual(await apiGet(key, `/ranking-query/${ranking}/overview/`));

    for (const [tool, path] of [
      ['get_competitors', 'competitors/?view=summary'],
      ['get_sources', 'important-websites/?view=summary'],
      ['get_share_of_voice', 'share-of-voice/'],
    ] as const) {
      expect(await callTool(client, tool, brandArgs)).toEqual(
        await apiGet(key, `/projects/${brand.uuid}/${path}`),
      );
    }
    const competitors = await callTool(client, 'get_competitors', brandArgs);
    expect((competitors.competitors as unknown[]).length).toBeGreaterThan(0);

    const accuracy = await callTool(client, 'get_accuracy', {
      ...brandArgs,
      prompt_id: question,
      time_range: '30d',
    });
    expect(accuracy.latest).toEqual(
      await apiGet(key, `/projects/${brand.uuid}/question-queries/${question}/results/`),
    );
    expect(accuracy.period).toEqual(await apiGet(key, `/question-query/${question}/stats/?time_range=30d`));

    const executions = await callTool(client, 'list_executions', brandArgs);
    expect((executions.executions as unknown[]).length).toBe(3);
    const report = await callTool(client, 'get_report', { execution_id: execution });
    expect(report).toEqual(await apiGet(key, `/reports/${execution}/`));
  });

  it('gives tool errors with the API’s messages: bad input, another user’s brand', async () => {
    const client = await connect(keys.stranger.secret);
    expect(await callTool(client, 'list_brands', {})).toEqual({ projects: [] });
    expect(await toolError(client, 'get_prompt_results', { brand_id: brand.uuid })).toBe('Project not found');
    const bad = await toolError(client, 'get_competitors', {
      brand_id: brand.uuid,
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    });
    expect(bad).toBe('The start date must not be after the end date');
  });

  it('runs a report and adds prompts with a read-write key; a read-only key and plan are refused', async () => {
    const writer = await connect(keys.write.secret);
    const started = await callTool(writer, 'run_report', { brand_id: brand.uuid });
    expect((started.execution as { status: string }).status).toBe('PENDING');
    await h.drainJobs();
    const added = await callTool(writer, 'add_prompt', {
      brand_id: brand.uuid,
      kind: 'accuracy',
      query_text: 'Who founded Asana?',
      expected_response: 'Dustin Moskovitz and Justin Rosenstein',
    });
    expect((added.prompt as { query_text: string }).query_text).toBe('Who founded Asana?');
    const missing = await toolError(writer, 'add_prompt', {
      brand_id: brand.uuid,
      kind: 'accuracy',
      query_text: 'x',
    });
    expect(missing).toMatch(/required/i);

    const reader = await connect(keys.read.secret);
    expect(await toolError(reader, 'run_report', { brand_id: brand.uuid })).toBe(apiKeyMessages.readOnlyKey);
    expect(
      await toolError(reader, 'add_prompt', { brand_id: brand.uuid, kind: 'ranking', query_text: 'x' }),
    ).toBe(apiKeyMessages.readOnlyKey);

    // The trial over, the plan is read-only: the same refusal as the write routes.
    const trialEnd = (await subscriptionOf(h, session)).trial_end_date!;
    const saved = h.clock.current;
    h.clock.current = new Date(trialEnd);
    try {
      const refusal = await toolError(writer, 'add_prompt', {
        brand_id: brand.uuid,
        kind: 'ranking',
        query_text: 'x',
      });
      expect(refusal).toBe(readOnlyMessage('prompts', 'trial'));
    } finally {
      h.clock.current = saved;
    }
  });

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
    expect((await post(bearer(session))).status).toBe(401);
    const foreign = await post({ ...bearer({ token: keys.read.secret }), origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${base}${MCP_PATH}`)).status).toBe(405);

    const ok = await post(bearer({ token: keys.read.secret }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toBe('no-store');

    const spare = await createKey(session, 'read');
    await h.app.inject({
      method: 'DELETE',
      url: `/api${apiKeyPaths.revoke(spare.id)}`,
      headers: bearer(session),
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
    expect(newest.capabilities).toEqual({ tools: { listChanged: false } });
    const client = await connect(keys.read.secret);
    expect(client.getServerCapabilities()?.tools?.listChanged).toBe(false);
  });

  it('is reachable through the stdio bridge, spawned as a process', async () => {
    const bridge = fileURLToPath(new URL('../src/cli/mcp-stdio.ts', import.meta.url));
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bridge, '--url', `${base}${MCP_PATH}`],
      env: { SIGHTLINE_API_KEY: keys.read.secret },
      stderr: 'pipe',
    });
    await client.connect(transport);
    clients.push(client);
    expect(client.getServerVersion()?.name).toBe(MCP_SERVER_NAME);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(mcpTools).sort());
    const results = await callTool(client, 'get_prompt_results', { brand_id: brand.uuid });
    expect(results).toEqual(await apiGet(keys.read.secret, `/projects/${brand.uuid}/queries/?view=summary`));
    expect(await toolError(client, 'run_report', { brand_id: brand.uuid })).toBe(apiKeyMessages.readOnlyKey);
  });

  it('the stdio bridge answers a request the endpoint refused instead of leaving it hanging', async () => {
    const bridge = fileURLToPath(new URL('../src/cli/mcp-stdio.ts', import.meta.url));
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bridge, '--url', `${base}${MCP_PATH}`, '--key', 'sl_api_revoked-or-made-up'],
      stderr: 'pipe',
    });
    await expect(client.connect(transport)).rejects.toThrow(genericMessages.unauthorized);
    await transport.close();
  });
});

// One MCP server per request (stateless Streamable HTTP): the catalogue of packages/contracts/src/mcp.ts
// bound to the key's user. Tool failures the caller can act on (not found, no access, read-only key or
// plan, bad input) come back as tool errors with the API's own message; anything else is logged.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  type ApiKeyScope,
  apiKeyMessages,
  ENGINE_LABELS,
  MCP_SERVER_NAME,
  McpProvenanceSchema,
  type McpToolName,
  mcpInstructions,
  mcpProvenanceNote,
  mcpTools,
} from '@sightline/contracts';
import type { AppContext, Logger } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { mcpToolHandlers } from './mcp-tools.ts';

const SERVER_VERSION = '1.0.0';

const toolError = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export const createMcpServer = (
  ctx: AppContext,
  caller: { userId: number; scope: ApiKeyScope },
  log: Logger,
) => {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: SERVER_VERSION },
    { instructions: mcpInstructions },
  );
  const handlers = mcpToolHandlers(ctx, caller);
  /** The brand's engines that answer from the sandbox here (after the tool: it checked the access). */
  const provenanceOf = async (brandRef: string) => {
    const brand = await ctx.projects.get(caller.userId, String(brandRef));
    const simulated = brand.ai_engines.filter((code) => !ctx.engines[code]?.live);
    return { simulated_engines: simulated, note: mcpProvenanceNote(simulated.map((c) => ENGINE_LABELS[c])) };
  };
  for (const name of Object.keys(mcpTools) as McpToolName[]) {
    const t = mcpTools[name];
    const writes = t.writes !== undefined;
    const aboutBrand = 'brand_id' in t.input.shape;
    server.registerTool(
      name,
      {
        title: t.title,
        description: t.description,
        inputSchema: t.input,
        outputSchema: aboutBrand ? t.output.extend({ provenance: McpProvenanceSchema }) : t.output,
        annotations: {
          readOnlyHint: !writes,
          destructiveHint: false,
          idempotentHint: !writes,
          openWorldHint: false,
        },
      },
      async (input: unknown) => {
        try {
          const figures = (await handlers[name](input as never)) as Record<string, unknown>;
          const result = aboutBrand
            ? { ...figures, provenance: await provenanceOf((input as { brand_id: string }).brand_id) }
            : figures;
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(result) }],
            structuredContent: result,
          };
        } catch (err) {
          if (err instanceof HttpError && err.status < 500) return toolError(err.message);
          log.error({ err, tool: name }, 'MCP tool failed');
          return toolError(apiKeyMessages.mcpToolFailed);
        }
      },
    );
  }
  // The tool list is fixed and a stateless server has no session to notify: registering tools made the
  // SDK advertise listChanged, which would tell clients to wait for notifications that never come.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
};

// One MCP server per request (stateless Streamable HTTP): the catalogue of packages/contracts/src/mcp.ts
// bound to the key's user. Tool failures the caller can act on (not found, no access, read-only key or
// plan, bad input) come back as tool errors with the API's own message; anything else is logged.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  type ApiKeyScope,
  apiKeyMessages,
  MCP_SERVER_NAME,
  type McpToolName,
  mcpInstructions,
  mcpTools,
} from '@sightline/contracts';
import type { AppContext, Logger } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { brandProvenance } from './mcp-provenance.ts';
import { registerResourcesAndPrompts } from './mcp-resources.ts';
import { addsProvenance, advertisedTools, annotationsOf, outputSchemaOf } from './mcp-tool-list.ts';
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
  for (const name of Object.keys(mcpTools) as McpToolName[]) {
    const t = mcpTools[name];
    const withProvenance = addsProvenance(t);
    server.registerTool(
      name,
      {
        title: t.title,
        description: t.description,
        inputSchema: t.input,
        outputSchema: outputSchemaOf(t),
        annotations: annotationsOf(t),
      },
      async (input: unknown) => {
        try {
          const figures = (await handlers[name](input as never)) as Record<string, unknown>;
          const result = withProvenance
            ? {
                ...figures,
                // After the tool: it checked the access.
                provenance: await brandProvenance(
                  ctx,
                  caller.userId,
                  (input as { brand_id: string }).brand_id,
                ),
              }
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
  // The SDK validates calls against the zod schemas registered above; the list it would send writes
  // nullable fields in a form strict clients refuse, so the list is ours (mcp-tool-list.ts).
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: advertisedTools() }));
  registerResourcesAndPrompts(server, ctx, caller.userId, log);
  // The lists are fixed and a stateless server has no session to notify: registering made the SDK
  // advertise listChanged, which would tell clients to wait for notifications that never come.
  server.server.registerCapabilities({
    tools: { listChanged: false },
    resources: { listChanged: false },
    prompts: { listChanged: false },
  });
  return server;
};

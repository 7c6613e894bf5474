// The MCP resources and prompts: each brand the key's user sees and its latest completed report as
// JSON documents (the replies of get_brand and get_report), and the prompts that set an assistant a
// task on one brand. A brand the user cannot see is the error the MCP specification names for a
// missing resource; nothing about it is told.
import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Variables } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  apiKeyMessages,
  MCP_RESOURCE_MIME_TYPE,
  type McpPromptName,
  mcpMessages,
  mcpPromptArgs,
  mcpPrompts,
  mcpResources,
} from '@sightline/contracts';
import type { AppContext, Logger } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { brandProvenance } from './mcp-provenance.ts';

/** The MCP specification's error code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

export const registerResourcesAndPrompts = (
  server: McpServer,
  ctx: AppContext,
  userId: number,
  log: Logger,
) => {
  /** A service's refusal as a JSON-RPC error with the API's message; anything else is logged. */
  const answer = async <T>(notFoundCode: number, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof McpError) throw err;
      if (err instanceof HttpError && err.status < 500) {
        throw new McpError(err.status === 404 ? notFoundCode : ErrorCode.InvalidParams, err.message);
      }
      log.error({ err }, 'MCP read failed');
      throw new McpError(ErrorCode.InternalError, apiKeyMessages.mcpToolFailed);
    }
  };
  const brandRef = (variables: Variables) => String(variables.brand_id);
  const json = (uri: URL, value: unknown) => ({
    contents: [{ uri: uri.href, mimeType: MCP_RESOURCE_MIME_TYPE, text: JSON.stringify(value) }],
  });
  const withProvenance = async (ref: string, figures: object) => ({
    ...figures,
    provenance: await brandProvenance(ctx, userId, ref),
  });

  const { brand, latest_report: latest } = mcpResources;
  server.registerResource(
    'brand',
    new ResourceTemplate(brand.uriTemplate, {
      list: async () => ({
        resources: (await ctx.projects.list(userId)).map((p) => ({
          uri: brand.uri(p.uuid),
          name: p.title,
          description: brand.description,
          mimeType: MCP_RESOURCE_MIME_TYPE,
        })),
      }),
    }),
    { title: brand.title, description: brand.description, mimeType: MCP_RESOURCE_MIME_TYPE },
    (uri, variables) =>
      answer(RESOURCE_NOT_FOUND, async () => {
        const ref = brandRef(variables);
        return json(uri, await withProvenance(ref, await ctx.projects.get(userId, ref)));
      }),
  );
  server.registerResource(
    'latest_report',
    new ResourceTemplate(latest.uriTemplate, {
      // Brands with a report; one still running or failed reads as the report before it.
      list: async () => ({
        resources: (await ctx.projects.list(userId))
          .filter((p) => p.last_execution !== null)
          .map((p) => ({
            uri: latest.uri(p.uuid),
            name: `${p.title}: ${latest.title.toLowerCase()}`,
            description: latest.description,
            mimeType: MCP_RESOURCE_MIME_TYPE,
          })),
      }),
    }),
    { title: latest.title, description: latest.description, mimeType: MCP_RESOURCE_MIME_TYPE },
    (uri, variables) =>
      answer(RESOURCE_NOT_FOUND, async () => {
        const ref = brandRef(variables);
        const { executions } = await ctx.executions.status(userId, ref);
        const completed = executions.find((e) => e.status === 'COMPLETED');
        if (!completed) throw new McpError(RESOURCE_NOT_FOUND, mcpMessages.noCompletedReport);
        return json(uri, await withProvenance(ref, await ctx.reportDocuments.get(userId, completed.uuid)));
      }),
  );

  for (const name of Object.keys(mcpPrompts) as McpPromptName[]) {
    const p = mcpPrompts[name];
    server.registerPrompt(
      name,
      { title: p.title, description: p.description, argsSchema: mcpPromptArgs },
      ({ brand_id }) =>
        answer(ErrorCode.InvalidParams, async () => {
          const b = await requireProjectAccess(ctx.db, userId, brand_id, 'VIEW');
          return {
            description: p.description,
            messages: [{ role: 'user' as const, content: { type: 'text' as const, text: p.text(b) } }],
          };
        }),
    );
  }
};

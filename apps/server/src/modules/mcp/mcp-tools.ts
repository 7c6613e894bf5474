// What each MCP tool does: the same service call as its API route, with the query or body parsed by
// that route's own contract (same rules, same messages), for the key's user.
import type { ApiKeyScope, McpToolName, mcpTools } from '@sightline/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { mcpReadHandlers } from './mcp-read-handlers.ts';
import { mcpWriteHandlers } from './mcp-write-handlers.ts';

export type McpCaller = { userId: number; scope: ApiKeyScope };
type Input<K extends McpToolName> = z.infer<(typeof mcpTools)[K]['input']>;
type Output<K extends McpToolName> = z.infer<(typeof mcpTools)[K]['output']>;
type Handler<K extends McpToolName> = (input: Input<K>) => Promise<Output<K>>;
/** The tools that change data: those whose catalogue entry names a read-only action. */
export type McpWriteToolName = {
  [K in McpToolName]: (typeof mcpTools)[K]['writes'] extends undefined ? never : K;
}[McpToolName];
export type McpHandlers<Names extends McpToolName> = { [K in Names]: Handler<K> };

export const mcpToolHandlers = (ctx: AppContext, caller: McpCaller): McpHandlers<McpToolName> => ({
  ...mcpReadHandlers(ctx, caller.userId),
  ...mcpWriteHandlers(ctx, caller),
});

// `npm run -s mcp:stdio -- --url https://sightline.example.com/mcp --key sl_api_…` (or the key in
// SIGHTLINE_API_KEY): for MCP clients that only start local stdio servers (Claude Desktop). It relays
// each JSON-RPC message between stdin/stdout and Sightline's Streamable HTTP endpoint with the SDK's
// own transports, so nothing is downloaded or reimplemented. stdout carries only protocol messages;
// anything for people goes to stderr.
import { parseArgs } from 'node:util';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { mcpBridgeSettings } from '../config.ts';

const USAGE =
  'usage: mcp-stdio --url <https://your-sightline/mcp> [--key <sl_api_…>] (or SIGHTLINE_MCP_URL and SIGHTLINE_API_KEY)\n';
/** JSON-RPC's code for a server error that is not one of the predefined ones. */
const RELAY_FAILED = -32000;

const { values } = parseArgs({ options: { url: { type: 'string' }, key: { type: 'string' } } });
const { url, key } = mcpBridgeSettings(values);
if (!url || !key) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const remote = new StreamableHTTPClientTransport(new URL(url), {
  requestInit: { headers: { authorization: `Bearer ${key}` } },
});
const local = new StdioServerTransport();

const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: string | number; method: string } =>
  'method' in m && 'id' in m;

local.onmessage = (message) => {
  remote.send(message).catch((err: Error) => {
    process.stderr.write(`mcp-stdio: ${err.message}\n`);
    // A request that never reached the server still gets its answer, so the client does not hang.
    if (isRequest(message)) {
      void local.send({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: RELAY_FAILED, message: err.message },
      });
    }
  });
};
remote.onmessage = (message) => {
  // The HTTP transport sends the negotiated version on later requests, as the SDK's client would set it.
  const result = 'result' in message ? (message.result as { protocolVersion?: unknown }) : undefined;
  if (typeof result?.protocolVersion === 'string') remote.setProtocolVersion(result.protocolVersion);
  void local.send(message);
};
remote.onerror = (err) => process.stderr.write(`mcp-stdio: ${err.message}\n`);

const shutdown = async () => {
  await remote.close();
  await local.close();
  process.exit(0);
};
process.stdin.on('end', shutdown);
process.on('SIGTERM', shutdown);

await remote.start();
await local.start();

// The README's MCP section lists the catalogue: every tool (one table row each, no other), every
// resource template and every prompt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mcpPrompts, mcpResources, mcpTools } from './mcp.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(
  readme.indexOf('## API keys and MCP'),
  readme.indexOf('\n## ', readme.indexOf('## API keys and MCP') + 1),
);

describe('the README', () => {
  it('lists every MCP tool once, and no other', () => {
    const rows = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(Object.keys(mcpTools));
  });

  it('names every MCP resource and prompt', () => {
    for (const r of Object.values(mcpResources)) expect(section).toContain(`\`${r.uriTemplate}\``);
    for (const name of Object.keys(mcpPrompts)) expect(section).toContain(`\`${name}\``);
  });
});

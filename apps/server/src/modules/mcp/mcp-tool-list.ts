// How the catalogue's tools are declared to clients: the output schema (with the brand's provenance
// on tools about one brand), the annotations, and the tools/list reply with portable JSON Schemas
// (the SDK's own listing writes nullable fields as unions some clients refuse: portable-schema.ts).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { McpProvenanceSchema, type McpToolName, mcpTools } from '@sightline/contracts';
import { z } from 'zod';
import { portableSchema } from './portable-schema.ts';

type Entry = (typeof mcpTools)[McpToolName];

/**
 * A tool about one brand adds the brand's provenance to its result, unless the reply has its own (a
 * custom report counts the measured and simulated answers it rests on, which says more).
 */
export const addsProvenance = (t: Entry) => 'brand_id' in t.input.shape && !('provenance' in t.output.shape);

const outputs = new Map<Entry, z.ZodObject>();
/** The tool's output schema, made once per process (every request registers the tools again). */
export const outputSchemaOf = (t: Entry) => {
  let output = outputs.get(t);
  if (!output) {
    output = addsProvenance(t) ? t.output.extend({ provenance: McpProvenanceSchema }) : t.output;
    outputs.set(t, output);
  }
  return output;
};

export const annotationsOf = (t: Entry) => ({
  readOnlyHint: t.writes === undefined,
  destructiveHint: 'destructive' in t,
  idempotentHint: t.writes === undefined,
  openWorldHint: false,
});

// The JSON Schema dialect and directions the SDK uses for its own listing.
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  portableSchema(z.toJSONSchema(schema, { target: 'draft-7', io })) as Tool['inputSchema'];

let listed: Tool[] | undefined;
/** The tools/list reply: the catalogue is fixed, so it is built once per process. */
export const advertisedTools = () => {
  listed ??= (Object.keys(mcpTools) as McpToolName[]).map((name) => {
    const t = mcpTools[name];
    return {
      name,
      title: t.title,
      description: t.description,
      inputSchema: jsonSchema(t.input, 'input'),
      outputSchema: jsonSchema(outputSchemaOf(t), 'output'),
      annotations: annotationsOf(t),
    };
  });
  return listed;
};

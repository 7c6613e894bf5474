// The app's OpenAPI document as the sweeps walk it: every declared operation and its input schemas.
import type { Harness } from './harness.ts';

/** A JSON Schema as the app's OpenAPI document gives it: the keywords the input sweeps read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  minimum?: number;
  minItems?: number;
  nullable?: boolean;
}
export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation the app declares, from its OpenAPI document. */
export const operationsOf = (h: Harness) =>
  Object.entries((h.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths).flatMap(
    ([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

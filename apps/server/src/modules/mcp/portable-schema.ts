// JSON Schemas every MCP client accepts. zod writes a nullable field as a union with a null branch
// (`anyOf: [{…}, {type: "null"}]`) unless the field is a bare type; clients that take one schema per
// field (function-calling APIs and strict validators) warn on or refuse that union. Here null becomes
// one more type of the field itself, `type: [T, "null"]`, with null added to its enum: the same
// values pass, and the field keeps its description and constraints.

type Schema = { [keyword: string]: unknown };

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNullBranch = (s: unknown) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1;

/** The schema accepting null as well, without a union branch; undefined when it cannot say so. */
const orNull = (s: Schema): Schema | undefined => {
  // Null passing every branch of a oneOf would fail it; zod writes oneOf for discriminated unions,
  // whose branches exclude each other, so anyOf accepts the same objects.
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) {
    const { anyOf: _any, oneOf: _one, ...rest } = s;
    const branches = union.map((b) => (isObject(b) ? orNull(b) : undefined));
    return branches.every(Boolean) ? { ...rest, anyOf: branches } : undefined;
  }
  const types = typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type : undefined;
  if (!types) return undefined;
  const { const: only, ...rest } = s;
  const values = 'const' in s ? [only] : Array.isArray(s.enum) ? s.enum : undefined;
  return {
    ...rest,
    type: types.includes('null') ? types : [...types, 'null'],
    ...(values ? { enum: values.includes(null) ? values : [...values, null] } : {}),
  };
};

/** `schema` with every nullable union written as a nullable type (pure: a new schema). */
export const portableSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(portableSchema);
  if (!isObject(schema)) return schema;
  const s: Schema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, portableSchema(v)]));
  if (!Array.isArray(s.anyOf) || !s.anyOf.some(isNullBranch)) return s;
  const { anyOf, ...outer } = s;
  const others = (anyOf as Schema[]).filter((b) => !isNullBranch(b));
  if (others.length === 0) return s;
  const nullable = orNull(others.length === 1 ? others[0] : { anyOf: others });
  // The field's own keywords (its description) stay over those of the branch.
  return nullable ? { ...nullable, ...outer } : s;
};

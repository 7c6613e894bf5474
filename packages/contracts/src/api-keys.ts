// API keys (issue 19): a signed-in user's keys for scripts and AI assistants. Every API route and the
// MCP endpoint accept one as `Authorization: Bearer <key>` with the user's own permissions; a read-only
// key reads, a read-write key also writes. Keys are shown once and stored hashed.

import { inputMessages, requiredText } from './input.ts';
import { z } from './zod-setup.ts';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs) and told from a JWT. */
export const API_KEY_PREFIX = 'sl_api_';
/** Characters after the prefix a key's list row shows, enough to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 6;
const API_KEY_NAME_MAX = 100;
/** Active keys one user may hold. */
export const API_KEYS_MAX = 20;
/** A key's requests per minute, on every route and the MCP endpoint. */
export const API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT = 120;
/** The key's last use is written at most this often: the list shows it to the minute. */
export const API_KEY_LAST_USED_RESOLUTION_MS = 60_000;

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const apiKeyMessages = {
  nameRequired: 'Key name is required',
  nameTooLong: `Key name must be at most ${API_KEY_NAME_MAX} characters`,
  invalidScope: 'scope must be read or read_write',
  limitReached: `You can have at most ${API_KEYS_MAX} API keys. Revoke one to create another.`,
  notFound: 'API key not found',
  readOnlyKey:
    'This API key is read-only: it can read but not make changes. Create a read-write key to do this.',
  sessionRequired: 'API keys cannot manage API keys or passwords. Sign in to Sightline to do this.',
  rateLimited: 'Too many requests with this API key. Please wait a minute and try again.',
  /** The MCP endpoint takes API keys only, not the web app's session tokens. */
  keyRequired:
    'The MCP endpoint needs an API key: send Authorization: Bearer <key> (create one on your profile).',
  originRefused: 'Requests from this origin are not accepted.',
  mcpPostOnly: 'The MCP endpoint takes POST requests (Streamable HTTP without sessions).',
  /** A tool failed for a reason that is not the caller's (logged on the server). */
  mcpToolFailed: 'The tool failed. Please try again later.',
} as const;

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`sl_api_Ab12Cd…`): enough to recognise it, useless to use it. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  created_at: z.string(),
  /** Written at most once a minute; null while the key was never used. */
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ api_keys: z.array(ApiKeySchema) });

const keyName = requiredText(apiKeyMessages.nameRequired, API_KEY_NAME_MAX, apiKeyMessages.nameTooLong);

export const ApiKeyCreateSchema = z.object({
  name: keyName,
  scope: z.enum(API_KEY_SCOPES, apiKeyMessages.invalidScope),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

/** A key's name can change; its access cannot (create another key for other access). */
export const ApiKeyRenameSchema = z.object({ name: keyName });
export type ApiKeyRename = z.infer<typeof ApiKeyRenameSchema>;

/** The reply of a creation: the only time the secret is sent. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyRefSchema = z.object({ id: z.uuid(inputMessages.invalidRef) });

export const apiKeyPaths = {
  list: '/auth/api-keys/',
  create: '/auth/api-keys/create/',
  rename: (id: string) => `/auth/api-keys/${encodeURIComponent(id)}/update/`,
  revoke: (id: string) => `/auth/api-keys/${encodeURIComponent(id)}/revoke/`,
} as const;

/** Where MCP clients connect (outside /api: it is not a REST resource). */
export const MCP_PATH = '/mcp';

/** Rows of the API keys table per page. */
export const API_KEYS_PAGE_SIZE = 10;

/** Texts of the API keys card on /profile. */
export const apiKeyLabels = {
  title: 'API keys',
  description:
    'Keys let scripts and AI assistants (through MCP) use Sightline as you, with your brands and shares. A read-only key can only read.',
  mcpEndpoint: 'MCP endpoint',
  copyMcpEndpoint: 'Copy the MCP endpoint',
  create: 'Create API key',
  createTitle: 'Create API key',
  name: 'Name',
  namePlaceholder: 'e.g. Claude Desktop',
  scope: 'Access',
  scopes: { read: 'Read only', read_write: 'Read and write' } satisfies Record<ApiKeyScope, string>,
  submit: 'Create key',
  cancel: 'Cancel',
  createdTitle: 'Copy your new API key',
  createdWarning: 'This is the only time the key is shown. Copy it now and keep it somewhere safe.',
  copy: 'Copy key',
  copied: 'Copied',
  done: 'I have copied it',
  empty: 'No API keys yet.',
  columns: { name: 'Name', key: 'Key', scope: 'Access', created: 'Created', lastUsed: 'Last used' },
  never: 'Never',
  revoke: 'Revoke',
  rename: 'Rename',
  renameTitle: 'Rename API key',
  save: 'Save',
  renamed: 'API key renamed',
  renameFailed: 'Failed to rename API key',
  revokeTitle: 'Revoke API key',
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? Every script or assistant using it stops working at once. This cannot be undone.`,
  revoked: 'API key revoked',
  created: 'API key created',
  loadFailed: 'Failed to load API keys',
  createFailed: 'Failed to create API key',
  pager: 'API keys pages',
  revokeFailed: 'Failed to revoke API key',
} as const;

// Typed fetch client for the Sightline API: bearer token, JSON or multipart bodies, ApiError-shaped
// failures, and one silent token refresh on a 401 before the session is given up.
import {
  API_ERROR_CODES,
  API_PREFIX,
  type ApiErrorCode,
  authPaths,
  RefreshResponseSchema,
} from '@sightline/contracts';
import type { SessionStore } from './session.ts';

/** The code of an error reply, when it names one we know. */
const errorCodeOf = (body: unknown): ApiErrorCode | undefined => {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return API_ERROR_CODES.find((known) => known === code);
};

/** A failed API call, carrying the fields of the API's error shape. */
export class ApiRequestError extends Error {
  readonly status: number;
  /** What went wrong, to decide on (never the message text); undefined when the reply had no known code. */
  readonly code: ApiErrorCode | undefined;
  readonly detail: string | undefined;
  readonly error: string | undefined;
  /** The server's own `message` field (the Error's message falls back to detail/error/status text). */
  readonly serverMessage: string | undefined;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, body: unknown, statusText: string) {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const text = (key: string) =>
      typeof fields[key] === 'string' && fields[key] ? (fields[key] as string) : undefined;
    super(text('message') ?? text('detail') ?? text('error') ?? (statusText || `Request failed (${status})`));
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = errorCodeOf(body);
    this.serverMessage = text('message');
    this.detail = text('detail');
    this.error = text('error');
    this.errors =
      typeof fields.errors === 'object' && fields.errors !== null
        ? (fields.errors as Record<string, string[]>)
        : undefined;
  }
}

/** Any schema with zod's safeParse (kept structural so the web app needs no direct zod dependency). */
export interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

interface RequestOptions<T> {
  /** JSON body. */
  json?: unknown;
  /** Multipart body (the browser sets the boundary header). */
  form?: FormData;
  /** Query parameters; an array becomes a repeated parameter (`providers=a&providers=b`). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined | null>;
  /** Validates the reply; a mismatch is logged, not thrown, so a drifting field never blanks a screen. */
  schema?: ReplySchema<T>;
  /** The successful reply is a file: it resolves to its Blob (error replies are still read as JSON). */
  blob?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, json?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export interface ApiClientConfig {
  fetch: typeof fetch;
  session: SessionStore;
  /** Called once the session could not be renewed and has been cleared. */
  onSessionExpired: () => void;
  baseUrl?: string;
}

// Calls whose 401 means "wrong credentials" or "already over", never "refresh and retry".
const NO_REFRESH_PATHS = new Set<string>([
  authPaths.logout,
  authPaths.refresh,
  authPaths.login,
  authPaths.register,
]);

const buildUrl = (base: string, path: string, query: RequestOptions<unknown>['query']) => {
  const url = `${base}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const readReply = (response: Response, options: RequestOptions<unknown>) =>
  options.blob && response.ok ? response.blob() : readBody(response);

export function createApiClient(config: ApiClientConfig): ApiClient {
  const base = config.baseUrl ?? API_PREFIX;
  const { session } = config;
  // Single flight: concurrent 401s share one refresh call, because the refresh token rotates and a
  // second call with the same token would fail (and sign the user out).
  let refreshing: Promise<boolean> | null = null;

  const refreshTokens = (): Promise<boolean> => {
    if (refreshing) return refreshing;
    const refresh = session.get()?.refresh;
    refreshing = (async () => {
      if (!refresh) return false;
      try {
        const response = await config.fetch(`${base}${authPaths.refresh}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refresh }),
        });
        if (!response.ok) return false;
        const parsed = RefreshResponseSchema.safeParse(await readBody(response));
        if (!parsed.success) return false;
        session.setTokens(parsed.data.token, parsed.data.refresh);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const send = (
    method: string,
    path: string,
    options: RequestOptions<unknown>,
    token: string | undefined,
  ) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return config.fetch(buildUrl(base, path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  };

  // Concurrent calls that all fail with the same dead session end it once: only the first one still
  // finds a session to clear, so the user sees one "session expired" notice, not one per request.
  const expire = () => {
    if (!session.get()) return;
    session.clear();
    config.onSessionExpired();
  };

  async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const token = session.get()?.token;
    let response = await send(method, path, options as RequestOptions<unknown>, token);
    let body = await readReply(response, options as RequestOptions<unknown>);

    if (response.status === 401 && token && !NO_REFRESH_PATHS.has(path)) {
      // Another request may have refreshed (or signed in again) while this one was in flight: then
      // just retry. An ended session cannot be renewed, so it is not tried.
      const current = session.get()?.token;
      const renewed =
        current && current !== token
          ? true
          : errorCodeOf(body) !== 'session_ended' && (await refreshTokens());
      if (!renewed) {
        expire();
      } else {
        response = await send(method, path, options as RequestOptions<unknown>, session.get()?.token);
        body = await readReply(response, options as RequestOptions<unknown>);
        if (response.status === 401) expire();
      }
    }

    if (!response.ok) throw new ApiRequestError(response.status, body, response.statusText);
    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      console.warn(`Unexpected reply shape for ${method} ${path}`, parsed.error.issues);
      return body as T;
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** Whether a call failed with this code: how the app tells apart failures of one status. */
export const hasErrorCode = (error: unknown, code: ApiErrorCode) =>
  error instanceof ApiRequestError && error.code === code;

/** The message to show for a failed call: the server's text when it sent one, else the spec fallback. */
export const errorText = (
  error: unknown,
  fallback: string,
  field: 'message' | 'detail' | 'error' = 'message',
) => {
  if (error instanceof ApiRequestError) {
    const value = field === 'message' ? error.serverMessage : error[field];
    return value || fallback;
  }
  return fallback;
};

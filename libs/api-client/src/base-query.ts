import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Envelope, FieldError, RefusalDetails } from '@playfront/api-contract';
import { languageTags, loadMessageAreas } from '@playfront/i18n';
import type { ApiError } from './api-error';
import type { CredentialsState } from './credentials-slice';
import { sessionExpired } from './credentials-slice';
import { forgetPublicKey, sealPayload } from './encryption';

/** The part of an i18next instance the client needs to translate errors. */
export interface Translator {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  /** The player's language (`en`, `cn` …): the dates of a refusal are written in it; the runtime's without. */
  language?: string;
}

/** Passed to every call as the thunk extra argument (see makeStore). */
export interface ApiClientExtra {
  i18n: Translator;
  /** Origin of the platform API; '' means the portal's own origin. */
  baseUrl: string;
  fetchFn?: typeof fetch;
}

/** One call: path, method, query, body, headers, and whether the body is encrypted or form-encoded. */
export interface PlatformRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Encrypt the body with the server's published key (credential calls, spec §7). */
  encrypt?: boolean;
  /** Send the body as application/x-www-form-urlencoded. */
  form?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key` of a money call); the session headers still win. */
  headers?: Record<string, string>;
}

/** Call timeout: long enough for a slow phone network, short enough to tell the player. */
const TIMEOUT_MS = 30_000;

/** Turns a server error code into the player's language: `err_<code>`, the code itself, or a generic text. */
export function translateErrorCode(i18n: Translator, code: string): string {
  if (i18n.exists(`err_${code}`)) return i18n.t(`err_${code}`);
  if (i18n.exists(code)) return i18n.t(code);
  return i18n.t('err_unknown');
}

function translateFields(i18n: Translator, fields: FieldError[]): FieldError[] {
  return fields.map((field) => ({
    ...field,
    message: i18n.exists(field.key) ? i18n.t(field.key, field.params ?? {}) : i18n.t('err_invalid_field'),
  }));
}

/** The `details` of a refusal's `value` (a limit reached, an exclusion), when it has well-formed ones. */
function refusalDetails(value: unknown): RefusalDetails['details'] | null {
  const details = (value as Partial<RefusalDetails> | null)?.details;
  if (!details || typeof details !== 'object' || typeof details.key !== 'string') return null;
  const params = details.params && typeof details.params === 'object' ? details.params : {};
  return { key: details.key, params };
}

/**
 * The parameters of a refusal's text as the player reads them: a number whose name ends in `At` is a time
 * (Unix ms), written as a date and time in the player's language; the others stay as they are.
 */
function refusalParams(i18n: Translator, params: RefusalDetails['details']['params']) {
  const language = i18n.language;
  const locale = language ? ((languageTags as Record<string, string>)[language] ?? language) : undefined;
  let format: Intl.DateTimeFormat | undefined;
  const dateFormat = () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      // A language code that is no BCP 47 tag: the runtime's own locale.
      return new Intl.DateTimeFormat(undefined, options);
    }
  };
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (!name.endsWith('At') || typeof value !== 'number' || !Number.isFinite(value)) return [name, value];
      format ??= dateFormat();
      return [name, format.format(new Date(value))];
    }),
  );
}

/** The text of a refusal: its details' own key when the server sent one we have, else `err_<code>`. */
function refusalMessage(i18n: Translator, code: string, value: unknown): string {
  const details = refusalDetails(value);
  if (details && i18n.exists(details.key)) return i18n.t(details.key, refusalParams(i18n, details.params));
  return translateErrorCode(i18n, code);
}

function toApiError(i18n: Translator, error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR') {
    return { status: 0, code: 'network_error', message: i18n.t('err_network'), fields: [], value: null };
  }
  if (error.status === 'TIMEOUT_ERROR') {
    return { status: 0, code: 'timeout', message: i18n.t('err_timeout'), fields: [], value: null };
  }
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : Number(error.status);
  const body = error.data as Partial<Envelope<unknown>> | undefined;
  const code = typeof body?.code === 'string' ? body.code : status >= 500 ? 'internal_error' : 'bad_reply';
  const value = body?.value ?? null;
  const fields =
    value && typeof value === 'object' && Array.isArray((value as { fields?: unknown }).fields)
      ? translateFields(i18n, (value as { fields: FieldError[] }).fields)
      : [];
  return { status, code, message: refusalMessage(i18n, code, value), fields, value };
}

/**
 * toApiError for a reply of the server: the texts of its refusals are not in the first download, so they
 * load first (once); should they fail to load, the generic texts stand in.
 */
async function toRefusal(i18n: Translator, error: FetchBaseQueryError): Promise<ApiError> {
  await loadMessageAreas(['refusals']).catch(() => undefined);
  return toApiError(i18n, error);
}

/**
 * The base query of the one RTK Query api: adds the `Merchant`, `Authorization` and `Language` headers,
 * encrypts credential bodies, unwraps the `{ success, value, message, code }` envelope and turns every
 * failure into an ApiError with a translated message. A 401 on a call made with a token ends the session.
 */
export const platformBaseQuery: BaseQueryFn<
  PlatformRequest | string,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const extra = api.extra as ApiClientExtra;
  const request: PlatformRequest = typeof args === 'string' ? { url: args } : args;
  const credentials = (api.getState() as { credentials: CredentialsState }).credentials;
  const http = fetchBaseQuery({
    baseUrl: extra.baseUrl,
    fetchFn: extra.fetchFn,
    timeout: TIMEOUT_MS,
    prepareHeaders(headers) {
      headers.set('accept', 'application/json');
      if (credentials.merchantCode) headers.set('Merchant', credentials.merchantCode);
      if (credentials.language) headers.set('Language', credentials.language);
      if (credentials.token) headers.set('Authorization', `Bearer ${credentials.token}`);
      return headers;
    },
  });

  const send = async () => {
    let body = request.body;
    if (request.encrypt) body = await sealPayload(extra.baseUrl, body, extra.fetchFn);
    if (request.form && body && typeof body === 'object') {
      body = new URLSearchParams(
        Object.entries(body as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
    }
    return http(
      // A FormData body (multipart upload) passes through untouched: the browser sets its boundary.
      {
        url: request.url,
        method: request.method ?? 'GET',
        params: request.params,
        body,
        headers: request.headers,
      },
      api,
      extraOptions,
    );
  };

  let result;
  try {
    result = await send();
    // The server may have rotated its key since we fetched it: fetch it again and retry once.
    if (
      request.encrypt &&
      result.error &&
      (result.error.data as Envelope<unknown>)?.code === 'decryption_failed'
    ) {
      forgetPublicKey(extra.baseUrl);
      result = await send();
    }
  } catch {
    // Encryption needs the server's key; not reaching the server is a network failure to the player.
    return { error: toApiError(extra.i18n, { status: 'FETCH_ERROR', error: 'public key unavailable' }) };
  }

  if (result.error) {
    const error =
      result.error.status === 'FETCH_ERROR' || result.error.status === 'TIMEOUT_ERROR'
        ? toApiError(extra.i18n, result.error)
        : await toRefusal(extra.i18n, result.error);
    if (error.status === 401 && credentials.token) api.dispatch(sessionExpired());
    return { error, meta: result.meta };
  }
  const envelope = result.data as Envelope<unknown>;
  if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
    return {
      error: toApiError(extra.i18n, {
        status: 'PARSING_ERROR',
        originalStatus: 200,
        data: envelope,
        error: 'no envelope',
      }),
    };
  }
  if (!envelope.success) {
    return {
      error: await toRefusal(extra.i18n, { status: result.meta?.response?.status ?? 400, data: envelope }),
      meta: result.meta,
    };
  }
  return { data: envelope.value, meta: result.meta };
};

// Errors: one class for failed calls and one helper that turns anything thrown or returned into
// the sentence the spec wants on screen: the server's `detail`, else the error's message, else the
// screen's fallback.

export interface FieldError {
  field: string;
  message: string;
}

/** A call that answered with a non-2xx status. `message` is the server's `detail`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string | null;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = detailOf(body);
    super(detail ?? `Request failed with status ${status}`);
    this.status = status;
    this.detail = detail;
    this.errors = fieldErrorsOf(body);
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** `detail` of an error body: a string, or (other services) a list of `{msg}`/`{message}`. */
function detailOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const detail = body.detail;
  const text = nonEmpty(detail);
  if (text) return text;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item) =>
        isRecord(item) ? (nonEmpty(item.msg) ?? nonEmpty(item.message)) : nonEmpty(item),
      )
      .filter((part): part is string => part !== null);
    if (parts.length) return parts.join('; ');
  }
  return null;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * The text to show for a failure: `detail` when the server sent one, else the error's `message`,
 * else `fallback`. Accepts ApiError, openapi-fetch `error` bodies, whole `{ error }` results,
 * thrown Errors and strings.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (typeof error === 'string') return nonEmpty(error) ?? fallback;
  if (!isRecord(error)) return fallback;
  const detail = detailOf(error);
  if (detail) return detail;
  // An openapi-fetch result `{ error, response }` or a wrapper such as `{ body }`.
  if ('error' in error && error.error !== undefined && error.error !== error) {
    const inner = errorMessage(error.error, '');
    if (inner) return inner;
  }
  if (isRecord(error.body)) {
    const inner = detailOf(error.body);
    if (inner) return inner;
  }
  const message = nonEmpty(error.message);
  if (message) return message;
  const fields = fieldErrorsOf(error);
  if (fields.length) return fields.map((f) => f.message).join('; ');
  return fallback;
}

/** Field errors of a validation failure, keyed by field name (for errors shown beside fields). */
export function fieldErrors(error: unknown): Record<string, string> {
  const list =
    error instanceof ApiError
      ? error.errors
      : fieldErrorsOf(isRecord(error) && 'error' in error ? error.error : error);
  const result: Record<string, string> = {};
  for (const { field, message } of list) {
    const key = field.replace(/^body[./]/, '');
    if (!(key in result)) result[key] = message;
  }
  return result;
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The data of an openapi-fetch result, or throws an ApiError carrying the status and the body.
 * Operations answering 204 resolve to `undefined`.
 */
export function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  result: R,
): Exclude<R['data'], undefined> {
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data as Exclude<R['data'], undefined>;
}

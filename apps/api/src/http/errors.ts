import type { Detail } from './i18n/messages.js';

/** A field-level problem, as the contract's Error.errors items. */
export interface FieldError {
  field: string;
  message: string;
  /** The message by id, rendered in the request's language (`message` is its English). */
  byId?: Detail;
}

const english = (detail: string | Detail) => (typeof detail === 'string' ? detail : detail.en);
const byId = (detail: string | Detail) => (typeof detail === 'string' ? undefined : detail);

/**
 * An error a service throws on purpose; the error handler answers `status` with `{detail}`.
 * A Detail (a message with an id) is rendered in the request's language by its id; a plain
 * string is still translated by matching its English until every site uses ids.
 */
export class HttpError extends Error {
  readonly detail: string;
  readonly detailById: Detail | undefined;
  constructor(
    readonly status: number,
    detail: string | Detail,
    readonly errors?: FieldError[],
  ) {
    super(english(detail));
    this.name = 'HttpError';
    this.detail = english(detail);
    this.detailById = byId(detail);
  }
}

export const badRequest = (detail: string | Detail) => new HttpError(400, detail);
export const unauthorized = (detail: string | Detail = 'Not authenticated. Please sign in.') =>
  new HttpError(401, detail);
export const forbidden = (
  detail: string | Detail = 'You do not have permission to perform this action.',
) => new HttpError(403, detail);
export const notFound = (detail: string | Detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string | Detail) => new HttpError(409, detail);
/** One field's problem, its message by id when it has one. */
export const fieldError = (field: string, message: string | Detail): FieldError => {
  const id = byId(message);
  return id ? { field, message: english(message), byId: id } : { field, message: english(message) };
};
/** 422 about one field, in the same shape as schema validation failures. */
export const invalidField = (field: string, message: string | Detail) => {
  const id = byId(message);
  return new HttpError(422, message, [
    id ? { field, message: english(message), byId: id } : { field, message: english(message) },
  ]);
};

/** A field-level problem, as the contract's Error.errors items. */
export interface FieldError {
  field: string;
  message: string;
}

/** An error a service throws on purpose; the error handler answers `status` with `{detail}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated. Please sign in.') =>
  new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
/** 422 about one field, in the same shape as schema validation failures. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, message, [{ field, message }]);

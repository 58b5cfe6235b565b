import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrors, unwrap } from './errors';

describe('errorMessage', () => {
  it('prefers detail over message over fallback', () => {
    expect(errorMessage({ detail: 'Email taken', message: 'x' }, 'Registration failed')).toBe(
      'Email taken',
    );
    expect(errorMessage(new Error('Network down'), 'Login failed')).toBe('Network down');
    expect(errorMessage({ message: 'Plain message' }, 'Login failed')).toBe('Plain message');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
    expect(errorMessage(null, 'Login failed')).toBe('Login failed');
    expect(errorMessage({}, 'Login failed')).toBe('Login failed');
    expect(errorMessage({ detail: '' }, 'Login failed')).toBe('Login failed');
  });

  it('handles ApiError, openapi-fetch results and strings', () => {
    const apiError = new ApiError(409, { detail: 'Already enrolled' });
    expect(errorMessage(apiError, 'Failed')).toBe('Already enrolled');
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), 'Failed')).toBe('Failed');
    expect(errorMessage({ error: { detail: 'Nope' }, response: {} }, 'Failed')).toBe('Nope');
    expect(errorMessage('Something broke', 'Failed')).toBe('Something broke');
    expect(errorMessage('', 'Failed')).toBe('Failed');
  });

  it('uses detail of a validation error and exposes its field errors', () => {
    const body = {
      detail: 'password must be at least 6 characters',
      errors: [
        { field: 'password', message: 'must be at least 6 characters' },
        { field: 'body.email', message: 'must be an email' },
      ],
    };
    expect(errorMessage(body, 'Registration failed')).toBe(
      'password must be at least 6 characters',
    );
    const error = new ApiError(422, body);
    expect(error.errors).toHaveLength(2);
    expect(fieldErrors(error)).toEqual({
      password: 'must be at least 6 characters',
      email: 'must be an email',
    });
    expect(errorMessage({ errors: body.errors }, 'Failed')).toBe(
      'must be at least 6 characters; must be an email',
    );
  });

  it('joins a list-shaped detail', () => {
    expect(errorMessage({ detail: [{ msg: 'a' }, { message: 'b' }] }, 'Failed')).toBe('a; b');
  });
});

describe('unwrap', () => {
  it('returns data of a 2xx result', () => {
    const response = new Response(null, { status: 200 });
    expect(unwrap({ data: { ok: 1 }, response })).toEqual({ ok: 1 });
  });

  it('throws an ApiError with status and detail otherwise', () => {
    const response = new Response(null, { status: 403 });
    let thrown: unknown;
    try {
      unwrap({ error: { detail: 'Course limit reached.' }, response });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 403, detail: 'Course limit reached.' });
    expect((thrown as ApiError).message).toBe('Course limit reached.');
  });
});

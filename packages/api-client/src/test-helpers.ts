// Test doubles for the client's unit tests: an in-memory localStorage and a scripted fetch.
import type { KeyValueStorage } from './tokens';

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export const BASE = 'http://api.test/api';

export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

/** A fetch that records every request and answers through `handler`. */
export function fakeFetch(handler: (req: SeenRequest) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const req: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, '') + url.search,
      authorization: request.headers.get('Authorization'),
      body: request.body ? await request.text() : '',
    };
    seen.push(req);
    return handler(req);
  };
  return { fetch, seen };
}

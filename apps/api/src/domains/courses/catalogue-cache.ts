import { createHash } from 'node:crypto';

/** One cached page of the public catalogue: the JSON as sent, and its ETag. */
export interface CachedPage {
  body: string;
  etag: string;
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The public catalogue in memory, per tenant and query. Pages of a tenant are dropped when any
 * of its courses changes: at once after this process's own commits (`invalidate`) and through
 * PostgreSQL's `catalogue_changed` notices (migration 0100) for changes made anywhere else. While
 * the notice connection is down, nothing is cached, since a change could go unseen.
 */
export class CatalogueCache {
  private readonly pages = new Map<number, Map<string, CachedPage>>();
  private size = 0;
  /** Bumped on each invalidation: a page read before it is not stored after it. */
  private generation = 0;
  private listening = false;

  constructor(private readonly maxPages = 2_000) {}

  /** Whether pages may be kept (the change notices are being received). */
  get enabled(): boolean {
    return this.listening;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get(tenantId: number, key: string): CachedPage | undefined {
    return this.listening ? this.pages.get(tenantId)?.get(key) : undefined;
  }

  /** The generation to hand back to `set`, taken before reading the database. */
  get mark(): number {
    return this.generation;
  }

  set(tenantId: number, key: string, value: unknown, mark: number): CachedPage {
    const body = JSON.stringify(value);
    const page = { body, etag: etagOf(body) };
    if (!this.listening || mark !== this.generation) return page;
    if (this.size >= this.maxPages) this.clear();
    let tenantPages = this.pages.get(tenantId);
    if (!tenantPages) {
      tenantPages = new Map();
      this.pages.set(tenantId, tenantPages);
    }
    if (!tenantPages.has(key)) this.size += 1;
    tenantPages.set(key, page);
    return page;
  }

  invalidate(tenantId: number): void {
    this.generation += 1;
    const tenantPages = this.pages.get(tenantId);
    if (!tenantPages) return;
    this.size -= tenantPages.size;
    this.pages.delete(tenantId);
  }

  /** A notice's payload is the tenant id; anything else drops every page. */
  onNotice(payload: string): void {
    const tenantId = Number(payload);
    if (Number.isSafeInteger(tenantId) && payload !== '') this.invalidate(tenantId);
    else this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.size = 0;
  }
}

/** A strong ETag of the exact bytes. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

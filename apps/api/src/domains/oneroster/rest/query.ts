// The 1.2 REST binding's query parameters over one collection's objects, as far as Watni answers
// them: `filter` (predicates =, !=, >, >=, <, <=, ~ on a field, joined by AND or by OR, no
// parentheses; dateLastModified compared as a time), `sort`
// and `orderBy`, `fields`, and `limit`/`offset` paging with X-Total-Count and RFC 8288 links.
// What cannot be applied is refused (a QueryRefusal, answered 400 in imsx_StatusInfo's shape),
// never ignored: a client that filtered would otherwise take the whole school for its answer.
import type { RosterObject } from './json.js';

export class QueryRefusal extends Error {
  constructor(
    readonly minor: 'invalid_filter_field' | 'invalid_selection_field',
    message: string,
  ) {
    super(message);
  }
}

const QUERY_MESSAGES = {
  filterShape:
    "filter must be field<predicate>'value' (predicates =, !=, >, >=, <, <=, ~), joined by AND or by OR.",
  filterMixed: 'filter may join its predicates by AND or by OR, not both.',
  filterCount: 'filter may hold at most 5 predicates.',
  parentheses:
    "filter has no parentheses: the binding's grammar joins predicates by AND or by OR, without grouping.",
  badDate: (value: string) =>
    `dateLastModified is compared with a date-time; '${value}' is not one.`,
  field: (name: string) => `${name} is not a field of this collection.`,
  sort: (name: string) => `sort: ${name} is not a field of this collection.`,
} as const;

const DEFAULT_LIMIT = 100;
const MAX_PREDICATES = 5;

type Predicate = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~';
interface Condition {
  field: string;
  predicate: Predicate;
  value: string;
}

/** Every string a path reaches (`role`, `class.sourcedId`, `roles.role`): arrays are spread. */
export function valuesAt(object: unknown, path: string): string[] {
  let current: unknown[] = [object];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const item of current) {
      if (!item || typeof item !== 'object') continue;
      const value = (item as Record<string, unknown>)[key];
      if (Array.isArray(value)) next.push(...value);
      else if (value !== undefined) next.push(value);
    }
    current = next;
  }
  return current.filter((v): v is string => typeof v === 'string');
}

function known(fields: readonly string[], path: string): boolean {
  return fields.includes(path.split('.')[0]!);
}

const PREDICATE =
  /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\s*(>=|<=|!=|=|>|<|~)\s*'([^']*)'$/;

export function parseFilter(
  filter: string,
  fields: readonly string[],
): { join: 'AND' | 'OR'; conditions: Condition[] } {
  // Split on the logical words outside quotes: values may hold spaces, never quotes.
  const parts: string[] = [];
  const joins = new Set<string>();
  let quoted = false;
  let start = 0;
  for (let i = 0; i < filter.length; i++) {
    if (filter[i] === "'") quoted = !quoted;
    if (quoted) continue;
    // The binding's grammar has no grouping (docs/oneroster.md): refused by name, not as a
    // malformed predicate, so the client learns why.
    if (filter[i] === '(' || filter[i] === ')')
      throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.parentheses);
    const word = / (AND|OR) /y;
    word.lastIndex = i;
    const match = word.exec(filter);
    if (match) {
      parts.push(filter.slice(start, i));
      joins.add(match[1]!);
      start = i + match[0].length;
      i = start - 1;
    }
  }
  parts.push(filter.slice(start));
  if (joins.size > 1) throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.filterMixed);
  if (parts.length > MAX_PREDICATES)
    throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.filterCount);
  const conditions = parts.map((part) => {
    const match = PREDICATE.exec(part.trim());
    if (!match) throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.filterShape);
    const [, field, predicate, value] = match;
    if (!known(fields, field!))
      throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.field(field!));
    if (field === 'dateLastModified' && Number.isNaN(Date.parse(value!)))
      throw new QueryRefusal('invalid_filter_field', QUERY_MESSAGES.badDate(value!));
    return { field: field!, predicate: predicate as Predicate, value: value! };
  });
  return { join: joins.has('OR') ? 'OR' : 'AND', conditions };
}

/** dateLastModified is compared as a time, so any ISO 8601 form (a date, an offset) works. */
function holdsInTime(object: RosterObject, c: Condition): boolean {
  const time = Date.parse(String(object.dateLastModified ?? ''));
  const bound = Date.parse(c.value);
  switch (c.predicate) {
    case '=':
      return time === bound;
    case '!=':
      return time !== bound;
    case '>':
      return time > bound;
    case '>=':
      return time >= bound;
    case '<':
      return time < bound;
    case '<=':
      return time <= bound;
    default:
      return String(object.dateLastModified ?? '').includes(c.value);
  }
}

function holds(object: RosterObject, c: Condition): boolean {
  if (c.field === 'dateLastModified') return holdsInTime(object, c);
  const values = valuesAt(object, c.field);
  // != holds when no value equals; every other predicate when some value satisfies it.
  if (c.predicate === '!=') return !values.includes(c.value);
  return values.some((v) => {
    switch (c.predicate) {
      case '=':
        return v === c.value;
      case '>':
        return v > c.value;
      case '>=':
        return v >= c.value;
      case '<':
        return v < c.value;
      case '<=':
        return v <= c.value;
      case '~':
        return v.toLowerCase().includes(c.value.toLowerCase());
      default:
        return false;
    }
  });
}

export interface ListQuery {
  limit?: number;
  offset?: number;
  sort?: string;
  orderBy?: 'asc' | 'desc';
  filter?: string;
  fields?: string;
}

/** `fields=a,b`: the named top-level fields of each object (unknown names refused). */
export function selectFields(
  objects: RosterObject[],
  fields: string | undefined,
  allowed: readonly string[],
): Record<string, unknown>[] {
  if (!fields?.trim()) return objects;
  const names = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const name of names)
    if (!allowed.includes(name))
      throw new QueryRefusal('invalid_selection_field', QUERY_MESSAGES.field(name));
  return objects.map((o) =>
    Object.fromEntries(names.filter((n) => o[n] !== undefined).map((n) => [n, o[n]])),
  );
}

interface Page {
  items: Record<string, unknown>[];
  total: number;
  limit: number;
  offset: number;
}

/** Filter, sort, page and select, in the binding's order. */
export function applyQuery(
  objects: RosterObject[],
  query: ListQuery,
  allowed: readonly string[],
): Page {
  let rows = objects;
  if (query.filter?.trim()) {
    const { join, conditions } = parseFilter(query.filter.trim(), allowed);
    rows = rows.filter((o) =>
      join === 'AND' ? conditions.every((c) => holds(o, c)) : conditions.some((c) => holds(o, c)),
    );
  }
  if (query.sort?.trim()) {
    const sort = query.sort.trim();
    if (!known(allowed, sort))
      throw new QueryRefusal('invalid_selection_field', QUERY_MESSAGES.sort(sort));
    const sign = query.orderBy === 'desc' ? -1 : 1;
    const key = (o: RosterObject) => valuesAt(o, sort)[0] ?? '';
    // Code point order, stable: equal keys keep the export's order.
    rows = rows
      .map((o, i) => ({ o, i, k: key(o) }))
      .sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : a.i - b.i))
      .map((x) => x.o);
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const page = rows.slice(offset, offset + limit);
  return { items: selectFields(page, query.fields, allowed), total: rows.length, limit, offset };
}

/** RFC 8288 links to the first, previous, next and last pages, the other parameters kept. */
export function pageLinks(url: string, page: Page): string {
  const at = (offset: number) => {
    const u = new URL(url);
    u.searchParams.set('limit', String(page.limit));
    u.searchParams.set('offset', String(offset));
    return u.toString();
  };
  const lastOffset = page.total > 0 ? Math.floor((page.total - 1) / page.limit) * page.limit : 0;
  const links = [`<${at(0)}>; rel="first"`];
  if (page.offset > 0) links.push(`<${at(Math.max(0, page.offset - page.limit))}>; rel="prev"`);
  if (page.offset + page.limit < page.total)
    links.push(`<${at(page.offset + page.limit)}>; rel="next"`);
  links.push(`<${at(lastOffset)}>; rel="last"`);
  return links.join(', ');
}

// The REST query parameters as pure functions: the filter's grammar (quotes keep the logical
// words, AND and OR not mixed, at most 5 predicates), predicates over arrays and references,
// stable sort, field selection, and the page links.
import { describe, expect, it } from 'vitest';
import {
  applyQuery,
  pageLinks,
  parseFilter,
  QueryRefusal,
  valuesAt,
} from '../../src/domains/oneroster/rest/query.js';

const FIELDS = ['sourcedId', 'givenName', 'familyName', 'roles', 'class'];
const rows = [
  { sourcedId: 'a', givenName: 'Ali Raza', familyName: 'Khan', roles: [{ role: 'student' }] },
  { sourcedId: 'b', givenName: 'Sara', familyName: 'Ahmed', roles: [{ role: 'parent' }] },
  { sourcedId: 'c', givenName: 'Usman', familyName: 'Khan', class: { sourcedId: 'section-1' } },
];

describe('OneRoster REST query', () => {
  it('keeps AND and OR inside quoted values', () => {
    expect(parseFilter("givenName='Ali AND Sara'", FIELDS).conditions).toEqual([
      { field: 'givenName', predicate: '=', value: 'Ali AND Sara' },
    ]);
    const both = parseFilter("familyName='Khan' AND givenName~'usm'", FIELDS);
    expect(both.join).toBe('AND');
    expect(both.conditions.map((c) => c.predicate)).toEqual(['=', '~']);
  });

  it('refuses mixed joins, too many predicates, unknown fields and unquoted values', () => {
    const refused = (filter: string) => {
      try {
        parseFilter(filter, FIELDS);
        return null;
      } catch (error) {
        return error instanceof QueryRefusal ? error.minor : 'other';
      }
    };
    expect(refused("givenName='a' AND familyName='b' OR sourcedId='c'")).toBe(
      'invalid_filter_field',
    );
    expect(refused(Array(6).fill("givenName='a'").join(' OR '))).toBe('invalid_filter_field');
    expect(refused("shoe='9'")).toBe('invalid_filter_field');
    expect(refused('givenName=Ali')).toBe('invalid_filter_field');
  });

  it('reads paths through arrays and references', () => {
    expect(valuesAt(rows[0], 'roles.role')).toEqual(['student']);
    expect(valuesAt(rows[2], 'class.sourcedId')).toEqual(['section-1']);
    expect(valuesAt(rows[1], 'class.sourcedId')).toEqual([]);
  });

  it('filters, sorts stably, pages and selects', () => {
    const page = applyQuery(
      rows,
      {
        filter: "familyName='Khan' OR roles.role='parent'",
        sort: 'familyName',
        orderBy: 'desc',
        limit: 2,
        fields: 'sourcedId',
      },
      FIELDS,
    );
    expect(page.total).toBe(3);
    expect(page.items).toEqual([{ sourcedId: 'a' }, { sourcedId: 'c' }]);
    const none = applyQuery(rows, { filter: "roles.role!='student'" }, FIELDS);
    expect(none.items.map((o) => o.sourcedId)).toEqual(['b', 'c']);
  });

  it('links first, prev, next and last, keeping the other parameters', () => {
    const links = pageLinks(
      'https://x.pk/api/ims/oneroster/rostering/v1p2/users?filter=a&limit=2&offset=2',
      {
        items: [],
        total: 7,
        limit: 2,
        offset: 2,
      },
    );
    expect(links).toBe(
      [
        '<https://x.pk/api/ims/oneroster/rostering/v1p2/users?filter=a&limit=2&offset=0>; rel="first"',
        '<https://x.pk/api/ims/oneroster/rostering/v1p2/users?filter=a&limit=2&offset=0>; rel="prev"',
        '<https://x.pk/api/ims/oneroster/rostering/v1p2/users?filter=a&limit=2&offset=4>; rel="next"',
        '<https://x.pk/api/ims/oneroster/rostering/v1p2/users?filter=a&limit=2&offset=6>; rel="last"',
      ].join(', '),
    );
  });
});

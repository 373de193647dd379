import { describe, expect, it } from 'vitest';
import { isFiltered, listQueryString, pageCount, pageLinks, PAGE_SIZE, readListQuery } from './list-query';

const GUID = 'b0000000-0000-4000-8000-000000000001';

describe('the transfers page’s address', () => {
  it('reads the filters, the page and the open transfer', () => {
    expect(readListQuery(`?status=PAID&recipient=${GUID}&page=3&ref=TR00000008`)).toEqual({ filter: { group: 'PAID', recipientGuid: GUID }, page: 3, ref: 'TR00000008' });
    expect(readListQuery('')).toEqual({ filter: {}, page: 1 });
  });

  it('drops what is not valid: an unknown group, a recipient that is not a guid, a page that is not a whole number from 1', () => {
    expect(readListQuery('?status=paid&recipient=42&page=0&ref=<script>')).toEqual({ filter: {}, page: 1 });
    expect(readListQuery('?page=-2')).toEqual({ filter: {}, page: 1 });
    expect(readListQuery('?page=2.5&status=SOMETHING')).toEqual({ filter: {}, page: 1 });
  });

  it('writes the query in a fixed order, leaving out the defaults, and reads back what it wrote', () => {
    const query = { filter: { group: 'CLOSED' as const, recipientGuid: GUID }, page: 2, ref: 'TR00000004' };
    expect(listQueryString(query)).toBe(`?status=CLOSED&recipient=${GUID}&page=2&ref=TR00000004`);
    expect(readListQuery(listQueryString(query))).toEqual(query);
    expect(listQueryString({ filter: {}, page: 1 })).toBe('');
    expect(listQueryString({ filter: { group: 'SENT' }, page: 1 })).toBe('?status=SENT');
  });

  it('knows a filtered list', () => {
    expect([isFiltered({}), isFiltered({ group: 'PAID' }), isFiltered({ recipientGuid: GUID })]).toEqual([false, true, true]);
  });
});

describe('paging', () => {
  it('has 20 transfers a page, and at least one page', () => {
    expect(PAGE_SIZE).toBe(20);
    expect([pageCount(0, 20), pageCount(1, 20), pageCount(20, 20), pageCount(21, 20), pageCount(95, 20)]).toEqual([1, 1, 1, 2, 5]);
  });

  it('offers the first, the last, the current page and its neighbours, with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10]);
    // A gap of one page is the page itself.
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

import { isStatusGroup } from './status';
import type { TransferFilter } from './transfer';

/**
 * What the transfers page shows, as its address says it (`/transfers?status=&recipient=&page=&ref=`),
 * so back, forward, a reload and a shared link all show the same: the filters (a front-end status
 * group, a recipient), the page, and the transfer whose details are open.
 *
 * Paging: numbered pages of 20, not "Show more". The page is in the address, so a reload or back
 * shows the same 20 transfers (one call each, however far the customer went), a screen reader
 * reads a list that does not grow under it, and "page 3 of 7" tells how long the history is.
 */
export const PAGE_SIZE = 20;
/** The wallet home's recent transfers. */
export const RECENT_COUNT = 5;

export interface ListQuery {
  readonly filter: TransferFilter;
  /** 1-based. */
  readonly page: number;
  /** The transfer whose details are open. */
  readonly ref?: string;
}

const TOKEN = /^[\w-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE = /^[1-9][0-9]{0,5}$/;

/** The query of an address (`location.search`); parts that are not valid are dropped, never trusted. */
export function readListQuery(search: string): ListQuery {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const recipient = query.get('recipient') ?? '';
  const page = query.get('page') ?? '';
  const ref = query.get('ref') ?? '';
  return {
    filter: {
      ...(isStatusGroup(status) ? { group: status } : {}),
      ...(UUID.test(recipient) ? { recipientGuid: recipient } : {}),
    },
    page: PAGE.test(page) ? Number(page) : 1,
    ...(TOKEN.test(ref) ? { ref } : {}),
  };
}

/** The address query of a ListQuery ('' when it is all defaults), in a fixed order. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.filter.group) params.set('status', query.filter.group);
  if (query.filter.recipientGuid) params.set('recipient', query.filter.recipientGuid);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.ref) params.set('ref', query.ref);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filter: TransferFilter): boolean {
  return filter.group !== undefined || filter.recipientGuid !== undefined;
}

/** How many pages `total` transfers fill (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The page links to offer: the first, the last, and the current page with its neighbours; a gap
 * where pages are left out. E.g. page 5 of 10: 1, gap, 4, 5, 6, gap, 10.
 */
export function pageLinks(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) links.push(p - 1);
    else if (previous !== undefined && p - previous > 2) links.push('gap');
    links.push(p);
  });
  return links;
}

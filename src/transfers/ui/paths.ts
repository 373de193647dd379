import { listQueryString, type ListQuery } from '../domain/list-query';

export const TRANSFERS_PATH = '/transfers';

/** The update page of a transfer's payout details (spec 02: transaction-update). */
export const updatePath = (reference: string): string => `${TRANSFERS_PATH}/${encodeURIComponent(reference)}`;

/** A transfer's details on the list page: the address keeps the list's filters and page with it. */
export const detailsPath = (reference: string, from: ListQuery = { filter: {}, page: 1 }): string =>
  `${TRANSFERS_PATH}${listQueryString({ ...from, ref: reference })}`;

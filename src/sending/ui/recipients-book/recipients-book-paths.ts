/**
 * The /recipients page's views, each an address of its own (the query), so a reload, the back
 * button and a shared link open the same view:
 *
 *   /recipients                                     the list
 *   /recipients?id=42                               a recipient's details
 *   /recipients?id=42&edit=1                        their form, to update them
 *   /recipients?add=1                               a new recipient: where to and how paid out
 *   /recipients?add=1&to=SO&currency=USD&payout=mobile   a new recipient: their form
 */
export type BookView =
  | { readonly kind: 'list' }
  | { readonly kind: 'details'; readonly id: string }
  | { readonly kind: 'edit'; readonly id: string }
  | { readonly kind: 'add'; readonly country?: string; readonly currency?: string; readonly payout?: string };

export const RECIPIENTS_PATH = '/recipients';

/** The view a query names (`location.search`); anything it does not name is the list. */
export function bookViewOf(search: string): BookView {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  if (id !== null && id !== '') return query.get('edit') === '1' ? { kind: 'edit', id } : { kind: 'details', id };
  if (query.get('add') !== '1') return { kind: 'list' };
  const country = query.get('to') ?? '';
  const currency = query.get('currency') ?? '';
  const payout = query.get('payout') ?? '';
  return {
    kind: 'add',
    ...(country !== '' ? { country } : {}),
    ...(currency !== '' ? { currency } : {}),
    ...(payout !== '' ? { payout } : {}),
  };
}

/** The address of a view. */
export function bookPath(view: BookView): string {
  const query = new URLSearchParams();
  switch (view.kind) {
    case 'list':
      return RECIPIENTS_PATH;
    case 'details':
      query.set('id', view.id);
      break;
    case 'edit':
      query.set('id', view.id);
      query.set('edit', '1');
      break;
    case 'add':
      query.set('add', '1');
      if (view.country) query.set('to', view.country);
      if (view.currency) query.set('currency', view.currency);
      if (view.payout) query.set('payout', view.payout);
      break;
  }
  return `${RECIPIENTS_PATH}?${query.toString()}`;
}

import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { QuoteViewModel } from './quote-view-model';

/**
 * The networks, banks or collection points the chosen payout type pays out through, with a search
 * (spec 02: "lists of supported banks, networks and collection points with search"). Closed until
 * the customer opens it; loaded with the payout type.
 */
export const PayoutPlaces = observer(function PayoutPlaces({ vm }: { vm: QuoteViewModel }) {
  const { t } = useTranslation('send');
  const id = useId();
  if (vm.payoutType === 'card') return null;
  const all = vm.places;
  const shown = vm.filteredPlaces;
  const kind = all?.kind ?? (vm.payoutType === 'mobile' ? 'networks' : vm.payoutType === 'bank' ? 'banks' : 'collectionPoints');
  return (
    <details className="payout-places">
      <summary>{t(`places.${kind}`, { count: all?.items.length ?? 0 })}</summary>
      {vm.placesState === 'failed' ? (
        <p className="field__error">
          {t('places.failed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void vm.retryPlaces()}>
            {t('quote.retry')}
          </button>
        </p>
      ) : null}
      {all && all.items.length > 0 ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-search`}>{t('places.search')}</label>
            <input id={`${id}-search`} type="search" autoComplete="off" value={vm.placesQuery} onChange={(e) => vm.setPlacesQuery(e.target.value)} />
          </div>
          <ul className="payout-places__list" aria-live="polite">
            {shown?.kind === 'networks'
              ? shown.items.map((n) => (
                  <li key={n.code}>
                    <span>{n.name}</span> <span className="hint">{n.prefixes.join(', ')}</span>
                  </li>
                ))
              : null}
            {shown?.kind === 'banks' ? shown.items.map((b) => <li key={b.code}>{b.name}</li>) : null}
            {shown?.kind === 'collectionPoints'
              ? shown.items.map((p) => (
                  <li key={p.code}>
                    <span>{p.name}</span> <span className="hint">{p.city}</span>
                  </li>
                ))
              : null}
          </ul>
          {shown && shown.items.length === 0 ? <p className="hint">{t('places.none', { query: vm.placesQuery.trim() })}</p> : null}
        </>
      ) : null}
      {all && all.items.length === 0 ? <p className="hint">{t('places.empty')}</p> : null}
    </details>
  );
});

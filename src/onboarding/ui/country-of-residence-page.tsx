import { useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Field } from '@/shared/ui/form-parts';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ResidenceCountry } from '../domain/residence-country';
import { CountryOfResidenceViewModel, makeCountryOfResidenceViewModel } from './country-of-residence-view-model';
import { FailureDialog, useFocusOn } from './form-parts';

const SELECT_ID = 'residence-country';

/** The countries by their name in the customer's language. */
function useSortedCountries(countries: readonly ResidenceCountry[] | undefined): { code: string; name: string }[] {
  const { t, i18n } = useTranslation('domain');
  if (!countries) return [];
  const collator = new Intl.Collator(i18n.language);
  return countries.map((c) => ({ code: c.code, name: t(`country.${c.code}`) })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * /country-of-residence (prerendered): heading, text and a placeholder of the list's own size
 * paint before the app runs; the list comes from the service locator once it does.
 */
export const CountryOfResidencePage = observer(function CountryOfResidencePage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const vm = useViewModel(CountryOfResidenceViewModel, makeCountryOfResidenceViewModel);
  const countries = useSortedCountries(vm.countries.value);
  const selectRef = useRef<HTMLSelectElement>(null);
  useFocusOn(vm.focusRequest?.target === 'field' ? vm.focusRequest : undefined, selectRef);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await vm.submit();
    if (outcome === 'registration') navigate('/registration');
    if (outcome === 'area-not-available') navigate('/area-not-available');
  };

  const ready = vm.countries.state === 'ready';
  const error = vm.clientError ? t(vm.clientError.replace(/^onboarding:/, '')) : undefined;

  return (
    <section className="form-page">
      <PageHeading>{t('country.heading')}</PageHeading>
      <p className="lead">{t('country.intro')}</p>
      {vm.countries.state === 'failed' && vm.countries.error ? (
        <LoadFailed what={t('country.loadFailed')} error={vm.countries.error} retrying={vm.countries.retrying} onRetry={() => void vm.load()} testId="countries-failed" />
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field id={SELECT_ID} label={t('country.label')} hint={t('country.hint')} error={error}>
          {(describedBy) =>
            ready ? (
              <select
                id={SELECT_ID}
                ref={selectRef}
                name="country"
                value={vm.selected}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => vm.select(event.target.value)}
              >
                <option value="">{t('country.choose')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : (
              // Same box as the list: nothing moves when the countries arrive.
              <select id={SELECT_ID} name="country" disabled aria-describedby={`${SELECT_ID}-hint`} value="" onChange={() => undefined}>
                <option value="">{t('country.loading')}</option>
              </select>
            )
          }
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={vm.submitting || !ready || undefined}>
          {vm.submitting ? t('submitting') : t('continue')}
        </button>
      </form>
      <p className="links">
        <Link to="/cannot-find-my-country" state={{ fromCountryLink: true }}>
          {t('country.cannotFind')}
        </Link>
      </p>
      <FailureDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </section>
  );
});

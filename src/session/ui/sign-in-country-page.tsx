import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { PageHeading } from '@/shared/ui/page-heading';
import { RememberSignInCountry } from '../application/remember-sign-in-country';
import { SOURCE_COUNTRY_CODES } from '../domain/source-countries';

export function SignInCountryPage() {
  // Country names come from the domain catalogue, loaded with this page.
  const { t } = useTranslation(['common', 'domain']);
  const remember = useInjection(RememberSignInCountry);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [country, setCountry] = useState(remember.current() ?? 'GB');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    remember.execute(country);
    const redirect = params.get('redirect');
    navigate(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in');
  };

  return (
    <section className="form-page">
      <PageHeading>{t('signInCountry.heading')}</PageHeading>
      <p className="lead">{t('signInCountry.intro')}</p>
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="choices">
          <legend className="visually-hidden">{t('signInCountry.heading')}</legend>
          {SOURCE_COUNTRY_CODES.map((code) => (
            <label key={code} className="choice">
              <input type="radio" name="country" value={code} checked={country === code} onChange={() => setCountry(code)} />
              <span>{t(`domain:country.${code}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary button--block">
          {t('signInCountry.submit')}
        </button>
      </form>
    </section>
  );
}

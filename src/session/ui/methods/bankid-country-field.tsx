import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** The BankID country of a sign-in method (the country config's bank_id_login countries). */
export const BankIdCountryField = observer(function BankIdCountryField({
  id,
  label,
  vm,
}: {
  id: string;
  label: string;
  vm: { readonly country: string; readonly countries: readonly string[]; setCountry(country: string): void };
}) {
  const { t } = useTranslation('domain');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="country" value={vm.country} onChange={(event) => vm.setCountry(event.target.value)}>
        {vm.countries.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </select>
    </div>
  );
});

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function BrandLogo({ to = '/wallet' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand" aria-label={t('nav.homeLink', { brand: t('brand') })}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" className="brand__circle" />
        <path d="M9 19c2.5 3 11.5 3 14 0M10 13h12" className="brand__stroke" />
      </svg>
      <span className="brand__name">{t('brand')}</span>
    </Link>
  );
}

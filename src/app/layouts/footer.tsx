import { useTranslation } from 'react-i18next';

export function Footer({ usCustomer = false, small = false }: { usCustomer?: boolean; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className={small ? 'footer footer--small' : 'footer'}>
      <p>{t(usCustomer ? 'footer.legalUs' : 'footer.legal', { brand: t('brand') })}</p>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';

/** Shown while the first route's code and guards resolve. */
export function BootSpinner() {
  const { t } = useTranslation();
  return (
    <main id="main" className="background__main">
      <Spinner label={t('loading')} />
    </main>
  );
}

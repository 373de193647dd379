import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { SupportDeskToken, type SupportContact } from '@/shared/kernel/support';

/**
 * Customer Support for this screen (VITE_SUPPORT, per country or entity): a given source country's,
 * else the signed-in customer's, else that of the country the page knows (src/app/support-desk.ts).
 */
export function useSupportContact(country?: string): SupportContact {
  const desk = useInjection(SupportDeskToken);
  return country ? desk.of(country) : desk.current();
}

/** The e-mail beside a support link: "Or email Customer Support at <address>", the address a mailto: link. */
export function SupportEmail({ contact, className }: { contact: SupportContact; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={className ?? 'support-email'} data-testid="support-email">
      {t('support.email')}{' '}
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </p>
  );
}

import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';

/**
 * The height each section's place holds until the section is there (CSS pixels): the statistics'
 * is its full height (it is on a phone's first screen, so its arrival must move nothing); the
 * others keep what follows them out of the first screen.
 */
export const SLOT_HEIGHTS = { statistics: 472, topUp: 400, recentTransfers: 320, activity: 320, cards: 320 } as const;

/**
 * A section's place before its code and data arrive. Sized by its own attributes, not by a
 * stylesheet: the prerendered page paints before the wallet's stylesheet has loaded.
 */
export function SectionSlot({ height }: { height: number }) {
  return <svg className="wallet-slot" aria-hidden="true" focusable="false" width="100%" height={height} data-testid="wallet-slot" />;
}

/** A section whose code could not load says so in its place; the rest of the page stays. */
export class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <SectionFailed /> : this.props.children;
  }
}

function SectionFailed() {
  const { t } = useTranslation('errors');
  return (
    <Alert tone="error" title={t('generic.title')}>
      <p>{t('generic.message')}</p>
    </Alert>
  );
}

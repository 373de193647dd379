import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { Logger } from '@/shared/kernel/logger';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { FetchVersionSource } from './fetch-version-source';
import { VersionCheck } from './version-check';

/** This build's own version (package.json), put in by the version-file plugin. */
const OWN_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '';

/**
 * Mounted by the root shell for every layout when the first check is due (30 s after the page
 * started), and checking at once: the minor-update banner (15 s) and the blocking new-version
 * dialog whose only action reloads the page (spec 01 sections 4 and 9).
 */
const VersionWatch = observer(function VersionWatch() {
  const { t } = useTranslation('session');
  const clock = useInjection(Clock);
  const logger = useInjection(Logger);
  const [check] = useState(
    () => new VersionCheck(new FetchVersionSource(window.location.origin, (url, init) => window.fetch(url, init)), clock, logger, OWN_VERSION, 0),
  );

  useEffect(() => {
    const timer = setInterval(() => void check.tick(), 1_000);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <>
      <div className="version-banner" role="status" data-testid="version-banner">
        {check.update === 'minor' ? <p className="version-banner__text">{t('version.minor')}</p> : null}
      </div>
      {/* The dialog's one action keeps the focus: Tab and Shift+Tab go round it (the modal dialog's own keepTabIn). */}
      <ModalDialog
        open={check.update === 'major'}
        title={t('version.majorTitle')}
        // Blocking: Escape does not close it; reloading is the only way on.
        onClose={() => undefined}
        role="alertdialog"
        actions={
          <button type="button" className="button button--primary" autoFocus onClick={() => window.location.reload()}>
            {t('version.reload')}
          </button>
        }
      >
        <p>{t('version.majorText')}</p>
      </ModalDialog>
    </>
  );
});
export default VersionWatch;

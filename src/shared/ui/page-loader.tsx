import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './page-loader.css';

export const PAGE_LOADER_TYPES = ['default', 'text', 'button', 'circle'] as const;
export type PageLoaderType = (typeof PAGE_LOADER_TYPES)[number];

/** Where OK of the button loader goes: the transfers list (spec 01 section 2, spec 02 section 4). */
export const AFTER_CONFIRMING_TRANSFER = '/transfers';

/**
 * The page loader (spec 01 section 2), of four types, each a status region with a translated
 * label (announced politely; `label` names what loads, else "Loading…"). Its texts are in the
 * first screen's `common` catalogue, so a page never waits for a catalogue to show it.
 * - default: a bar of dots across the page while it loads;
 * - text: the same with a sentence under it (`text`, or the catalogue's "this can take a moment");
 * - circle: a large spinning circle in the middle of the page (redirects and callbacks);
 * - button: the confirming-transfer message with OK (`confirmTestId` on it), which clears the
 *   send-money data (`onConfirm`, given by whoever holds that data) and goes to the transfers list.
 */
export function PageLoader({
  type = 'default',
  text,
  label,
  onConfirm,
  confirmTestId,
}: {
  type?: PageLoaderType;
  text?: string;
  label?: string;
  onConfirm?: () => void;
  confirmTestId?: string;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const titleId = useId();

  if (type === 'button') {
    return (
      <div className="page-loader page-loader--button" role="status" aria-labelledby={titleId} data-loader="button">
        <span className="page-loader__circle page-loader__circle--small" aria-hidden="true" />
        <p id={titleId} className="page-loader__title">
          {t('common:pageLoader.confirming')}
        </p>
        <p className="page-loader__text">{t('common:pageLoader.confirmingText')}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid={confirmTestId}
          onClick={() => {
            onConfirm?.();
            void navigate(AFTER_CONFIRMING_TRANSFER);
          }}
        >
          {t('errors:ok')}
        </button>
      </div>
    );
  }

  const name = label ?? t('common:loading');
  return (
    <div className={`page-loader page-loader--${type}`} role="status" aria-label={name} data-loader={type}>
      {type === 'circle' ? (
        <span className="page-loader__circle" aria-hidden="true" />
      ) : (
        <span className="page-loader__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      )}
      {type === 'text' ? <p className="page-loader__text">{text ?? t('common:pageLoader.text')}</p> : <span className="visually-hidden">{name}</span>}
    </div>
  );
}

import { useEffect, useState, type Ref } from 'react';
import type { AppError } from '@/shared/kernel/app-error';
import { Alert } from './alert';
import { qrPath, type QrPath } from './qr-code';
import { useErrorText } from './use-error-text';

export interface BankIdPanelProps {
  /** Address of the BankID page or app (OAuth bankid/init). */
  readonly url: string;
  readonly labels: {
    /** "Scan the QR code with the BankID app", shown beside the code (desktop). */
    readonly scan: string;
    /** Accessible name of the QR code image. */
    readonly qr: string;
    /** "Open BankID" (the link; on a phone the only way). */
    readonly open: string;
    /** "Waiting for BankID…" (announced politely). */
    readonly waiting: string;
    readonly cancel: string;
  };
  readonly onCancel: () => void;
  readonly cancelling?: boolean;
  /**
   * The link opens BankID in this tab (a registration: the BankID page sends the customer back with
   * the nets callback, and the tab's registration draft is still there). Default: a new tab.
   */
  readonly openInPlace?: boolean;
}

/** The panel's texts from a namespace that has them under `bankId` (signInMethods, registrationWays). */
export function bankIdPanelLabels(t: (key: string) => string): BankIdPanelProps['labels'] {
  return { scan: t('bankId.scan'), qr: t('bankId.qr'), open: t('bankId.open'), waiting: t('bankId.waiting'), cancel: t('bankId.cancel') };
}

/** A BankID failure with its own message (an errors catalogue key, see BANKID_MESSAGES) and the error's code. */
export function BankIdMessage({
  message,
  t,
  ref,
  focusable,
}: {
  message: { readonly key: string; readonly error: AppError };
  t: (key: string) => string;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}) {
  const code = useErrorText()(message.error).code;
  return (
    <Alert tone="error" ref={ref} focusable={focusable}>
      <p>{t(`errors:${message.key}`)}</p>
      {code ? <p className="error-code">{code}</p> : null}
    </Alert>
  );
}

/**
 * BankID while it is being signed: on a desktop a QR code beside a link, on a phone (narrow
 * screens, by the stylesheet) the link that opens the BankID app; a polite status line and Cancel.
 * The owner polls the check and cancels with reset.
 */
export function BankIdPanel({ url, labels, onCancel, cancelling, openInPlace }: BankIdPanelProps) {
  const [qr, setQr] = useState<QrPath | undefined>(undefined);
  useEffect(() => {
    let current = true;
    qrPath(url).then(
      (path) => current && setQr(path),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [url]);
  const margin = 4;
  return (
    <div className="bankid">
      <div className="bankid__qr">
        <p className="hint">{labels.scan}</p>
        {qr ? (
          <svg
            className="bankid__qr-image"
            role="img"
            aria-label={labels.qr}
            viewBox={`${-margin} ${-margin} ${qr.size + 2 * margin} ${qr.size + 2 * margin}`}
            shapeRendering="crispEdges"
          >
            <rect x={-margin} y={-margin} width={qr.size + 2 * margin} height={qr.size + 2 * margin} fill="#fff" />
            <path d={qr.d} fill="#000" />
          </svg>
        ) : (
          <div className="bankid__qr-placeholder" />
        )}
      </div>
      <div className="bankid__actions">
        <a className="button button--primary button--block bankid__open" href={url} {...(openInPlace ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
          {labels.open}
        </a>
        <p className="bankid__status" role="status">
          {labels.waiting}
        </p>
        <button type="button" className="button button--ghost button--block" aria-disabled={cancelling || undefined} onClick={() => !cancelling && onCancel()}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { qrPath, type QrPath } from '@/shared/ui/qr-code';

/** A QR code drawn as an <svg><path> (no markup from strings), with its text for tests and its label for screen readers. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<{ text: string; path: QrPath } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    qrPath(text).then(
      (path) => current && setQr({ text, path }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  const margin = 4;
  if (!qr || qr.text !== text) return <div className="pay-qr__image" aria-hidden="true" />;
  const side = qr.path.size + 2 * margin;
  return (
    <svg className="pay-qr__image" role="img" aria-label={label} viewBox={`${-margin} ${-margin} ${side} ${side}`} shapeRendering="crispEdges" data-testid="payment-qr" data-qr-text={text}>
      <rect x={-margin} y={-margin} width={side} height={side} fill="#fff" />
      <path d={qr.path.d} fill="#000" />
    </svg>
  );
}

/** The dark modules of a QR code as one SVG path (1 unit per module), plus its size in modules. */
export interface QrPath {
  readonly size: number;
  readonly d: string;
}

/**
 * Encodes text as a QR code (qrcode-generator, loaded on demand: only the BankID panel needs it).
 * The result is drawn by React as an <svg><path>: no markup from strings, no inline styles (CSP
 * with Trusted Types).
 */
export async function qrPath(text: string): Promise<QrPath> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size, d: parts.join('') };
}

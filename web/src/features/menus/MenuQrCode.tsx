// The QR code of a menu's public address, for a table card: drawn as SVG from the `qrcode` package's
// modules (no canvas, no markup injected), crisp on screen and in print.
import QRCode from 'qrcode';
import { useMemo } from 'react';

export function MenuQrCode({ url, label, className }: { url: string; label: string; className?: string }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
    return { d: parts.join(''), size: modules.size + 8 };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="menu-qr-code"
    >
      {/* Black on white whatever the theme: scanners need the contrast, and a quiet zone of 4 modules. */}
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

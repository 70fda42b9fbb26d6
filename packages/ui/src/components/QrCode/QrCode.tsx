import { useEffect, useMemo, useState } from 'react';
import { encodeQr, loadedQrFactory, loadQrFactory } from './qrPath';
import styles from './QrCode.module.css';

export interface QrCodeProps {
  /** The text (a URL) the code encodes. */
  value: string;
  /** Names the image for assistive technology. */
  label: string;
  /** Drawn size in CSS pixels. */
  size?: number;
}

// Quiet zone around the code, in modules: scanners need a light margin.
const QUIET_ZONE = 2;

/** A scannable QR code drawn as SVG (dark modules on white, whatever the theme). */
export function QrCode({ value, label, size = 120 }: QrCodeProps) {
  const [qrcode, setQrcode] = useState(loadedQrFactory);

  useEffect(() => {
    if (qrcode) return;
    let live = true;
    loadQrFactory().then(
      (loaded) => live && setQrcode(() => loaded),
      (error: unknown) => console.error('QR encoder failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [qrcode]);

  const matrix = useMemo(() => (qrcode ? encodeQr(qrcode, value) : undefined), [qrcode, value]);
  const box = matrix ? matrix.count + QUIET_ZONE * 2 : 1;

  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-ready={matrix !== undefined}
      data-value={value}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} className={styles.paper} />
      {matrix && <path d={matrix.path} className={styles.ink} />}
    </svg>
  );
}

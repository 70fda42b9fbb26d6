/** The dark modules of a QR code as one SVG path in module units (one unit per module). */
export function qrModulesPath(
  count: number,
  isDark: (row: number, col: number) => boolean,
): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      // Runs of dark modules in a row become one rectangle: a much shorter path.
      const start = col;
      while (col < count && isDark(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}

export interface QrMatrix {
  count: number;
  path: string;
}

type QrFactory = typeof import('qrcode-generator');

let factory: QrFactory | undefined;
let loading: Promise<QrFactory> | undefined;

/**
 * qrcode-generator (about 20 KB) is loaded on first use, in its own chunk: only pages that show a
 * QR code pay for it, and only once a card is opened.
 */
export function loadQrFactory(): Promise<QrFactory> {
  loading ??= import('qrcode-generator').then((module) => {
    // The package declares `export =`; as an ES module its factory is the default export.
    const loaded = module as QrFactory & { default?: QrFactory };
    factory = loaded.default ?? loaded;
    return factory;
  });
  return loading;
}

/** The encoder when already loaded, so a second QR code renders without waiting. */
export const loadedQrFactory = (): QrFactory | undefined => factory;

/** Encodes `text` (error correction M, smallest version that fits) as a path of dark modules. */
export function encodeQr(qrcode: QrFactory, text: string): QrMatrix {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  return { count, path: qrModulesPath(count, (row, col) => qr.isDark(row, col)) };
}

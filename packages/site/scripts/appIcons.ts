/**
 * The installable app's files in the build: the web app manifest, its icons drawn from the site
 * icon's design (`public/favicon.svg`) with sharp, and the offline pages. The icons of purpose
 * `any` are the design as it is (rounded, transparent corners); the maskable ones and Apple's
 * touch icon put the design, smaller, on a full-bleed square of the page colour, so a launcher's
 * mask (circle, squircle) never cuts into the artwork. The dev server answers the same paths.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface IconSpec {
  readonly file: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
}

export interface AppFiles {
  readonly icons: readonly IconSpec[];
  readonly manifestFile: string;
  readonly manifest: unknown;
  readonly background: string;
  /** Static pages by file name (the offline pages). */
  readonly pages: Readonly<Record<string, string>>;
}

/** The design's share of a maskable icon: inside the 80 % safe circle with room to spare. */
const MASKABLE_SCALE = 0.72;

export async function renderIcon(svg: Buffer, icon: IconSpec, background: string): Promise<Buffer> {
  const png = (image: sharp.Sharp) => image.png({ compressionLevel: 9 }).toBuffer();
  if (icon.purpose === 'any') return png(sharp(svg, { density: 600 }).resize(icon.size, icon.size));
  const inner = Math.round(icon.size * MASKABLE_SCALE);
  const art = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((icon.size - inner) / 2);
  return png(
    sharp({
      create: { width: icon.size, height: icon.size, channels: 3, background },
    }).composite([{ input: art, left: offset, top: offset }]),
  );
}

export function appFiles(svgFile: URL, files: AppFiles): Plugin {
  const svg = () => readFileSync(svgFile);
  const assets = async (): Promise<Map<string, { type: string; body: Buffer | string }>> => {
    const out = new Map<string, { type: string; body: Buffer | string }>();
    const design = svg();
    for (const icon of files.icons) {
      out.set(icon.file, {
        type: 'image/png',
        body: await renderIcon(design, icon, files.background),
      });
    }
    out.set(files.manifestFile, {
      type: 'application/manifest+json',
      body: `${JSON.stringify(files.manifest, null, 2)}\n`,
    });
    for (const [file, html] of Object.entries(files.pages)) {
      out.set(file, { type: 'text/html; charset=utf-8', body: html });
    }
    return out;
  };
  let rendered: ReturnType<typeof assets> | null = null;
  const all = () => (rendered ??= assets());
  return {
    name: 'xinghe-app-files',
    async generateBundle() {
      // The browser's build only: the server's (`vite build --ssr`) serves no files.
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, { body }] of await all()) {
        this.emitFile({ type: 'asset', fileName, source: body });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').replace(/^\//, '').replace(/\?.*$/, '');
        all().then((map) => {
          const file = map.get(path);
          if (!file) return next();
          res.setHeader('Content-Type', file.type);
          res.end(file.body);
        }, next);
      });
    },
  };
}

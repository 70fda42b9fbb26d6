/**
 * The site's icon as a PNG, drawn from `public/favicon.svg` with sharp: `/favicon.png` in the build
 * and from the dev server. The page links the PNG, not the SVG: a browser reads a page's icon in
 * the page's own renderer, where an SVG icon is a document of its own (parsed, styled, painted) on
 * the main thread after the first paint; a 48 px PNG costs next to nothing (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export const FAVICON_PNG = 'favicon.png';
const SIZE = 48;

async function renderPng(svgFile: URL): Promise<Buffer> {
  const svg = readFileSync(svgFile);
  return sharp(svg, { density: 300 })
    .resize(SIZE, SIZE)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

export function rasterFavicon(svgFile: URL): Plugin {
  let png: Promise<Buffer> | null = null;
  const rendered = () => (png ??= renderPng(svgFile));
  return {
    name: 'xinghe-raster-favicon',
    async generateBundle() {
      // The browser's build only: the server's (`vite build --ssr`) serves no files.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: FAVICON_PNG, source: await rendered() });
    },
    configureServer(server) {
      server.middlewares.use(`/${FAVICON_PNG}`, (_req, res, next) => {
        rendered().then((body) => {
          res.setHeader('Content-Type', 'image/png');
          res.end(body);
        }, next);
      });
    },
  };
}

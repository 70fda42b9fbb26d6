import { describe, expect, it } from 'vitest';
import { pagePreloadTags, type Manifest } from './manifest';

const HLS_SOURCE = '../../node_modules/.pnpm/hls.js@1.7.4/node_modules/hls.js/dist/hls.light.mjs';

/** A build where the play page reaches the player engine, which imports hls.js lazily. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true },
  'src/pages/VodPlayPage.tsx': {
    file: 'assets/VodPlayPage-B.js',
    isDynamicEntry: true,
    imports: ['index.html', '_usePlayerController-C.js'],
  },
  '_usePlayerController-C.js': {
    file: 'assets/usePlayerController-C.js',
    imports: ['_engine-D.js'],
  },
  '_engine-D.js': {
    file: 'assets/engine-D.js',
    imports: ['index.html'],
    dynamicImports: [HLS_SOURCE],
  },
  [HLS_SOURCE]: { file: 'assets/hls.light-E.js', isDynamicEntry: true },
  'src/pages/VodDetailPage.tsx': {
    file: 'assets/VodDetailPage-F.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    // The detail page warms the player up lazily: that is not a reason to preload it.
    dynamicImports: ['_engine-D.js', 'src/pages/VodPlayPage.tsx'],
  },
};

const preloads = (tags: string) =>
  [...tags.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

describe('pagePreloadTags', () => {
  it('preloads hls.js with a page that plays video, alongside its own chunks', () => {
    expect(preloads(pagePreloadTags(manifest, 'VodPlayPage'))).toEqual([
      'assets/VodPlayPage-B.js',
      'assets/usePlayerController-C.js',
      'assets/engine-D.js',
      'assets/hls.light-E.js',
    ]);
  });

  it('does not preload hls.js, nor other lazy imports, with a page without a player', () => {
    expect(preloads(pagePreloadTags(manifest, 'VodDetailPage'))).toEqual([
      'assets/VodDetailPage-F.js',
    ]);
  });

  it('brings the stylesheets of the layout parts with every page, not their chunks', () => {
    const withLayout: Manifest = {
      ...manifest,
      'index.html': {
        file: 'assets/index-A.js',
        isEntry: true,
        dynamicImports: ['src/layout/SideTools.tsx', 'src/pages/VodDetailPage.tsx'],
      },
      'src/layout/SideTools.tsx': {
        file: 'assets/SideTools-G.js',
        isDynamicEntry: true,
        imports: ['index.html', '_Dialog-H.js'],
        css: ['assets/SideTools-G.css'],
      },
      '_Dialog-H.js': { file: 'assets/Dialog-H.js', css: ['assets/Dialog-H.css'] },
    };
    const tags = pagePreloadTags(withLayout, 'VodDetailPage');
    expect(
      [...tags.matchAll(/rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['assets/SideTools-G.css', 'assets/Dialog-H.css']);
    expect(preloads(tags)).toEqual(['assets/VodDetailPage-F.js']);
  });
});

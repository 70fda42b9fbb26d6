/**
 * Where an endpoint's shape comes from, said once per record and rendered into the OpenAPI
 * document (`x-xinghe-shape`), so provenance is a checked value rather than prose.
 * The evidence itself stays in docs/spec/REAL-API.md; only its source letters live here.
 */

/** REAL-API.md's "Sources": public client code of hlove and its sibling histar, by letter. */
export const REAL_API_SOURCES = {
  K: { repository: 'KAN314go/tvbox', files: ['py/py_hlove.py', 'py/test.py'], site: 'hlove' },
  N: { repository: 'NB-XX/hlove', files: ['main.py'], site: 'hlove' },
  S: {
    repository: 'peacefulprogram/sakura-animation',
    files: ['app/src/main/java/com/jing/sakura/repo/HistarSource.kt'],
    site: 'histar',
  },
  J: { repository: 'jadehh/TVSpider', files: ['js/star.js'], site: 'histar' },
  F: {
    repository: 'FongMi/CatVodSpider',
    files: ['spider/Star.java', 'bean/star/{Query,Condition,Card,Info,Group,Video,Person}.java'],
    site: 'histar',
  },
  W: { repository: 'Walden333/ttbox', files: ['star_open.js'], site: 'histar' },
  T: { repository: 'TyrantG/hikerViewRules', files: ['VIDEO/histar.js'], site: 'histar' },
} as const satisfies Record<
  string,
  { repository: string; files: readonly string[]; site: 'hlove' | 'histar' }
>;

export type SourceLetter = keyof typeof REAL_API_SOURCES;

/**
 * real: the real API's shape as REAL-API.md shows it, from these sources;
 * spec: the fields SPEC.md names; ours: our design, where nothing public shows the shape.
 * `ours: true` beside real or spec: our fields stand beside the evidenced ones (optional
 * beside real ones, so a reply with only the real fields still satisfies the contract).
 */
export type ShapeSource =
  | {
      readonly from: 'real';
      readonly sources: readonly [SourceLetter, ...SourceLetter[]];
      readonly ours?: true;
    }
  | { readonly from: 'spec'; readonly ours?: true }
  | { readonly from: 'ours' };

/** The line an operation's description opens with. */
export function shapeLine(shape: ShapeSource): string {
  switch (shape.from) {
    case 'real':
      return (
        `Shape: the real API's (REAL-API.md ${shape.sources.join(', ')})` +
        (shape.ours ? ', with our optional fields beside it.' : '.')
      );
    case 'spec':
      return (
        "Shape: the spec's" + (shape.ours ? ' named fields, with our design for the rest.' : '.')
      );
    case 'ours':
      return 'Shape: our design.';
  }
}

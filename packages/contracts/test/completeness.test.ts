/**
 * The area checklist, as a test: every endpoint record of the contract is served by the mock, pinned
 * by at least one Pact interaction and used by the site, and every page route of the spec has a page.
 * It runs with the provider verification (`pnpm test:pact`), after the consumer tests have written
 * the pact file. Each failure names the record or route and the piece it lacks; "Adding an area" in
 * docs/contributing.md says where each piece lives.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PACT_FILE } from '../pact/files';
import { records } from '../src/records';
import { toFastifyPath, type RouteName } from '../src/routes';
import { buildMockApi } from '../../mock-api/src/app';
import { pageLoaders, pageModules, placeholderPages, siteSourceFiles } from './completeness/site';
import { routeOfRequest } from '../pact/routeOfRequest';
import { specRoutes } from '../../site/test/fixtures/specRoutes';

const names = Object.keys(records) as RouteName[];

/** Endpoints the site reaches as URLs the server hands it (signed media, images), not as calls. */
const REACHED_AS_URLS: ReadonlySet<RouteName> = new Set([
  'getImage',
  'getVodPlaylist',
  'getVodSegment',
  'getVodDownload',
  'getLivePlaylist',
  'getLiveSegment',
  // The media of a source's title or channel, when relayed: hls.js reads the URL it is given.
  'getSourceRelay',
]);

/**
 * Endpoints of the spec the site does not call, each with its reason. Keep this list short: an
 * endpoint here is served and pinned for other clients, but no viewer of ours reaches it.
 */
const NOT_CALLED_BY_THE_SITE: ReadonlyMap<RouteName, string> = new Map([
  [
    'validateCode',
    'the login dialog sends the code with the password in one step; register and changePassword check it',
  ],
] as const);

const missing = (what: string, list: readonly string[]) =>
  list.length === 0 ? '' : `${what}: ${list.join(', ')}`;

describe('every contract record', () => {
  let mock: Awaited<ReturnType<typeof buildMockApi>>;
  beforeAll(async () => {
    mock = await buildMockApi({ dbFile: ':memory:' });
  });
  afterAll(() => mock.close());

  it('has a route in the mock API', () => {
    const unserved = names.filter((name) => {
      const { method, path } = records[name].route;
      return !mock.hasRoute({ method, url: toFastifyPath(path) });
    });
    expect(missing('no mock route (packages/mock-api/src/routes/)', unserved)).toBe('');
  });

  it('has at least one Pact interaction', () => {
    expect(
      existsSync(GENERATED_PACT_FILE),
      'run the pact consumer tests first (pnpm test:pact)',
    ).toBe(true);
    const pact = JSON.parse(readFileSync(GENERATED_PACT_FILE, 'utf8')) as {
      interactions: { request: { method: string; path: string } }[];
    };
    const pinned = new Set(pact.interactions.map(({ request }) => routeOfRequest(request)));
    const unpinned = names.filter((name) => !pinned.has(name));
    expect(missing('no Pact interaction (packages/contracts/test/pact/)', unpinned)).toBe('');
  });

  it('is used by the site: a store calls it through the client, or it is reached as a URL', () => {
    const source = siteSourceFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const called = new Set([...source.matchAll(/\.call\(\s*'(\w+)'/g)].map((m) => m[1]));
    const unused = names.filter(
      (name) =>
        !called.has(name) && !REACHED_AS_URLS.has(name) && !NOT_CALLED_BY_THE_SITE.has(name),
    );
    expect(missing('no client call in packages/site/src/state/', unused)).toBe('');
    const callsOfNothing = [...called].filter((name) => !(name! in records));
    expect(missing('calls of no record', callsOfNothing as string[])).toBe('');
    const calledAfterAll = [...NOT_CALLED_BY_THE_SITE.keys()].filter((name) => called.has(name));
    expect(missing('called now: remove from NOT_CALLED_BY_THE_SITE', calledAfterAll)).toBe('');
  });
});

describe('every page route of the spec', () => {
  it('has a page module', () => {
    const modules = pageModules();
    const pageless = specRoutes.filter((spec) => !modules.get(spec)?.exists);
    expect(missing('no page in packages/site/src/pages/', pageless)).toBe('');
  });

  it('has a loader and a store start when the host writes it or embeds its replies (its record’s served)', async () => {
    const loaders = await pageLoaders();
    expect(loaders.map((l) => l.id)).toContain('home');
    const without = loaders
      .filter(
        (l) => !['paramsOf', 'load', 'firstScreenOf'].every((name) => l.exports.includes(name)),
      )
      .map((l) => `${l.id}: src/${l.file} with paramsOf, load and firstScreenOf (PageData)`);
    expect(missing('no data module beside its page', without)).toBe('');
    // The home store is the entry's: the first data starts it at once (startFromFirstData.ts),
    // before boot.ts asks for the home reply. Every other helped page's store starts lazily.
    const unstarted = loaders
      .filter((l) => !l.starts && l.id !== 'home')
      .map((l) => `${l.id}: start in its record (startsFrom its slice of FirstData)`);
    expect(missing('no start for its store in routes/paths.ts', unstarted)).toBe('');
  });

  it('is served by its own page, except the placeholders listed here (the list only shrinks)', () => {
    const placeholders = placeholderPages();
    // Remove a route from this list when its area lands; the test fails until you do.
    expect(placeholders).toEqual([]);
  });
});

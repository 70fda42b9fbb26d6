/**
 * Search and filter latency over the whole seeded catalogue (docs/design.md: search p99 under
 * 10 ms). Builds the mock in-process on a fresh in-memory database, warms it up, then times
 * requests through `app.inject` (routing, validation, query, serialization: everything but the
 * socket) and the bare search reads. Prints one JSON object on stdout; `scripts/bench/search.mjs`
 * runs it (`node --import tsx packages/mock-api/scripts/bench-search.ts`) and reports it.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  FILTER_SORTS,
  FIRST_SINGLE_YEAR,
  VOD_CHANNEL_NAMES,
  type FilterConditionData,
} from '@xinghe/contracts';
import { buildMockApi } from '../src/app';
import { toSearchWord } from '../src/domain/search-word';
import { createSearchQueries } from '../src/queries/search';
import { createTitleSearch } from '../src/queries/title-search';

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const ROUNDS = Number(process.env['BENCH_SEARCH_ROUNDS'] ?? 3);
/** The catalogue's size as a multiple of the usual one (the mock's MOCK_SEED_SCALE). */
const SCALE = Number(process.env['BENCH_SEARCH_SCALE'] ?? 1);

/** Nearest-rank percentiles, in milliseconds. */
function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    samples: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

export interface Timing {
  /** Wall-clock time: what a caller waits, the budget's measure. */
  wall: Latency;
  /**
   * CPU time of this process per call: the work itself. On a machine busy with other work, wall
   * time includes waiting for a core and this does not.
   */
  cpu: Latency;
}

async function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const input of inputs) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await run(input);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: latency(wall), cpu: latency(cpu) };
}

const app = await buildMockApi({ dbFile: ':memory:', seedScale: SCALE });
const db = app.db;

/**
 * What viewers type: pieces of titles (one, two and three characters, and whole names), people's
 * names and surnames, English aliases, channel names, and words nothing matches. A larger
 * catalogue is sampled more sparsely, so each scale is timed on about as many words.
 */
function wordList(): string[] {
  const titles = db
    .prepare<[], { title: string; aliases: string }>(
      'SELECT title, aliases FROM titles ORDER BY id',
    )
    .all();
  const people = db.prepare<[], { name: string }>('SELECT name FROM actors ORDER BY id').all();
  const words: string[] = [];
  titles.forEach(({ title, aliases }, i) => {
    if (i % Math.round(16 * SCALE) !== 0) return;
    const chars = [...title];
    const from = i % Math.max(1, chars.length - 2);
    words.push(chars[from] ?? title, chars.slice(from, from + 2).join(''), title);
    if (chars.length >= 4) words.push(chars.slice(1, 4).join(''));
    const english = (JSON.parse(aliases) as string[])[0]?.split(' ')[0];
    if (english && i % Math.round(64 * SCALE) === 0) words.push(english);
  });
  people.forEach(({ name }, i) => {
    if (i % Math.round(8 * SCALE) === 0) words.push(name, [...name][0] ?? name);
  });
  words.push('cctv', 'CCTV-5', '卫视', '湖南卫视', '凤凰');
  words.push('不存在的片名', '无此人', 'zzzz', '量子纠缠速递', '%', '一二三四五六七八九十');
  return words.filter((word) => [...word].length <= 20 && word.trim() === word && word !== '');
}

const words = wordList();
const search = (word: string) =>
  app.inject({ method: 'POST', url: '/v3/web/api/search', payload: { word } });
const searchActor = (word: string) =>
  app.inject({
    method: 'GET',
    url: `/metadata/v1/actor/searchActor?word=${encodeURIComponent(word)}`,
  });

// Every combination a viewer can click on a channel page ('' is 全部), pages 1 to 3.
const filterBodies: object[] = [];
for (const chName of Object.values(VOD_CHANNEL_NAMES)) {
  const reply = await app.inject(
    `/v3/web/api/getFilterCondition?chName=${encodeURIComponent(chName)}`,
  );
  const { label, country, time } = reply.json<{ data: FilterConditionData }>().data;
  const years = [0, ...time];
  ['', ...label.map(([name]) => name)].forEach((genre, g) => {
    ['', ...country].forEach((region, r) => {
      const year = years[(g + r) % years.length] ?? 0;
      // An option below FIRST_SINGLE_YEAR is its decade.
      const endTime = year !== 0 && year < FIRST_SINGLE_YEAR ? year + 9 : year;
      const sort = FILTER_SORTS[(g + r) % FILTER_SORTS.length];
      const page = 1 + ((g * 7 + r) % 3);
      filterBodies.push({
        chName,
        label: genre,
        country: region,
        startTime: year,
        endTime,
        sort,
        page,
      });
    });
  });
}
const filter = (body: object) =>
  app.inject({ method: 'POST', url: '/v3/web/api/filter', payload: body });

// The bare reads: in-memory title scan plus the live-channel query, as the route makes them.
const titleSearch = createTitleSearch(db);
const searchQueries = createSearchQueries(db);
const searchReads = (word: string) => {
  const { needle } = toSearchWord(word);
  titleSearch.page(needle, 1, 24);
  searchQueries.lives(needle, 12);
};

// Reference only: the same title match as one SQL scan of title_search, the design not taken.
const sqlScan = db.prepare<[{ needle: string }], { id: number }>(
  `SELECT t.id, COUNT(*) OVER () AS total FROM title_search s JOIN titles t ON t.id = s.title_id
   WHERE instr(s.title_lc, @needle) > 0 OR instr(s.aliases_lc, @needle) > 0
     OR instr(s.people_lc, @needle) > 0
   ORDER BY CASE WHEN s.title_lc = @needle THEN 0 WHEN instr(s.title_lc, @needle) = 1 THEN 1
     WHEN instr(s.title_lc, @needle) > 0 THEN 2 ELSE 3 END, t.popularity DESC, t.id
   LIMIT 24`,
);

// Warm-up: JIT, prepared statements, the in-memory rows.
for (const word of words.slice(0, 200)) await search(word);
for (const body of filterBodies.slice(0, 100)) await filter(body);

const result = {
  cores: availableParallelism(),
  loadAverage: loadavg()[0],
  rounds: ROUNDS,
  scale: SCALE,
  words: words.length,
  catalogue: db
    .prepare<[], { titles: number; people: number; channels: number }>(
      `SELECT (SELECT COUNT(*) FROM titles) AS titles, (SELECT COUNT(*) FROM actors) AS people,
        (SELECT COUNT(*) FROM channels) AS channels`,
    )
    .get(),
  search: await timeEach(words, search),
  searchReads: await timeEach(words, searchReads),
  searchActor: await timeEach(words, searchActor),
  filterCombinations: filterBodies.length,
  filter: await timeEach(filterBodies, filter),
  sqlScanReference: await timeEach(words, (word) =>
    sqlScan.all({ needle: toSearchWord(word).needle }),
  ),
};

await app.close();
process.stdout.write(JSON.stringify(result) + '\n');

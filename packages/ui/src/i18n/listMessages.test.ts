import { describe, expect, it } from 'vitest';
import {
  BADGE_KINDS,
  COMPETITION_URLS,
  DANMAKU_REPORT_REASONS,
  FILTER_SORTS,
  GENRES,
  LIVE_GROUPS,
  LIVE_LINE_KEYS,
  MATCH_STAGES,
  PAY_METHODS,
  PERSON_GENDERS,
  PersonRole,
  POINTS_KINDS,
  QUALITY_LEVELS,
  REGION_CODES,
  SPORT_PROJECT_URLS,
  VIP_PLANS,
  VOD_LINE_KEYS,
  VOD_TYPES,
} from '@xinghe/contracts/client';
import { browseMessages } from './browseMessages';
import { danmakuMessages } from './danmakuMessages';
import { listMessages } from './listMessages';
import { messages } from './messages';
import { vipMessages } from './vipMessages';

/**
 * Every closed list of the contract (literals.ts) that a page shows has a name for each value in
 * every language: a list that gains a value fails here until its zh-CN, zh-TW and English names
 * are written. The catalogues' files and keys agree across languages (catalogues.test.ts), so the
 * zh-CN source's keys are checked against the lists and each translation against the source.
 */
type Catalogue = Readonly<Record<string, string>>;
const translations = import.meta.glob<{ default: Catalogue }>(['./zh-TW/*.ts', './en/*.ts'], {
  eager: true,
});
const cap = (value: string) => value[0]!.toUpperCase() + value.slice(1);

/** The lists, each with the catalogue that names it and the key of a value. */
const LISTS: [
  name: string,
  file: string,
  source: Catalogue,
  values: readonly string[],
  key: (v: string) => string,
][] = [
  ['GENRES', 'listMessages', listMessages, Object.keys(GENRES), (v) => `genre.${v}`],
  ['VOD_TYPES (home rows)', 'listMessages', listMessages, VOD_TYPES, (v) => `hotRow.${v}`],
  ['VOD_TYPES (genre rows)', 'listMessages', listMessages, VOD_TYPES, (v) => `genreRow.${v}`],
  ['BADGE_KINDS', 'listMessages', listMessages, BADGE_KINDS, (v) => `badge.${v}`],
  [
    'QUALITY_LEVELS',
    'listMessages',
    listMessages,
    Object.keys(QUALITY_LEVELS),
    (v) => `quality.${v}`,
  ],
  ['VOD_LINE_KEYS', 'listMessages', listMessages, VOD_LINE_KEYS, (v) => `line.${v}`],
  ['LIVE_LINE_KEYS', 'listMessages', listMessages, LIVE_LINE_KEYS, (v) => `line.${v}`],
  ['LIVE_GROUPS', 'listMessages', listMessages, LIVE_GROUPS, (v) => `liveGroup.${v}`],
  ['SPORT_PROJECT_URLS', 'listMessages', listMessages, SPORT_PROJECT_URLS, (v) => `sport.${v}`],
  ['COMPETITION_URLS', 'listMessages', listMessages, COMPETITION_URLS, (v) => `competition.${v}`],
  ['MATCH_STAGES', 'listMessages', listMessages, Object.keys(MATCH_STAGES), (v) => `stage.${v}`],
  ['VIP_PLANS', 'listMessages', listMessages, Object.keys(VIP_PLANS), (v) => `plan.${v}`],
  [
    'VIP_PLANS (lines)',
    'listMessages',
    listMessages,
    Object.keys(VIP_PLANS),
    (v) => `planDesc.${v}`,
  ],
  ['PersonRole', 'listMessages', listMessages, Object.keys(PersonRole), (v) => `role.${v}`],
  [
    'PERSON_GENDERS',
    'listMessages',
    listMessages,
    Object.keys(PERSON_GENDERS),
    (v) => `gender.${v}`,
  ],
  ['REGION_CODES', 'messages', messages, REGION_CODES, (v) => `region.${v}`],
  ['VOD_TYPES', 'messages', messages, VOD_TYPES, (v) => `type.${v}`],
  ['FILTER_SORTS', 'browseMessages', browseMessages, FILTER_SORTS, (v) => `filter.sort${cap(v)}`],
  ['PAY_METHODS', 'vipMessages', vipMessages, PAY_METHODS, (v) => `methods.${v}`],
  ['POINTS_KINDS', 'vipMessages', vipMessages, POINTS_KINDS, (v) => `points.kind${cap(v)}`],
  [
    'DANMAKU_REPORT_REASONS',
    'danmakuMessages',
    danmakuMessages,
    DANMAKU_REPORT_REASONS,
    (v) => `reason.${v}`,
  ],
];

describe('the closed lists', () => {
  it.each(LISTS)(
    '%s: every value is named in zh-CN, zh-TW and English',
    (_name, file, source, values, key) => {
      const missing: string[] = [];
      for (const value of values) {
        if (!source[key(value)]) missing.push(`${file}.ts: ${key(value)}`);
        for (const locale of ['zh-TW', 'en']) {
          if (!translations[`./${locale}/${file}.ts`]?.default[key(value)]) {
            missing.push(`${locale}/${file}.ts: ${key(value)}`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('names in zh-CN each value as the API writes it, which a zh-CN page shows as sent', () => {
    const written: [Record<string, string>, (v: string) => string][] = [
      [GENRES, (v) => `genre.${v}`],
      [MATCH_STAGES, (v) => `stage.${v}`],
      [VIP_PLANS, (v) => `plan.${v}`],
      [PersonRole, (v) => `role.${v}`],
      [PERSON_GENDERS, (v) => `gender.${v}`],
      [QUALITY_LEVELS, (v) => `quality.${v}`],
    ];
    for (const [list, key] of written) {
      for (const [code, text] of Object.entries(list)) {
        expect(listMessages[key(code) as keyof typeof listMessages], code).toBe(text);
      }
    }
  });
});

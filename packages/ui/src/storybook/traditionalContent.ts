/**
 * Story content in the script a zh-TW viewer reads it. Fixtures hold catalogue content as the API
 * sends it, in Simplified characters; the site's host converts every reply to a zh-TW page with
 * OpenCC's Simplified → Taiwan character tables (`from/cn` + `to/tw`, in
 * packages/site/server/content/traditional.ts), so stories in 繁體中文 convert their fixture
 * content the same way, here and nowhere else. The tables load only when a story is shown in zh-TW.
 */
import { isValidElement } from 'react';
import { activeLocale } from '../i18n/locale';

export type Converter = (text: string) => string;

let loading: Promise<Converter> | null = null;
let loaded: Converter | null = null;

/** The host's converter: OpenCC's `cn` → `tw` tables (characters only, no phrase table). */
export function loadTraditional(): Promise<Converter> {
  loading ??= Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/cn'),
    import('opencc-js/to/tw'),
  ]).then(([core, fromCn, toTw]) => {
    loaded = core.ConverterFactory(fromCn.default, toTw.default);
    return loaded;
  });
  return loading;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The value with every string in it converted, through arrays and plain objects, as the host
 * converts a JSON reply: keys, numbers and anything else (callbacks, React elements, dates) stay
 * as they are. A new value; the fixture itself is never changed.
 */
export function convertContent<T>(value: T, convert: Converter): T {
  if (typeof value === 'string') return convert(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => convertContent(item, convert)) as T;
  if (value === null || typeof value !== 'object' || isValidElement(value)) return value;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, convertContent(item, convert)]),
  ) as T;
}

/**
 * Fixture content as the story's language shows it: converted in zh-TW (once the preview's loader
 * has loaded the tables), as it is otherwise. For a render or play function that reads a fixture
 * directly rather than through its args.
 */
export function storyContent<T>(value: T): T {
  return activeLocale() === 'zh-TW' && loaded ? convertContent(value, loaded) : value;
}

/**
 * A story's args in its language (the preview's `beforeEach`): in zh-TW each arg is replaced by
 * its converted copy in this render's args, which the render and the play function both read.
 */
export async function convertArgs(args: Record<string, unknown>): Promise<void> {
  if (activeLocale() !== 'zh-TW') return;
  await loadTraditional();
  for (const key of Object.keys(args)) args[key] = storyContent(args[key]);
}

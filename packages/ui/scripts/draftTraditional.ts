/**
 * Drafts the 繁體中文 (Taiwan) catalogue of every zh-CN catalogue in src/i18n that has none yet
 * (`src/i18n/zh-TW/<file>.ts`), converted with OpenCC's Simplified → Taiwan-phrases table, and
 * prints the drafted lines of keys an existing zh-TW file lacks. A draft is a starting point: read
 * it for Taiwan wording (影片, 登入, 軟體, 資訊, 帳號 …) before committing.
 * Usage: node --import tsx packages/ui/scripts/draftTraditional.ts
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as OpenCC from 'opencc-js/core';
import * as Preset from 'opencc-js/preset';

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n');
const toTaiwan = OpenCC.ConverterFactory(Preset.from.cn ?? [], Preset.to.twp ?? []);

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const line = ([key, text]: [string, string]) => `  ${quote(key)}: ${quote(toTaiwan(text))},`;

function fileText(file: string, exportName: string, entries: [string, string][]): string {
  const main = file === 'messages';
  const typing = main
    ? `import type { MessageCatalogue } from '../messages';\n\nconst messages: MessageCatalogue = {`
    : `import type { AreaTranslation } from '../area';\nimport type { ${exportName} } from '../${file}';\n\nconst messages: AreaTranslation<typeof ${exportName}> = {`;
  return [
    `/** 繁體中文 (Taiwan wording) of ../${file}.ts: drafted with OpenCC, read by hand. */`,
    typing,
    ...entries.map(line),
    '};',
    '',
    'export default messages;',
    '',
  ].join('\n');
}

for (const name of readdirSync(i18nDir).filter((f) => /^(messages|\w+Messages)\.ts$/.test(f))) {
  const file = name.replace(/\.ts$/, '');
  const module = (await import(pathToFileURL(path.join(i18nDir, name)).href)) as Record<
    string,
    unknown
  >;
  const exportName = file === 'messages' ? 'messages' : file;
  const source = module[exportName] as Record<string, string>;
  const target = path.join(i18nDir, 'zh-TW', name);
  if (!existsSync(target)) {
    writeFileSync(target, fileText(file, exportName, Object.entries(source)));
    console.info(`drafted zh-TW/${name}`);
    continue;
  }
  const existing = ((await import(pathToFileURL(target).href)) as { default: object }).default;
  const missing = Object.entries(source).filter(([key]) => !Object.hasOwn(existing, key));
  if (missing.length) console.info(`zh-TW/${name} lacks:\n${missing.map(line).join('\n')}`);
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@xinghe/contracts/client';

/**
 * Every catalogue in every language: the zh-CN files here are the source; `zh-TW/<file>` and
 * `en/<file>` must have exactly their keys, keep their placeholders, and be wired into the
 * source's loaders. A key no code uses (in any language) is deleted, not kept for later.
 * To draft a missing zh-TW file: `node --import tsx packages/ui/scripts/draftTraditional.ts`.
 */
const i18nDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(i18nDir, '..');
const siteSrcDir = path.resolve(srcDir, '../../site/src');

type Catalogue = Readonly<Record<string, string>>;
const modules = import.meta.glob<Record<string, unknown>>(
  ['./messages.ts', './*Messages.ts', './zh-TW/*.ts', './en/*.ts'],
  { eager: true },
);

const sourceFiles = readdirSync(i18nDir).filter((f) => /^(messages|\w+Messages)\.ts$/.test(f));
const sourceOf = (file: string): Catalogue => {
  const name = file.replace(/\.ts$/, '');
  return modules[`./${file}`]![name === 'messages' ? 'messages' : name] as Catalogue;
};
const translated = LOCALES.filter((locale) => locale !== 'zh-CN');
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]!).sort();

describe('catalogues', () => {
  it('has every file in every language, with the same keys', () => {
    const problems: string[] = [];
    for (const file of sourceFiles) {
      const source = sourceOf(file);
      for (const locale of translated) {
        const target = modules[`./${locale}/${file}`]?.default as Catalogue | undefined;
        if (!target) {
          problems.push(`src/i18n/${locale}/${file} is missing (translations of ${file})`);
          continue;
        }
        const missing = Object.keys(source).filter((key) => !Object.hasOwn(target, key));
        const extra = Object.keys(target).filter((key) => !Object.hasOwn(source, key));
        if (missing.length)
          problems.push(`src/i18n/${locale}/${file} lacks: ${missing.join(', ')}`);
        if (extra.length)
          problems.push(`src/i18n/${locale}/${file} has extra: ${extra.join(', ')}`);
        const wrongVars = Object.keys(source).filter(
          (key) =>
            target[key] !== undefined &&
            placeholders(source[key]!).join() !== [...new Set(placeholders(target[key]))].join(),
        );
        if (wrongVars.length)
          problems.push(`src/i18n/${locale}/${file} changes the placeholders of: ${wrongVars}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('loads each translation from its source file', () => {
    const unwired = sourceFiles
      .filter((file) => file !== 'messages.ts')
      .flatMap((file) => {
        const text = readFileSync(path.join(i18nDir, file), 'utf8');
        const name = file.replace(/\.ts$/, '');
        return translated
          .filter((locale) => !text.includes(`import('./${locale}/${name}')`))
          .map((locale) => `src/i18n/${file} does not load ./${locale}/${name}`);
      });
    expect(unwired).toEqual([]);
  });

  it('has no key that no code uses', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return full === i18nDir ? [] : files(full);
        return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
          ? [full]
          : [];
      });
    const code = [...files(srcDir), ...files(siteSrcDir), path.join(i18nDir, 'labels.ts')]
      .concat(path.join(i18nDir, 'accountMessages.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Keys built at run time (`region.${code}`) count through their written prefix.
    const prefixes = [...code.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1]!);
    const unused = sourceFiles.flatMap((file) =>
      Object.keys(sourceOf(file))
        .filter(
          (key) =>
            !code.includes(`'${key}'`) &&
            !code.includes(`"${key}"`) &&
            !prefixes.some((prefix) => key.startsWith(prefix)),
        )
        .map((key) => `${file}: ${key}`),
    );
    expect(unused).toEqual([]);
  });
});

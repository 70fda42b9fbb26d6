/**
 * The language of a page request (see src/routes/locales.ts: the URL's prefix, the stored choice,
 * Accept-Language) and its location without the prefix.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { chooseLocale, localeFromAcceptLanguage, splitLocalePath } from '../../src/routes/locales';

export interface Language {
  locale: Locale;
  /** The URL's prefix named it (else the stored choice or Accept-Language did). */
  fromUrl: boolean;
  /** The request's location without the language prefix. */
  location: string;
}

/**
 * Browsers send a handful of distinct Accept-Language headers, and reading one (split, q-values,
 * sort) costs microseconds on every page request: each header's answer is remembered (a bounded
 * map, so odd headers cannot grow it).
 */
const acceptLanguageAnswers = new Map<string, Locale | null>();
function rememberedAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  let locale = acceptLanguageAnswers.get(header);
  if (locale === undefined) {
    locale = localeFromAcceptLanguage(header);
    if (acceptLanguageAnswers.size >= 256) acceptLanguageAnswers.clear();
    acceptLanguageAnswers.set(header, locale);
  }
  return locale;
}

/** The language of a request (see src/routes/locales.ts) and its location without the prefix. */
export function languageOf(request: FastifyRequest): Language {
  const { locale, fromUrl } = chooseLocale(
    {
      location: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    },
    rememberedAcceptLanguage,
  );
  return { locale, fromUrl, location: splitLocalePath(request.url).path };
}

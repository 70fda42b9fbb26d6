/**
 * The language of a page request (see src/routes/locales.ts: the URL's prefix, the stored choice,
 * Accept-Language) and its location without the prefix.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@xinghe/contracts/client';
import { chooseLocale, localeFromAcceptLanguage, splitLocalePath } from '../../src/routes/locales';
import { rememberEach } from './remember';

export interface Language {
  locale: Locale;
  /** The URL's prefix named it (else the stored choice or Accept-Language did). */
  fromUrl: boolean;
  /** The request's location without the language prefix. */
  location: string;
}

/** Each distinct Accept-Language header is read once (see remember.ts). */
const rememberedAcceptLanguage = rememberEach(localeFromAcceptLanguage, 256);

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

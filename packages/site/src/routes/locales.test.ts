import { describe, expect, it } from 'vitest';
import {
  chooseLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  localizedPath,
  splitLocalePath,
} from './locales';

describe('splitLocalePath', () => {
  it('takes the language prefix off', () => {
    expect(splitLocalePath('/en/movie?x=1')).toEqual({ locale: 'en', path: '/movie?x=1' });
    expect(splitLocalePath('/zh-TW')).toEqual({ locale: 'zh-TW', path: '/' });
    expect(splitLocalePath('/zh-TW/')).toEqual({ locale: 'zh-TW', path: '/' });
    expect(splitLocalePath('/english')).toEqual({ locale: null, path: '/english' });
    expect(splitLocalePath('/movie')).toEqual({ locale: null, path: '/movie' });
  });

  it('puts it back', () => {
    expect(localizedPath('en', '/')).toBe('/en/');
    expect(localizedPath('zh-TW', '/vod/detail/3')).toBe('/zh-TW/vod/detail/3');
    expect(localizedPath('zh-CN', '/vod/detail/3')).toBe('/vod/detail/3');
  });
});

describe('chooseLocale', () => {
  it('prefers the URL, then the stored choice, then Accept-Language, then zh-CN', () => {
    const al = 'en-US,en;q=0.9';
    expect(chooseLocale({ location: '/zh-TW/', cookie: 'xh_lang=en', acceptLanguage: al })).toEqual(
      { locale: 'zh-TW', fromUrl: true },
    );
    expect(
      chooseLocale({ location: '/', cookie: 'a=1; xh_lang=zh-TW', acceptLanguage: al }).locale,
    ).toBe('zh-TW');
    expect(chooseLocale({ location: '/', acceptLanguage: al }).locale).toBe('en');
    expect(chooseLocale({ location: '/' }).locale).toBe('zh-CN');
  });

  it('ignores a stored value that is not a language', () => {
    expect(localeFromCookie('xh_lang=fr')).toBeNull();
  });

  it('reads Accept-Language by q-value', () => {
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-TW');
    expect(localeFromAcceptLanguage('zh-HK')).toBe('zh-TW');
    expect(localeFromAcceptLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('zh')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,zh;q=0.8')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('fr-FR,de')).toBeNull();
    expect(localeFromAcceptLanguage('en;q=0,zh-TW;q=0.1')).toBe('zh-TW');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { homeT } from './homeMessages';
import { createTranslate } from './I18nProvider';
import { activateLocale, activeLocale } from './locale';
import { vipT } from './vipMessages';

describe('activateLocale', () => {
  afterEach(() => activateLocale('zh-CN'));

  it('switches the main and the loaded area catalogues together', async () => {
    const t = createTranslate();
    await activateLocale('en');
    expect(activeLocale()).toBe('en');
    expect(t('auth.login')).toBe('Sign in');
    expect(homeT('continue.title')).toBe('Continue watching');
    await activateLocale('zh-TW');
    expect(t('auth.login')).toBe('登入');
    expect(homeT('footer.label')).toBe('網站資訊');
    await activateLocale('zh-CN');
    expect(t('auth.login')).toBe('登录');
  });

  it('says English counts with the right plural form', async () => {
    const t = createTranslate();
    await activateLocale('en');
    expect(t('vip.daysLeft', { n: 1 })).toBe('VIP: 1 day left');
    expect(t('vip.daysLeft', { n: 2 })).toBe('VIP: 2 days left');
    expect(vipT('packages.days', { n: 1 })).toBe('1 day');
    expect(vipT('packages.days', { n: 30 })).toBe('30 days');
  });
});

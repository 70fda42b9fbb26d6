import { REGION_CODES } from '@xinghe/contracts/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, createTranslate, useT } from './I18nProvider';
import { interpolate } from './format';
import { regionKey } from './labels';
import { messages, type MessageCatalogue } from './messages';

describe('interpolate', () => {
  it('fills every placeholder, numbers included', () => {
    expect(interpolate('第{index}张，共{total}张', { index: 2, total: 5 })).toBe('第2张，共5张');
  });

  it('keeps a placeholder that has no value, so the gap shows', () => {
    expect(interpolate('VIP有效期至{date}', {})).toBe('VIP有效期至{date}');
  });

  it('leaves plain text alone', () => {
    expect(interpolate('暂无内容')).toBe('暂无内容');
  });
});

describe('t', () => {
  const t = createTranslate();

  it('reads the zh-CN catalogue', () => {
    expect(t('nav.more')).toBe('更多');
    expect(t('status.error')).toBe('加载失败，点击重试');
  });

  it('interpolates glossary messages', () => {
    expect(t('vip.daysLeft', { n: 2 })).toBe('VIP剩余2天');
    expect(t('carousel.slideLabel', { index: 1, total: 5 })).toBe('第1张，共5张');
    expect(t('row.moreLabel', { title: '热门电影' })).toBe('更多热门电影');
  });
});

function Greeting() {
  const t = useT();
  return <p>{t('auth.welcome')}</p>;
}

describe('I18nProvider', () => {
  it('gives zh-CN without a provider', () => {
    render(<Greeting />);
    expect(screen.getByText('欢迎登录，享受更好的体验')).toBeTruthy();
  });

  it('swaps in another catalogue', () => {
    const english: MessageCatalogue = { ...messages, 'auth.welcome': 'Welcome' };
    render(
      <I18nProvider messages={english}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Welcome')).toBeTruthy();
  });
});

describe('catalogue', () => {
  it('has every region name of the glossary', () => {
    expect(REGION_CODES.map((code) => messages[regionKey(code)])).toEqual([
      '大陆',
      '香港',
      '台湾',
      '美国',
      '日本',
      '韩国',
      '英国',
      '泰国',
      '西班牙',
      '加拿大',
      '法国',
      '印度',
      '澳大利亚',
      '其他',
    ]);
  });
});

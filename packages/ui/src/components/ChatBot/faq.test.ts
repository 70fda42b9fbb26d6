import { describe, expect, it } from 'vitest';
import { FAQ_IDS, faqQuestion, matchFaq } from './faq';

describe('matchFaq', () => {
  it('finds every FAQ entry by its own question', () => {
    for (const id of FAQ_IDS) expect(matchFaq(faqQuestion(id))).toBe(id);
  });

  it('finds an entry by the words of a question', () => {
    expect(matchFaq('我的会员有什么权益')).toBe('vip');
    expect(matchFaq('付款了还没到账')).toBe('pay');
    expect(matchFaq('视频一直卡顿')).toBe('play');
    expect(matchFaq('怎么下载电视版APP')).toBe('app');
    expect(matchFaq('我想导入一个m3u8片源')).toBe('source');
  });

  it('has no answer for an empty or unrelated question', () => {
    expect(matchFaq('   ')).toBeNull();
    expect(matchFaq('今天天气怎么样')).toBeNull();
  });
});

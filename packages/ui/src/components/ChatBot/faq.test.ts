import { describe, expect, it } from 'vitest';
import { FAQ_IDS, faqAnswer, faqQuestion, matchFaq } from './faq';

describe('matchFaq', () => {
  it('finds every FAQ entry by its own question', async () => {
    for (const id of FAQ_IDS) expect(await matchFaq(faqQuestion(id))).toBe(id);
  });

  it('finds an entry by the words of a question', async () => {
    expect(await matchFaq('我的会员有什么权益')).toBe('vip');
    expect(await matchFaq('怎么开通VIP？会员多少钱？')).toBe('price');
    expect(await matchFaq('付款了还没到账')).toBe('pay');
    expect(await matchFaq('视频一直卡顿')).toBe('play');
    expect(await matchFaq('直播频道怎么看不了')).toBe('live');
    expect(await matchFaq('邮箱收不到验证码')).toBe('account');
    expect(await matchFaq('能下载影片离线看吗')).toBe('download');
    expect(await matchFaq('怎么下载电视版APP')).toBe('app');
    expect(await matchFaq('我想导入一个m3u8片源')).toBe('source');
  });

  it('forgives a wrong character where no keyword is whole', async () => {
    expect(await matchFaq('直拨看不了')).toBe('live');
    expect(await matchFaq('怎么注测')).toBe('account');
  });

  it('has no answer for an empty or unrelated question', async () => {
    expect(await matchFaq('   ')).toBeNull();
    expect(await matchFaq('今天天气怎么样')).toBeNull();
  });
});

describe('faqAnswer', () => {
  it('names the packages on sale with their prices', () => {
    const answer = faqAnswer('price', {
      plans: [
        { name: '月卡', price: 25 },
        { name: '年卡', price: 198 },
      ],
    });
    expect(answer).toContain('月卡 ¥25');
    expect(answer).toContain('年卡 ¥198');
  });

  it('points to the VIP page when the packages are not known', () => {
    expect(faqAnswer('price')).toContain('开通VIP');
    expect(faqAnswer('price')).not.toContain('{plans}');
  });
});

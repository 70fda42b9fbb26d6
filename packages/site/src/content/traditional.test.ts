import { describe, expect, it } from 'vitest';
import { traditionalFetch } from './traditional';

/** A fetch that records what it was asked. */
function recording() {
  const asked: { url: string; body: unknown; script: string | null; language?: string | null }[] =
    [];
  const base = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({
      url: String(input),
      body: init?.body,
      script: new Headers(init?.headers).get('x-content-script'),
      ...(new Headers(init?.headers).has('x-content-language') && {
        language: new Headers(init?.headers).get('x-content-language'),
      }),
    });
    return new Response('{}');
  }) as typeof fetch;
  return { asked, base };
}

describe("a zh-TW viewer's API calls", () => {
  it('send back in Simplified what a converted reply gave them: the query and the JSON body', async () => {
    const { asked, base } = recording();
    const converting = traditionalFetch(() => true, base);
    await converting('/v3/web/api/filter', {
      method: 'POST',
      body: JSON.stringify({ chName: '電視劇', label: '動作', country: '美国', page: 1 }),
    });
    await converting(`/v3/web/api/getFilterCondition?chName=${encodeURIComponent('紀錄片')}`);
    expect(JSON.parse(String(asked[0]?.body))).toEqual({
      chName: '电视剧',
      label: '动作',
      country: '美国',
      page: 1,
    });
    expect(decodeURIComponent(asked[1]!.url)).toBe('/v3/web/api/getFilterCondition?chName=纪录片');
    expect(asked.map((a) => a.script)).toEqual(['Hant', 'Hant']);
  });

  it("an English viewer's are sent as they are, marked for the lists' English names", async () => {
    const { asked, base } = recording();
    const body = JSON.stringify({ label: '动作' });
    await traditionalFetch(() => false, base)('/v3/web/api/filter', { method: 'POST', body });
    expect(asked).toEqual([{ url: '/v3/web/api/filter', body, script: null, language: 'en' }]);
  });
});

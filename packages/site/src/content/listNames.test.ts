import { describe, expect, it } from 'vitest';
import { nameLists } from './listNames';

const reply = {
  code: 200,
  data: {
    cardsGroup: [
      {
        name: '热播电影',
        key: 'movie',
        type: 'movie',
        cards: [
          {
            name: '父亲往事',
            countStr: '全24集',
            badge: { kind: 'complete', n: 24 },
            genres: ['剧情', '犯罪'],
            genreKeys: ['juqing', 'fanzui'],
          },
          { name: '别的', countStr: 'TC版', genres: ['未知'] },
        ],
      },
      { name: '动作片', key: '动作', type: 'movie', genreKey: 'dongzuo', cards: [] },
    ],
  },
};

describe('the closed lists of a reply, named for the viewer', () => {
  it('names in English what the reply gives a code for, and leaves titles and the rest', () => {
    const named = nameLists(reply, 'en');
    const [hot, action] = named.data.cardsGroup;
    expect(hot!.name).toBe('Popular movies');
    expect(action!.name).toBe('Action films');
    expect(hot!.cards[0]).toMatchObject({
      name: '父亲往事',
      countStr: '24 eps',
      genres: ['Drama', 'Crime'],
    });
    expect(hot!.cards[1]).toMatchObject({ countStr: 'TC版', genres: ['未知'] });
    expect(reply.data.cardsGroup[0]!.name).toBe('热播电影'); // a copy: the reply itself is kept
  });

  it('names lines, qualities, live groups, sports, rounds, packages and roles', () => {
    const named = nameLists(
      {
        line: {
          key: 'official',
          name: '官方线路',
          qualities: [{ key: '720p', label: '蓝光', level: 'bluray' }],
        },
        group: { key: 'cctv', name: '央视', channels: [] },
        project: { url: 'soccer', name: '足球', title: '足球直播', desc: '…', logo: '' },
        match: {
          competitionUrl: 'premier-league',
          competitionName: '英超',
          round: '第26轮',
          roundNo: 26,
        },
        knockout: { competitionUrl: 'atp', competitionName: 'ATP', round: '半决赛', stage: 'semi' },
        product: { name: '年卡', days: 365, price: 238, pDesc: '低至0.65元/天', plan: 'year' },
        person: {
          name: '裴智孝',
          role: '导演',
          roleKey: 'director',
          gender: '女',
          genderKey: 'female',
        },
      },
      'en',
    );
    expect(named.line.name).toBe('Official line');
    expect(named.line.qualities[0]!.label).toBe('Blu-ray');
    expect(named.group.name).toBe('CCTV');
    expect(named.project).toMatchObject({ name: 'Football', title: 'Football live' });
    expect(named.match).toMatchObject({ competitionName: 'Premier League', round: 'Round 26' });
    expect(named.knockout.round).toBe('Semi-final');
    expect(named.product).toMatchObject({
      name: 'Yearly pass',
      pDesc: 'From CN¥0.65 a day, the best value',
    });
    expect(named.person).toMatchObject({ name: '裴智孝', role: 'Director', gender: 'Female' });
  });

  it('names them in Taiwan wording for zh-TW', () => {
    const named = nameLists({ key: 'kids', name: '少兒', channels: [] }, 'zh-TW');
    expect(named.name).toBe('兒童');
  });
});

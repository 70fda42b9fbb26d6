/** Kinds of series. */
import type { Kind, Word } from './types';

const costumeHeads: Word[] = [
  ['长歌', 'Long Song'],
  ['琅琊', 'Langya'],
  ['梦华', 'Dream of Splendor'],
  ['星汉', 'Galaxy'],
  ['青云', 'Blue Cloud'],
  ['清平', 'Peaceful'],
  ['玉楼', 'Jade Tower'],
  ['长安', "Chang'an"],
  ['金陵', 'Jinling'],
  ['凤栖', 'Phoenix Rest'],
  ['紫禁', 'Forbidden City'],
  ['月华', 'Moonlight'],
  ['千山', 'Thousand Mountains'],
  ['天下', 'All Under Heaven'],
  ['锦绣', 'Splendid'],
  ['云中', 'In the Clouds'],
];
const costumeTails: Word[] = [
  ['传', 'The Story of {h}'],
  ['录', 'Chronicles of {h}'],
  ['令', '{h} Decree'],
  ['记', 'Records of {h}'],
  ['风华', '{h} Glory'],
  ['如歌', '{h} Like a Song'],
  ['春秋', '{h} Seasons'],
  ['明月', '{h} Moon'],
  ['十二时辰', '{h}: Twelve Hours'],
  ['绣娘', 'The {h} Embroiderer'],
  ['剑歌', '{h} Sword Song'],
];
const spyHeads: Word[] = [
  ['北平', 'Peiping'],
  ['金陵', 'Jinling'],
  ['山河', 'Mountains and Rivers'],
  ['大江', 'Great River'],
  ['风起', 'Rising Wind'],
  ['沧海', 'Vast Sea'],
  ['黎明', 'Dawn'],
  ['雾城', 'Misty City'],
];
const spyTails: Word[] = [
  ['谍影', '{h} Shadows'],
  ['密档', '{h} Files'],
  ['烽火', '{h} Beacon'],
  ['往事', 'Memories of {h}'],
  ['星火', '{h} Sparks'],
  ['暗战', '{h} Secret War'],
  ['潜伏', '{h} Undercover'],
];
const cityHeads: Word[] = [
  ['繁花', 'Blossoms'],
  ['春风', 'Spring Breeze'],
  ['烟火', 'Fireworks'],
  ['人间', 'Human World'],
  ['半生', 'Half a Lifetime'],
  ['南风', 'South Wind'],
  ['暖阳', 'Warm Sun'],
  ['浮生', 'Floating Life'],
  ['海棠', 'Begonia'],
  ['花间', 'Among Flowers'],
  ['远山', 'Distant Hills'],
];
const cityTails: Word[] = [
  ['年华', '{h} Years'],
  ['人家', 'The {h} Family'],
  ['岁月', '{h} Days'],
  ['之恋', '{h} Love'],
  ['故事', '{h} Stories'],
  ['花开', '{h} in Bloom'],
  ['长街', '{h} Long Street'],
  ['归途', '{h} Homecoming'],
];
const openers: Word[] = [
  ['我们的', 'Our {h}'],
  ['亲爱的', 'Dear {h}'],
  ['你好，', 'Hello, {h}'],
  ['致', 'To {h}'],
  ['遇见', 'Meeting {h}'],
  ['追光的', 'Chasing {h}'],
  ['最好的', 'The Best {h}'],
];
const nouns: Word[] = [
  ['时光', 'Time'],
  ['青春', 'Youth'],
  ['日子', 'Days'],
  ['你', 'You'],
  ['生活', 'Life'],
  ['邻居', 'Neighbours'],
  ['爱人', 'Love'],
  ['夏天', 'Summer'],
  ['小镇', 'Town'],
  ['婚姻', 'Marriage'],
  ['父亲', 'Father'],
  ['母亲', 'Mother'],
  ['舍友', 'Roommates'],
];
const crimeHeads: Word[] = [
  ['白夜', 'White Night'],
  ['沉默', 'Silent'],
  ['暗河', 'Dark River'],
  ['迷雾', 'Fog'],
  ['破冰', 'Icebreaker'],
  ['无证', 'Unproven'],
  ['隐秘', 'Hidden'],
  ['长夜', 'Long Night'],
];
const crimeTails: Word[] = [
  ['大案', 'The {h} Case'],
  ['奇案', '{h} Mysteries'],
  ['追凶', '{h} Manhunt'],
  ['密档', '{h} Files'],
  ['之证', '{h} Evidence'],
  ['行动', 'Operation {h}'],
  ['真相', '{h} Truth'],
];

export const SERIES_KINDS: readonly Kind[] = [
  {
    weight: 24,
    main: ['古装', '武侠'],
    extra: ['爱情', '历史', '武侠'],
    regions: { cn: 90, tw: 4, hk: 6 },
    patterns: [{ heads: costumeHeads, tails: costumeTails }],
    synopses: [
      '出身寒微的{hero}只身来到{place}，在朝堂风云中步步为营，与{other}携手终成一代传奇。',
      '少年{hero}初入江湖，仗剑天涯，结识{other}等一众好友，共闯险境。',
      '{hero}与{other}一场错嫁，从针锋相对到生死相依，在乱世中守护彼此。',
    ],
    taglines: ['一眼万年', '古韵东方', '快意江湖'],
    from: 1995,
  },
  {
    weight: 10,
    main: ['谍战', '历史'],
    extra: ['历史', '家庭', '悬疑'],
    regions: { cn: 92, tw: 8 },
    patterns: [{ heads: spyHeads, tails: spyTails }],
    synopses: [
      '乱世之中，{hero}隐姓埋名潜伏敌营，与{other}里应外合，守护万家灯火。',
      '一份失踪的密电，让{hero}和{other}在{place}展开一场看不见硝烟的较量。',
    ],
    taglines: ['步步惊心，环环相扣', '信仰的力量', '山河无恙'],
    from: 1995,
  },
  {
    weight: 30,
    main: ['都市', '爱情', '青春', '家庭'],
    extra: ['爱情', '家庭', '青春', '都市'],
    regions: { cn: 55, tw: 8, kr: 20, jp: 10, th: 4, us: 3 },
    patterns: [
      { heads: cityHeads, tails: cityTails },
      { heads: nouns, tails: openers, tailFirst: true },
    ],
    synopses: [
      '都市白领{hero}在事业与爱情之间艰难抉择，和{other}一起在{place}找到属于自己的答案。',
      '三代人、一座城、半个世纪的悲欢离合，{hero}一家在{place}过着热气腾腾的烟火日子。',
      '高中毕业那年，{hero}和{other}约定十年后再见，青春的遗憾终将被时间温柔回答。',
    ],
    taglines: ['追剧停不下来', '家的温度', '热血青春'],
    from: 1995,
  },
  {
    weight: 22,
    main: ['刑侦', '悬疑'],
    extra: ['悬疑', '都市'],
    regions: { cn: 50, us: 20, gb: 10, kr: 12, jp: 8 },
    patterns: [{ heads: crimeHeads, tails: crimeTails }],
    synopses: [
      '刑警{hero}带领专案组侦破一系列大案要案，正义或许会迟到，但从不缺席。',
      '{hero}与{other}因一桩旧案结缘，在抽丝剥茧的追查中，彼此成为最信任的伙伴。',
    ],
    taglines: ['高分口碑剧', '烧脑悬疑', '真相就在眼前'],
    from: 2000,
  },
];

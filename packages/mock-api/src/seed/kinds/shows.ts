/** Kinds of variety shows, children's titles and documentaries. */
import type { Kind, Word } from './types';

const showHeads: Word[] = [
  ['奔跑吧', 'Keep Running'],
  ['快乐', 'Happy'],
  ['极限', 'Extreme'],
  ['欢乐', 'Joyful'],
  ['最强', 'Strongest'],
  ['超级', 'Super'],
  ['王牌', 'Ace'],
  ['全员', 'All-Star'],
  ['一起', 'Together'],
];
const musicHeads: Word[] = [
  ['中国好', "China's Best"],
  ['天籁', 'Heavenly'],
  ['我是', 'I Am the'],
  ['蒙面', 'Masked'],
  ['明日之', "Tomorrow's"],
  ['这就是', 'This Is'],
];
const slowHeads: Word[] = [
  ['向往的', 'Longing for'],
  ['花样', 'Fancy'],
  ['周末', 'Weekend'],
  ['奇妙的', 'Wonderful'],
  ['一起去', "Let's Go"],
];

export const VARIETY_KINDS: readonly Kind[] = [
  {
    weight: 30,
    main: ['真人秀'],
    extra: ['喜剧', '旅行'],
    regions: { cn: 80, kr: 20 },
    patterns: [
      {
        heads: showHeads,
        tails: [
          ['挑战', '{h} Challenge'],
          ['兄弟', '{h} Brothers'],
          ['大侦探', '{h} Detectives'],
          ['家族', '{h} Family'],
          ['冒险团', '{h} Adventurers'],
        ],
      },
    ],
    synopses: ['{cast}等明星嘉宾齐聚{place}，在一次次趣味挑战中展现真实的自己，笑点泪点不断。'],
    taglines: ['快乐加倍', '全程高能'],
    from: 2010,
  },
  {
    weight: 25,
    main: ['音乐', '选秀'],
    extra: ['选秀', '音乐'],
    regions: { cn: 85, kr: 15 },
    patterns: [
      {
        heads: musicHeads,
        tails: [
          ['歌手', '{h} Singer'],
          ['声音', '{h} Voice'],
          ['舞台', '{h} Stage'],
          ['乐队', '{h} Band'],
          ['街舞', '{h} Street Dance'],
          ['说唱', '{h} Rap'],
        ],
      },
    ],
    synopses: [
      '{cast}同台竞技，用音乐讲述故事，每一期都有惊喜的舞台。',
      '新生代选手在{cast}等导师的带领下层层突围，追逐属于自己的舞台梦想。',
    ],
    taglines: ['好声音好舞台', '为热爱发声'],
    from: 2012,
  },
  {
    weight: 25,
    main: ['美食', '旅行'],
    extra: ['真人秀', '旅行', '美食'],
    regions: { cn: 85, jp: 8, tw: 7 },
    patterns: [
      {
        heads: slowHeads,
        tails: [
          ['生活', '{h} Life'],
          ['厨房', '{h} Kitchen'],
          ['饭局', '{h} Dinner Party'],
          ['旅行团', '{h} Travel Club'],
          ['游记', '{h} Journey'],
          ['农场', '{h} Farm'],
          ['营业中', '{h} Open for Business'],
        ],
      },
    ],
    synopses: [
      '一档慢生活观察类节目，{cast}远离喧嚣，在{place}体验自给自足的田园生活。',
      '美食与旅行的双重盛宴，{cast}走遍{place}，寻找最地道的人间烟火。',
    ],
    taglines: ['治愈你的周末', '人间烟火气'],
    from: 2012,
  },
  {
    weight: 20,
    main: ['脱口秀', '喜剧', '访谈'],
    extra: ['喜剧', '访谈'],
    regions: { cn: 90, tw: 10 },
    patterns: [
      {
        heads: [
          ['吐槽', 'Roast'],
          ['今晚', 'Tonight'],
          ['喜剧', 'Comedy'],
          ['开心', 'Cheerful'],
          ['圆桌', 'Round Table'],
          ['深夜', 'Late Night'],
        ],
        tails: [
          ['大会', '{h} Gala'],
          ['喜剧人', '{h} Comedians'],
          ['有约', '{h} Talks'],
          ['派', '{h} Party'],
          ['乐翻天', '{h} Laughs'],
        ],
      },
    ],
    synopses: ['{cast}围绕热门话题各抒己见，犀利又温暖，笑过之后引人深思。'],
    taglines: ['笑出腹肌', '说出你的故事'],
    from: 2008,
  },
];

export const CHILDREN_KINDS: readonly Kind[] = [
  {
    weight: 40,
    main: ['冒险', '童话', '搞笑'],
    extra: ['搞笑', '益智'],
    regions: { cn: 60, us: 20, gb: 10, jp: 5, au: 5 },
    patterns: [
      {
        heads: [
          ['小熊', 'Little Bear'],
          ['小兔', 'Bunny'],
          ['熊猫', 'Panda'],
          ['小企鹅', 'Little Penguin'],
          ['小恐龙', 'Little Dino'],
          ['喵喵', 'Meow Meow'],
          ['嘟嘟', 'Toot Toot'],
          ['小猪', 'Piggy'],
          ['汪汪', 'Woof Woof'],
          ['小火车', 'Little Train'],
          ['泡泡', 'Bubbles'],
        ],
        tails: [
          ['历险记', '{h} Adventures'],
          ['大冒险', '{h} Big Adventure'],
          ['乐园', '{h} Land'],
          ['探险队', '{h} Explorers'],
          ['奇遇记', "{h}'s Wonders"],
          ['总动员', '{h} Go!'],
          ['故事会', '{h} Storytime'],
        ],
      },
    ],
    synopses: [
      '{hero}和好朋友{other}在{place}展开一段充满欢笑的冒险，学会了分享与勇敢。',
      '小小探险队出发啦！跟着{hero}一起探索海洋、森林和星空的奥秘。',
    ],
    taglines: ['快乐成长', '亲子共赏'],
    from: 2000,
  },
  {
    weight: 35,
    main: ['益智', '科普', '儿歌'],
    extra: ['益智', '儿歌'],
    regions: { cn: 70, us: 15, gb: 15 },
    patterns: [
      {
        heads: [
          ['宝宝', 'Baby'],
          ['贝贝', 'Beibei'],
          ['乐乐', 'Lele'],
          ['豆豆', 'Doudou'],
          ['星星', 'Starry'],
          ['彩虹', 'Rainbow'],
          ['咕噜', 'Gulu'],
        ],
        tails: [
          ['学知识', '{h} Learns'],
          ['儿歌', '{h} Songs'],
          ['好习惯', "{h}'s Good Habits"],
          ['的一天', 'A Day with {h}'],
          ['小课堂', "{h}'s Classroom"],
          ['成长记', '{h} Grows Up'],
        ],
      },
    ],
    synopses: [
      '通过一个个有趣的小故事，{hero}帮助小朋友认识颜色、数字和身边的世界。',
      '{hero}每天都会遇到新问题，在爸爸妈妈的帮助下养成好习惯。',
    ],
    taglines: ['寓教于乐', '陪伴宝宝每一天'],
    from: 2005,
  },
];

const natureHeads: Word[] = [
  ['航拍', 'Aerial'],
  ['美丽', 'Beautiful'],
  ['神奇的', 'Amazing'],
  ['野性', 'Wild'],
  ['凝视', 'Gazing at'],
  ['发现', 'Discovering'],
];
const natureTails: Word[] = [
  ['地球', '{h} Earth'],
  ['海洋', '{h} Oceans'],
  ['森林', '{h} Forests'],
  ['雪山', '{h} Snow Mountains'],
  ['湿地', '{h} Wetlands'],
  ['草原', '{h} Grasslands'],
  ['极地', '{h} Poles'],
];

export const DOCUMENTARY_KINDS: readonly Kind[] = [
  {
    weight: 35,
    main: ['自然'],
    extra: ['旅行', '科技'],
    regions: { cn: 40, gb: 35, us: 15, fr: 5, au: 5 },
    patterns: [{ heads: natureHeads, tails: natureTails }],
    synopses: [
      '镜头深入{place}，记录自然与生命的和谐共生，展现壮美山河的四季变化。',
      '以宏大的航拍视角俯瞰大地，在高处重新认识我们共同的家园。',
    ],
    taglines: ['大美山河', '探索未知'],
    from: 2000,
  },
  {
    weight: 30,
    main: ['历史', '人文'],
    extra: ['人文', '历史', '社会'],
    regions: { cn: 95, jp: 5 },
    patterns: [
      {
        heads: [
          ['守护', 'Protecting'],
          ['千年', 'A Thousand Years of'],
          ['重返', 'Return to'],
          ['寻找', 'Searching for'],
          ['我在', 'Me in'],
        ],
        tails: [
          ['文物', '{h} Relics'],
          ['非遗', '{h} Intangible Heritage'],
          ['敦煌', '{h} Dunhuang'],
          ['古道', '{h} Ancient Roads'],
          ['工匠', '{h} Craftsmen'],
          ['故宫', '{h} the Palace Museum'],
        ],
      },
    ],
    synopses: [
      '历时三年拍摄，以全新视角回望千年历史，让文物自己讲述过去的故事。',
      '跟随摄制组的脚步，走进{place}，聆听守艺人不平凡的故事。',
    ],
    taglines: ['历史的回响', '致敬匠心'],
    from: 2000,
  },
  {
    weight: 20,
    main: ['美食', '旅行'],
    extra: ['人文', '旅行', '社会'],
    regions: { cn: 85, jp: 10, fr: 5 },
    patterns: [
      {
        heads: [
          ['舌尖上的', 'A Bite of'],
          ['寻味', 'Tasting'],
          ['远方的', 'Faraway'],
          ['行走的', 'Walking'],
        ],
        tails: [
          ['家乡', '{h} Hometown'],
          ['城市', '{h} Cities'],
          ['江南', '{h} Jiangnan'],
          ['小吃', '{h} Street Food'],
          ['餐桌', '{h} Tables'],
        ],
      },
    ],
    synopses: [
      '从一道菜、一门手艺出发，讲述人们的生活智慧与浓浓乡愁。',
      '走遍{place}的大街小巷，寻找藏在寻常人家里的味道。',
    ],
    taglines: ['人间至味', '看见生活'],
    from: 2008,
  },
  {
    weight: 15,
    main: ['科技', '军事'],
    extra: ['社会', '历史'],
    regions: { cn: 60, us: 25, gb: 15 },
    patterns: [
      {
        heads: [
          ['大国', 'Great Nation'],
          ['超级', 'Super'],
          ['探索', 'Exploring'],
          ['未来', 'Future'],
        ],
        tails: [
          ['工程', '{h} Engineering'],
          ['重器', '{h} Machines'],
          ['宇宙', '{h} the Universe'],
          ['智造', '{h} Manufacturing'],
          ['蓝海', '{h} Blue Ocean'],
        ],
      },
    ],
    synopses: ['走近科技前沿，探访改变世界的发明与背后默默奉献的人们。'],
    taglines: ['探索未知', '硬核科普'],
    from: 2008,
  },
];

/** Kinds of animation: Chinese fantasy (国漫), Japanese TV anime, mecha, western family films. */
import type { Kind } from './types';

export const ANIMATION_KINDS: readonly Kind[] = [
  {
    weight: 35,
    main: ['玄幻', '热血'],
    extra: ['冒险', '热血', '玄幻'],
    regions: { cn: 100 },
    patterns: [
      {
        heads: [
          ['斗罗', 'Douluo'],
          ['万界', 'Myriad Realms'],
          ['神墓', 'Tomb of Gods'],
          ['剑来', 'Sword Comes'],
          ['武动', 'Martial'],
          ['仙武', 'Immortal Martial'],
          ['九州', 'Nine Provinces'],
          ['元尊', 'Yuan Zun'],
          ['妖神', 'Demon God'],
          ['灵剑', 'Spirit Sword'],
          ['吞噬', 'Devouring'],
          ['苍穹', 'Firmament'],
        ],
        tails: [
          ['大陆', '{h} Continent'],
          ['传说', '{h} Legend'],
          ['战纪', '{h} Chronicles'],
          ['神话', '{h} Myth'],
          ['修仙传', '{h} Cultivation'],
          ['降临', '{h} Descends'],
          ['领主', 'Lord of {h}'],
        ],
      },
    ],
    synopses: [
      '少年{hero}身怀神秘血脉，踏上修炼之路，在{place}掀起一场席卷天下的风暴。',
      '{hero}意外获得上古传承，与伙伴{other}一起对抗来自异界的强敌。',
    ],
    taglines: ['国漫之光', '热血燃魂'],
    from: 2012,
  },
  {
    weight: 35,
    main: ['日常', '恋爱', '搞笑'],
    extra: ['搞笑', '恋爱', '日常', '冒险'],
    regions: { jp: 100 },
    patterns: [
      {
        heads: [
          ['樱花', 'Sakura'],
          ['月光', 'Moonlight'],
          ['绯色', 'Scarlet'],
          ['幻想', 'Fantasy'],
          ['魔法', 'Magic'],
          ['放学后', 'After School'],
          ['夏目', 'Summer Eyes'],
          ['轻音', 'Light Music'],
        ],
        tails: [
          ['物语', '{h} Story'],
          ['学园', '{h} Academy'],
          ['少女', '{h} Girl'],
          ['奇谭', '{h} Tales'],
          ['旅人', '{h} Traveller'],
          ['日和', '{h} Days'],
          ['社团', '{h} Club'],
        ],
      },
    ],
    synopses: [
      '{place}里住着一群性格迥异的少年少女，{hero}和{other}的日常既搞笑又温暖。',
      '转学生{hero}加入了濒临解散的社团，和{other}一起度过了闪闪发光的三年。',
    ],
    taglines: ['新番热播', '治愈系日常'],
    from: 1995,
  },
  {
    weight: 15,
    main: ['机战', '科幻'],
    extra: ['热血', '科幻', '冒险'],
    regions: { jp: 65, cn: 35 },
    patterns: [
      {
        heads: [
          ['机甲', 'Mecha'],
          ['银河', 'Milky Way'],
          ['星际', 'Interstellar'],
          ['天启', 'Apocalypse'],
          ['时空', 'Time-Space'],
          ['钢之', 'Steel'],
        ],
        tails: [
          ['战记', '{h} War Record'],
          ['骑士', '{h} Knight'],
          ['守护者', '{h} Guardians'],
          ['星球', 'Planet {h}'],
          ['之门', 'Gate of {h}'],
          ['舰队', '{h} Fleet'],
        ],
      },
    ],
    synopses: [
      '在遥远的未来，{hero}驾驶机甲守护人类最后的家园，与{other}并肩迎战来袭的舰队。',
      '{hero}与{other}穿越时空，在不同的世界中寻找回家的路。',
    ],
    taglines: ['少年的征途是星辰大海', '燃到爆'],
    from: 1995,
  },
  {
    weight: 15,
    main: ['冒险', '搞笑'],
    extra: ['搞笑', '冒险'],
    regions: { us: 80, kr: 5, cn: 15 },
    patterns: [
      {
        heads: [
          ['龙族', 'Dragon Clan'],
          ['雪鹰', 'Snow Eagle'],
          ['森林', 'Forest'],
          ['海洋', 'Ocean'],
          ['玩具', 'Toy'],
          ['怪兽', 'Monster'],
        ],
        tails: [
          ['猎人', '{h} Hunter'],
          ['总动员', '{h} Story'],
          ['王国', '{h} Kingdom'],
          ['大冒险', '{h} Adventure'],
          ['公司', '{h}s, Inc.'],
          ['奇遇', '{h} Wonders'],
        ],
      },
    ],
    synopses: [
      '{hero}意外离开了熟悉的家，和新朋友{other}在{place}踏上一段爆笑又温暖的冒险。',
      '不被看好的{hero}决定证明自己，却发现真正的勇气是和{other}一起面对恐惧。',
    ],
    taglines: ['合家欢', '脑洞大开'],
    from: 1995,
  },
];

/** Texts of the actor page (/person/{id}). They load with that page (see `area.ts`). */
import { areaTranslate } from './area';

export const personMessages = {
  'person.pageLabel': '影人资料',
  'person.gender': '性别',
  'person.birthDate': '出生日期',
  'person.birthDateValue': '{year}年{month}月{day}日',
  'person.region': '地区',
  'person.profession': '职业',
  'person.biography': '人物简介',
  'person.works': '参演作品',
  'person.worksCount': '共{count}部',
  'person.directed': '导演作品',
  'person.noWorks': '暂无作品',
  'person.notFound': '找不到这位影人',
  'person.home': '返回首页',
  'person.loadError': '影人资料加载失败，点击重试',
} as const;

export type PersonMessageKey = keyof typeof personMessages;

export const personT = areaTranslate(personMessages, {
  'zh-TW': () => import('./zh-TW/personMessages'),
  en: () => import('./en/personMessages'),
});

/** 繁體中文 (Taiwan wording) of ../personMessages.ts: drafted with OpenCC, read by hand. */
import type { AreaTranslation } from '../area';
import type { personMessages } from '../personMessages';

const messages: AreaTranslation<typeof personMessages> = {
  'person.pageLabel': '影人資料',
  'person.gender': '性別',
  'person.birthDate': '出生日期',
  'person.birthDateValue': '{year}年{month}月{day}日',
  'person.region': '地區',
  'person.profession': '職業',
  'person.biography': '人物簡介',
  'person.works': '參演作品',
  'person.worksCount': '共{count}部',
  'person.directed': '導演作品',
  'person.noWorks': '暫無作品',
  'person.notFound': '找不到這位影人',
  'person.home': '返回首頁',
  'person.loadError': '影人資料載入失敗，點選重試',
};

export default messages;

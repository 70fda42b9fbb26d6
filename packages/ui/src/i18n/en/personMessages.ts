/** English texts of ../personMessages.ts. */
import type { AreaTranslation } from '../area';
import type { personMessages } from '../personMessages';

const messages: AreaTranslation<typeof personMessages> = {
  'person.pageLabel': 'Profile',
  'person.gender': 'Gender',
  'person.birthDate': 'Born',
  'person.birthDateValue': '{year}-{month}-{day}',
  'person.region': 'Region',
  'person.profession': 'Occupation',
  'person.biography': 'Biography',
  'person.works': 'Filmography',
  'person.worksCount': '{count, plural, one {# title} other {# titles}}',
  'person.directed': 'Directed',
  'person.noWorks': 'No titles yet',
  'person.notFound': 'We couldn’t find this person',
  'person.home': 'Back to home',
  'person.loadError': 'Profile failed to load. Tap to retry',
};

export default messages;

import { Envelope } from '../schemas/envelope';
import { ActorCollectionData, ActorIdParams, ActorInfo } from '../schemas/people';
import { record } from './record';

export const peopleRecords = {
  getActorInfo: record('getActorInfo', {
    refusals: ['NotFound'],
    summary: "A person's page: names, portrait, birth date, region and biography",
    shape: { from: 'ours' },
    description:
      'foreignName is given for people whose names are ' +
      'not Chinese (Japanese, Korean and western names, in their own romanisation). region is ' +
      "the person's own (the first title they were credited in). Unknown id: code 404.",
    params: ActorIdParams,
    response: Envelope(ActorInfo),
  }),
  getActorCollection: record('getActorCollection', {
    refusals: ['NotFound'],
    summary: 'The titles that credit a person (their filmography)',
    shape: { from: 'ours' },
    description:
      'The whole filmography in one reply (no one is ' +
      'credited in more than 60 titles), newest first, then the more popular; each with the ' +
      "role and, for films, series, anime and children's titles, the part played. Unknown id: " +
      'code 404; a known person with no titles: an empty list.',
    params: ActorIdParams,
    response: Envelope(ActorCollectionData),
  }),
};

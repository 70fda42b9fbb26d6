/** Actor pages: a person's facts, and the titles that credit them. */
import { Type, type Static } from 'typebox';
import { PERSON_GENDERS, PersonRole } from '../literals';
import { RegionCode, VideoCard } from './catalogue';
import { keyUnion } from './literal-union';

/** What a credit names a person as, by code (PersonRole): the site words it in its language. */
export const PersonRoleKey = keyUnion(PersonRole, {
  description: 'Ours: `role` by code (actor, director)',
});
export type PersonRoleKey = Static<typeof PersonRoleKey>;

export const ActorIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, description: 'Actor id, as /person/{id}' }) },
  { additionalProperties: false },
);
export type ActorIdParams = Static<typeof ActorIdParams>;

export const ActorInfo = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, description: 'The name as Chinese sites write it' }),
  foreignName: Type.Optional(
    Type.String({
      description: 'Original-script or romanised name (Kim Soo-hyun), when not Chinese',
    }),
  ),
  avatar: Type.String({ description: 'Portrait image URL (1:1): /api/images/avatar/{id}.svg' }),
  gender: Type.Union([Type.Literal('男'), Type.Literal('女')]),
  role: Type.String({ description: '演员 or 导演: what the person is credited as' }),
  roleKey: Type.Optional(PersonRoleKey),
  genderKey: Type.Optional(
    keyUnion(PERSON_GENDERS, { description: 'Ours: `gender` by code (male, female)' }),
  ),
  birthDate: Type.String({ description: 'YYYY-MM-DD' }),
  region: RegionCode,
  biography: Type.String(),
  works: Type.Integer({ minimum: 0, description: 'How many titles credit this person' }),
});
export type ActorInfo = Static<typeof ActorInfo>;

export const ActorWork = Type.Object({
  ...VideoCard.properties,
  role: Type.String({ description: '演员 or 导演 in this title' }),
  roleKey: Type.Optional(PersonRoleKey),
  character: Type.Optional(
    Type.String({ description: 'The part played, when the title names parts' }),
  ),
});
export type ActorWork = Static<typeof ActorWork>;

export const ActorCollectionData = Type.Object({
  list: Type.Array(ActorWork, { description: 'Newest first; ties by popularity' }),
});
export type ActorCollectionData = Static<typeof ActorCollectionData>;

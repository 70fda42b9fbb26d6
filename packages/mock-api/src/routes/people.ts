/** Actor pages: a person's facts and filmography (SPEC section 7). */
import type { FastifyPluginAsync } from 'fastify';
import { records } from '@xinghe/contracts';
import { contractRoute } from '../lib/contract-route';
import { notFound, ok } from '../lib/reply';
import type { TypeBoxProvider } from '../lib/type-provider';
import { VodMsg } from '../lib/vod-messages';
import { createPeopleQueries } from '../queries/people';

const peopleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();
  const q = createPeopleQueries(fastify.db);

  const personOrRefuse = (id: number) => {
    const person = q.person(id);
    if (!person) throw notFound(VodMsg.actorNotFound);
    return person;
  };

  app.route({
    ...contractRoute(records.getActorInfo),
    handler: async (request) => ok(personOrRefuse(request.params.id).info),
  });

  app.route({
    ...contractRoute(records.getActorCollection),
    handler: async (request) => {
      const { info, gender } = personOrRefuse(request.params.id);
      return ok({ list: q.works(info.id, gender) });
    },
  });
};

export default peopleRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { refuseOtherMethods } from '../methods';

/** `GET /healthz` for load balancers and orchestrators: the process is up and serving. */
const health: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  refuseOtherMethods(fastify, '/healthz');
};

export default health;

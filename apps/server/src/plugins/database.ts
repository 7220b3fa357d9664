import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares one connection (pool) with every route and closes it with the server. */
export default fp(async function database(app: FastifyInstance, options: { db: Db }) {
  app.decorate('db', options.db);
  app.addHook('onClose', async () => {
    await options.db.kysely.destroy();
  });
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI 3 generated from the route schemas: /api/openapi.json, browsable at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Tuning Portal API',
          version: '1.0.0',
          description:
            'All calls are under /api and exchange JSON. Send the access token in the x-access-token header. ' +
            'Errors answer { statusCode, code, message }. Live events arrive over the websocket /api/ws?token=<access token> ' +
            'as JSON objects with a `type` (order.created, order.updated, counts.updated, credits.updated, ...).',
        },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
        },
        security: [{ accessToken: [] }],
      },
      refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

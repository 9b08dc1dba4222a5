import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CityResponse, Reader } from 'maxmind';
import { auditContext } from '../lib/audit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Approximate place of an address ("Berlin, DE"), or '' without a GeoIP database. */
    placeOf: (ip: string) => string;
  }
}

/** "City, CC" from a MaxMind city database, "CC" from a country one. */
function describe(hit: CityResponse | null): string {
  if (!hit) return '';
  const country = hit.country?.iso_code ?? hit.registered_country?.iso_code ?? '';
  const city = hit.city?.names?.en ?? '';
  return [city, country].filter(Boolean).join(', ');
}

/**
 * Gives every request an audit context (address, browser, place, who is signed in) that `audit()` picks up
 * by itself, so events written anywhere during the request say where they came from and, in an
 * impersonated session, who really acted. Places come from a local MaxMind-format database (GEOIP_DB) when
 * one is configured; nothing is looked up over the network.
 */
export default fp(
  async function auditContextPlugin(app: FastifyInstance) {
    let reader: Reader<CityResponse> | null = null;
    if (app.config.geoipDb) {
      try {
        reader = new Reader<CityResponse>(readFileSync(app.config.geoipDb));
      } catch (err) {
        app.log.error(
          { err, file: app.config.geoipDb },
          'GeoIP database could not be read; places are left out',
        );
      }
    }
    const placeOf = (ip: string) => {
      if (!reader || !ip) return '';
      try {
        return describe(reader.get(ip.startsWith('::ffff:') ? ip.slice(7) : ip));
      } catch {
        return '';
      }
    };
    app.decorate('placeOf', placeOf);

    app.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      let place: string | undefined;
      const ua = req.headers['user-agent'];
      auditContext.run(
        {
          ip: req.ip ?? '',
          userAgent: typeof ua === 'string' ? ua : '',
          place: () => {
            place ??= placeOf(req.ip ?? '');
            return place;
          },
          session: () =>
            req.user ? { userId: req.user._id, impersonatedBy: req.user.impersonated_by ?? null } : null,
        },
        done,
      );
    });
  },
  { name: 'audit-context' },
);

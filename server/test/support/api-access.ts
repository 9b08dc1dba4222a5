import type { FastifyInstance } from 'fastify';
import { makePath } from '../../src/modules/vehicles/test-support.js';

export const ORIGIN = 'https://dealer.example';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const DAYS = { yesterday: day(-1), today: day(0), tomorrow: day(1), nextYear: day(365) };

/** A vehicle path whose variant has stock figures and two tuned stages. */
export async function seedVehicle(app: FastifyInstance, headers: Record<string, string>) {
  const ids = await makePath(app, headers);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/vehicle/variant/${ids.variant}/details`,
    headers,
    payload: {
      fuel_type: 'Diesel',
      engine_cc: 1968,
      stock_hp: 150,
      stock_torque: 340,
      stages: [
        { stage: 1, hp: 185, torque: 400 },
        { stage: 2, hp: 205, torque: 440 },
      ],
    },
  });
  if (res.statusCode !== 200) throw new Error(`variant details failed: ${res.body}`);
  return ids;
}

/** Staff grant a customer API access through the API; answers the access with its keys. */
export async function grantAccess(
  app: FastifyInstance,
  adminHeaders: Record<string, string>,
  userId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/access_api',
    headers: adminHeaders,
    payload: {
      user_id: userId,
      start_date: DAYS.yesterday,
      expiration_date: DAYS.nextYear,
      api_rate: 1000,
      website_url: [ORIGIN],
      api_for: 'both',
      ...extra,
    },
  });
  if (res.statusCode !== 200) throw new Error(`grant failed: ${res.body}`);
  return res.json().access as {
    _id: number;
    api_key: string;
    keys: { publishable_key: string; secret_key: string };
  };
}

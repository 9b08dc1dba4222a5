import type { Knex } from 'knex';
import * as foundation from './20261121000000_foundation.js';
import * as credits from './20261121232331_credits.js';

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

/** Every migration, by its timestamped name. Add new ones here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '20261121000000_foundation': foundation,
  '20261121232331_credits': credits,
};

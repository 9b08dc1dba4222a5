import type { Knex } from 'knex';
import { nameKey } from '../vehicles/levels.js';

/**
 * Ids of the lookup lists by value, for imports: each list is read once, missing values are added as they
 * are met. The lists are short (makes, fuel types, engine sizes, ...) next to the records that use them.
 */
export class RegCache {
  private maps = new Map<string, Map<string, number>>();
  /** How many values were added so far. */
  created = 0;

  constructor(private readonly trx: Knex.Transaction) {}

  private async map(table: string, keyOf: (row: Record<string, unknown>) => string, columns: string[]) {
    let map = this.maps.get(table);
    if (!map) {
      map = new Map();
      for (const row of await this.trx(table).select('id', ...columns)) map.set(keyOf(row), Number(row.id));
      this.maps.set(table, map);
    }
    return map;
  }

  private async ensure(
    table: string,
    key: string,
    map: Map<string, number>,
    row: Record<string, unknown>,
  ): Promise<number> {
    const known = map.get(key);
    if (known) return known;
    const [id] = await this.trx(table).insert({ ...row, created_at: new Date(), updated_at: new Date() });
    map.set(key, Number(id));
    this.created += 1;
    return Number(id);
  }

  async make(name: string): Promise<number> {
    const map = await this.map('reg_makes', (r) => String(r.name_key), ['name_key']);
    return this.ensure('reg_makes', nameKey(name), map, { name, name_key: nameKey(name) });
  }

  async model(makeId: number, name: string): Promise<number> {
    const map = await this.map('reg_models', (r) => `${r.make_id}:${r.name_key}`, ['make_id', 'name_key']);
    return this.ensure('reg_models', `${makeId}:${nameKey(name)}`, map, {
      make_id: makeId,
      name,
      name_key: nameKey(name),
    });
  }

  async fuel(name: string): Promise<number> {
    const map = await this.map('reg_fuel_types', (r) => String(r.name_key), ['name_key']);
    return this.ensure('reg_fuel_types', nameKey(name), map, { name, name_key: nameKey(name) });
  }

  async engine(cc: number, label = ''): Promise<number> {
    const map = await this.map('reg_engine_types', (r) => String(r.engine_cc), ['engine_cc']);
    return this.ensure('reg_engine_types', String(cc), map, { engine_cc: cc, name: label });
  }

  async year(year: number): Promise<number> {
    const map = await this.map('reg_years', (r) => String(r.year), ['year']);
    return this.ensure('reg_years', String(year), map, { year });
  }

  async power(bhp: number): Promise<number> {
    const map = await this.map('reg_powers', (r) => String(r.bhp), ['bhp']);
    return this.ensure('reg_powers', String(bhp), map, { bhp });
  }
}

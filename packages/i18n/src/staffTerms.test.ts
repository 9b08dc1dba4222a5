import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Tree = { [key: string]: string | Tree };
const load = (file: string): Tree => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const at = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((n, k) => (n as Tree)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

/*
 * The staff menu calls the portal's customers "Customers": the screens under it (their invoices, balances
 * and API access) and the permissions that open them use that word too, not dealers, agents or agencies.
 * ("Agent orders" stay: they are a kind of order of their own.)
 */
describe('the staff area names customers one way', () => {
  for (const lng of LOCALES) {
    it(`in ${lng}, menu entries and page titles match the permissions that open them`, () => {
      const main = load(`${lng}.json`);
      const credits = load(`credits/${lng}.json`);
      const api = load(`apiAccess/${lng}.json`);
      for (const key of ['menu.agency_invoices', 'titles.agency_invoices', 'admin.invoices_title'])
        expect(at(credits, `credits.${key}`), key).toBe(at(main, 'permissions.dealers_invoices'));
      for (const key of ['menu.agent_balance', 'titles.agent_balance', 'admin.balances_title'])
        expect(at(credits, `credits.${key}`), key).toBe(at(main, 'permissions.dealers_balance'));
      expect(at(api, 'apiAccess.admin.title')).toBe(at(main, 'settings.flags.api_access'));
    });
  }

  const words: Record<string, RegExp> = { en: /dealer|agency/i, de: /händler|agentur/i };
  for (const [lng, word] of Object.entries(words)) {
    it(`in ${lng}, no staff label about customers calls them dealers or an agency`, () => {
      const main = load(`${lng}.json`);
      const labels = [
        at(main, 'menu.agents_list'),
        at(main, 'users.customers_title'),
        at(main, 'users.preset_dealers'),
        at(main, 'settings.flags.is_admin_site'),
        at(load(`apiAccess/${lng}.json`), 'apiAccess.admin.title'),
        at(load(`credits/${lng}.json`), 'credits.menu.agency_invoices'),
      ];
      expect(labels.filter((l) => word.test(l))).toEqual([]);
    });
  }
});

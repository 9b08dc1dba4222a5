import { SiteFlags } from '@portal/contracts';

/** The on/off switches of the site, read from the contract so that a new flag appears here by itself. */
export const BOOLEAN_FLAGS: string[] = Object.entries(SiteFlags.properties)
  .filter(([, schema]) => (schema as { type?: string }).type === 'boolean')
  .map(([name]) => name);

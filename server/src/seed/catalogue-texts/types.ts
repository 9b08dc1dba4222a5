/** The demo records by their English names, which are the records' own (default-language) texts. */
export type ServiceName =
  | 'Stage 1'
  | 'Stage 2'
  | 'Stage 3'
  | 'Economy tune'
  | 'EGR off'
  | 'DPF/FAP off'
  | 'AdBlue/SCR off'
  | 'DTC off'
  | 'Pops and bangs'
  | 'Speed limiter off'
  | 'Start/stop off'
  | 'Lambda/O2 off'
  | 'Hardcut/launch control'
  | 'Immo off';

export type OptionName =
  | 'Gearbox (TCU) file'
  | 'Raised rev limiter'
  | 'Two switchable maps'
  | 'Extra datalog review round'
  | 'Aggressive setting'
  | 'Priority processing';

export type VehicleTypeName = 'Car' | 'Truck' | 'Tractor';

/** One language's texts of the demo catalogue. */
export interface CatalogueTexts {
  /** Ends the description of every service that changes emission or safety systems; starts with its gap. */
  offRoad: string;
  services: Record<ServiceName, { name: string; description: string }>;
  options: Record<OptionName, string>;
  /** A credit package's name: `n` credits, in the form the number takes. */
  credits: (n: number) => string;
  vehicleTypes: Record<VehicleTypeName, string>;
  /** The demo download (a flashing checklist). */
  download: { title: string; description: string };
}

/** Services sold for off-road and motorsport use only: their descriptions carry the notice. */
export const OFF_ROAD_SERVICES: ReadonlySet<ServiceName> = new Set<ServiceName>([
  'EGR off',
  'DPF/FAP off',
  'AdBlue/SCR off',
  'Pops and bangs',
  'Speed limiter off',
  'Lambda/O2 off',
]);

/**
 * `n` and the noun in the plural form the language's rules pick for it (Slavic, Baltic and Romanian
 * nouns change with the number); `other` covers any form not given.
 */
export function counted(
  locale: string,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): (n: number) => string {
  const rules = new Intl.PluralRules(locale);
  return (n) => `${n} ${forms[rules.select(n)] ?? forms.other}`;
}

import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Slegs vir veldry- en motorsportgebruik; die kliënt is verantwoordelik vir padwettigheid.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Meer krag en wringkrag binne die veilige perke van die standaard hardeware.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Vir ’n opgegradeerde inlaat, tussenverkoeler en uitlaat (downpipe). Noem elke onderdeel wat aangebring is.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Pasgemaakte kalibrasie vir ’n groter turbo of inspuiters. Stuur datalogs; hersienings ingesluit.',
    },
    'Economy tune': {
      name: 'Ekonomie-verstelling',
      description:
        'Meer wringkrag in die lae en middelste toerbereik vir laer brandstofverbruik; gewild by vlote en vragmotors.',
    },
    'EGR off': { name: 'EGR af', description: 'Uitlaatgasresirkulasie in die sagteware afgeskakel.' },
    'DPF/FAP off': {
      name: 'DPF/FAP af',
      description: 'Monitering en regenerasie van die deeltjiefilter afgeskakel.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR af',
      description: 'SCR/AdBlue-dosering en die foutmonitering daarvan afgeskakel.',
    },
    'DTC off': {
      name: 'DTC af',
      description: 'Gekose foutkodes verwyder. Lys die kodes in die bestellingskommentaar.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Knalle en geknetter in die uitlaat wanneer jy die petrolpedaal los, sag of aggressief.',
    },
    'Speed limiter off': { name: 'Spoedbeperker af', description: 'Topspoedbeperker verhoog of verwyder.' },
    'Start/stop off': {
      name: 'Start/stop af',
      description: 'Outomatiese enjin-start/stop by verstek gedeaktiveer.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 af',
      description: 'Monitering van die agterste suurstofsensor afgeskakel.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control en ’n harde toerbeperker, by die RPM wat jy vra.',
    },
    'Immo off': {
      name: 'Immobiliseerder af',
      description: 'Immobiliseerder gedeaktiveer vir ’n ECU-omruiling. Bewys van eienaarskap word vereis.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Ratkaslêer (TCU)',
    'Raised rev limiter': 'Verhoogde toerbeperker',
    'Two switchable maps': 'Twee omskakelbare kaarte',
    'Extra datalog review round': 'Ekstra datalog-hersieningsrondte',
    'Aggressive setting': 'Aggressiewe instelling',
    'Priority processing': 'Voorkeurverwerking',
  },
  credits: (n) => `${n} krediete`,
  vehicleTypes: { Car: 'Motor', Truck: 'Vragmotor', Tractor: 'Trekker' },
  download: {
    title: 'Flash-kontrolelys',
    description: 'Wat om na te gaan voor jy ’n ECU lees, voor jy bestel en voor jy dit skryf.',
  },
} satisfies CatalogueTexts;

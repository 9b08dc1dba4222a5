import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Endast för terräng- och motorsportbruk; kunden ansvarar för att fordonet är lagligt på väg.',
  services: {
    'Stage 1': {
      name: 'Steg 1',
      description: 'Mer effekt och vridmoment inom standardhårdvarans säkra gränser.',
    },
    'Stage 2': {
      name: 'Steg 2',
      description: 'För uppgraderat insug, intercooler och avgassystem (downpipe). Ange varje monterad del.',
    },
    'Stage 3': {
      name: 'Steg 3',
      description:
        'Skräddarsydd kalibrering för större turbo eller spridare. Skicka dataloggar; revideringar ingår.',
    },
    'Economy tune': {
      name: 'Ekonomitrimning',
      description:
        'Mer vridmoment på låga och mellanhöga varv för lägre förbrukning; populärt hos fordonsflottor och lastbilar.',
    },
    'EGR off': { name: 'EGR av', description: 'Avgasåterföringen avstängd i mjukvaran.' },
    'DPF/FAP off': {
      name: 'DPF/FAP av',
      description: 'Övervakning och regenerering av partikelfiltret avstängda.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR av',
      description: 'SCR/AdBlue-doseringen och dess felövervakning avstängda.',
    },
    'DTC off': { name: 'DTC av', description: 'Valda felkoder borttagna. Lista koderna i orderkommentaren.' },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Smällar och knaster i avgaserna när du släpper gasen, milt eller aggressivt.',
    },
    'Speed limiter off': {
      name: 'Hastighetsbegränsare av',
      description: 'Toppfartsbegränsaren höjd eller borttagen.',
    },
    'Start/stop off': {
      name: 'Start/stopp av',
      description: 'Motorns automatiska start/stopp avaktiverat som standard.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 av',
      description: 'Övervakningen av den bakre lambdasonden avstängd.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control och en hård varvtalsbegränsare, vid det varvtal du önskar.',
    },
    'Immo off': {
      name: 'Startspärr av',
      description: 'Startspärren avaktiverad för byte av styrenhet (ECU). Bevis på ägarskap krävs.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Växellådsfil (TCU)',
    'Raised rev limiter': 'Höjd varvtalsbegränsare',
    'Two switchable maps': 'Två omkopplingsbara mappar',
    'Extra datalog review round': 'Extra granskningsrunda av dataloggar',
    'Aggressive setting': 'Aggressiv inställning',
    'Priority processing': 'Prioriterad hantering',
  },
  credits: (n) => `${n} krediter`,
  vehicleTypes: { Car: 'Personbil', Truck: 'Lastbil', Tractor: 'Traktor' },
  download: {
    title: 'Checklista för flashning',
    description: 'Vad du ska kontrollera före läsning, före beställning och före skrivning av en ECU.',
  },
} satisfies CatalogueTexts;

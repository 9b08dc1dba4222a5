import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Kun til offroad- og motorsportsbrug; kunden er ansvarlig for, at køretøjet er lovligt på vejen.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Mere effekt og moment inden for standardhardwarens sikre grænser.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Til opgraderet indsugning, intercooler og udstødning (downpipe). Oplys alle monterede dele.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Skræddersyet kalibrering til større turbo eller dyser. Send datalogs; revisioner er inkluderet.',
    },
    'Economy tune': {
      name: 'Økonomi-tuning',
      description:
        'Mere moment ved lave og mellemhøje omdrejninger for lavere brændstofforbrug; populær hos vognparker og lastbiler.',
    },
    'EGR off': { name: 'EGR fra', description: 'Udstødningsgasrecirkulation slået fra i softwaren.' },
    'DPF/FAP off': {
      name: 'DPF/FAP fra',
      description: 'Overvågning og regenerering af partikelfilteret slået fra.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR fra',
      description: 'SCR/AdBlue-dosering og dens fejlovervågning slået fra.',
    },
    'DTC off': {
      name: 'DTC fra',
      description: 'Valgte fejlkoder fjernet. Angiv koderne i ordrekommentaren.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Knald og knitren i udstødningen, når du slipper speederen, mildt eller aggressivt.',
    },
    'Speed limiter off': {
      name: 'Fartbegrænser fra',
      description: 'Topfartsbegrænseren hævet eller fjernet.',
    },
    'Start/stop off': {
      name: 'Start/stop fra',
      description: 'Automatisk start/stop af motoren deaktiveret som standard.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 fra',
      description: 'Overvågning af den bageste lambdasonde slået fra.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control og en hård omdrejningsbegrænser ved det omdrejningstal, du ønsker.',
    },
    'Immo off': {
      name: 'Startspærre fra',
      description: 'Startspærren deaktiveret ved udskiftning af ECU. Dokumentation for ejerskab kræves.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Gearkassefil (TCU)',
    'Raised rev limiter': 'Hævet omdrejningsbegrænser',
    'Two switchable maps': 'To skiftbare mapper',
    'Extra datalog review round': 'Ekstra gennemgang af datalogs',
    'Aggressive setting': 'Aggressiv indstilling',
    'Priority processing': 'Prioriteret behandling',
  },
  credits: (n) => `${n} kreditter`,
  vehicleTypes: { Car: 'Personbil', Truck: 'Lastbil', Tractor: 'Traktor' },
  download: {
    title: 'Tjekliste til flashing',
    description: 'Hvad du skal tjekke før læsning, før bestilling og før skrivning af en ECU.',
  },
} satisfies CatalogueTexts;

import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Alleen voor offroad- en motorsportgebruik; de klant is verantwoordelijk voor de toelating op de openbare weg.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Meer vermogen en koppel binnen de veilige grenzen van de standaard hardware.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Voor een verbeterde inlaat, intercooler en uitlaat (downpipe). Geef elk gemonteerd onderdeel door.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Maatwerkkalibratie voor een grotere turbo of grotere injectoren. Stuur datalogs; revisies inbegrepen.',
    },
    'Economy tune': {
      name: 'Eco-tuning',
      description:
        'Meer koppel in het lage en middelste toerengebied voor een lager verbruik; populair bij wagenparken en vrachtwagens.',
    },
    'EGR off': { name: 'EGR uit', description: 'Uitlaatgasrecirculatie softwarematig uitgeschakeld.' },
    'DPF/FAP off': {
      name: 'DPF/FAP uit',
      description: 'Bewaking en regeneratie van het roetfilter uitgeschakeld.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR uit',
      description: 'SCR/AdBlue-dosering en de storingsbewaking ervan uitgeschakeld.',
    },
    'DTC off': {
      name: 'DTC uit',
      description: 'Gekozen foutcodes verwijderd. Vermeld de codes in de opmerking bij de bestelling.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Knallen en knetteren bij het gas loslaten, mild of agressief.',
    },
    'Speed limiter off': {
      name: 'Snelheidsbegrenzer uit',
      description: 'Topsnelheidsbegrenzer verhoogd of verwijderd.',
    },
    'Start/stop off': {
      name: 'Start/stop uit',
      description: 'Automatische start/stop van de motor standaard uitgeschakeld.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 uit',
      description: 'Bewaking van de achterste lambdasonde uitgeschakeld.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control en een harde toerenbegrenzer, op het toerental dat u wilt.',
    },
    'Immo off': {
      name: 'Startonderbreker uit',
      description: 'Startonderbreker uitgeschakeld voor een ECU-wissel. Bewijs van eigendom is vereist.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Versnellingsbakbestand (TCU)',
    'Raised rev limiter': 'Verhoogde toerenbegrenzer',
    'Two switchable maps': 'Twee schakelbare maps',
    'Extra datalog review round': 'Extra beoordelingsronde voor datalogs',
    'Aggressive setting': 'Agressieve instelling',
    'Priority processing': 'Voorrangsbehandeling',
  },
  credits: (n) => `${n} credits`,
  vehicleTypes: { Car: 'Personenauto', Truck: 'Vrachtwagen', Tractor: 'Tractor' },
  download: {
    title: 'Checklist voor flashen',
    description: 'Wat u controleert vóór het uitlezen, vóór het bestellen en vóór het schrijven van een ECU.',
  },
} satisfies CatalogueTexts;

import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad: ' Pouze pro off-road a motorsport; za legálnost provozu na silnici odpovídá zákazník.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Více výkonu a točivého momentu v bezpečných mezích sériového hardwaru.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description: 'Pro upravené sání, intercooler a výfuk (downpipe). Uveďte každý namontovaný díl.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Kalibrace na míru pro větší turbo nebo vstřikovače. Pošlete datalogy; revize jsou v ceně.',
    },
    'Economy tune': {
      name: 'Úsporné ladění',
      description:
        'Více točivého momentu v nízkých a středních otáčkách pro nižší spotřebu; oblíbené u flotil a nákladních vozů.',
    },
    'EGR off': { name: 'Vypnutí EGR', description: 'Recirkulace výfukových plynů softwarově vypnuta.' },
    'DPF/FAP off': {
      name: 'Vypnutí DPF/FAP',
      description: 'Sledování a regenerace filtru pevných částic vypnuty.',
    },
    'AdBlue/SCR off': {
      name: 'Vypnutí AdBlue/SCR',
      description: 'Dávkování SCR/AdBlue a sledování jeho závad vypnuto.',
    },
    'DTC off': {
      name: 'Vypnutí DTC',
      description: 'Vybrané chybové kódy odstraněny. Kódy uveďte v komentáři k objednávce.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Střílení z výfuku při ubrání plynu, mírné nebo agresivní.',
    },
    'Speed limiter off': {
      name: 'Vypnutí omezovače rychlosti',
      description: 'Omezovač maximální rychlosti zvýšen nebo odstraněn.',
    },
    'Start/stop off': {
      name: 'Vypnutí start/stop',
      description: 'Automatický start/stop motoru ve výchozím stavu vypnut.',
    },
    'Lambda/O2 off': { name: 'Vypnutí lambda/O2', description: 'Sledování zadní lambda sondy vypnuto.' },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control a tvrdý omezovač otáček, v otáčkách, které si určíte.',
    },
    'Immo off': {
      name: 'Vypnutí imobilizéru',
      description: 'Imobilizér deaktivován kvůli výměně řídicí jednotky. Vyžadujeme doklad o vlastnictví.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Soubor převodovky (TCU)',
    'Raised rev limiter': 'Zvýšený omezovač otáček',
    'Two switchable maps': 'Dvě přepínatelné mapy',
    'Extra datalog review round': 'Další kolo kontroly datalogů',
    'Aggressive setting': 'Agresivní nastavení',
    'Priority processing': 'Přednostní zpracování',
  },
  credits: counted('cs', { one: 'kredit', few: 'kredity', many: 'kreditu', other: 'kreditů' }),
  vehicleTypes: { Car: 'Osobní vůz', Truck: 'Nákladní vůz', Tractor: 'Traktor' },
  download: {
    title: 'Kontrolní seznam pro flashování',
    description: 'Co zkontrolovat před čtením, před objednávkou a před zápisem řídicí jednotky.',
  },
} satisfies CatalogueTexts;

import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad: ' Len na off-road a motoristický šport; za legálnosť prevádzky na cestách zodpovedá zákazník.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Viac výkonu a krútiaceho momentu v bezpečných medziach sériového hardvéru.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description: 'Pre upravené sanie, intercooler a výfuk (downpipe). Uveďte každý namontovaný diel.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Kalibrácia na mieru pre väčšie turbo alebo vstrekovače. Pošlite datalogy; revízie sú v cene.',
    },
    'Economy tune': {
      name: 'Úsporné ladenie',
      description:
        'Viac krútiaceho momentu v nízkych a stredných otáčkach pre nižšiu spotrebu; obľúbené vo flotilách a pri nákladných autách.',
    },
    'EGR off': { name: 'Vypnutie EGR', description: 'Recirkulácia výfukových plynov softvérovo vypnutá.' },
    'DPF/FAP off': {
      name: 'Vypnutie DPF/FAP',
      description: 'Monitorovanie a regenerácia filtra pevných častíc vypnuté.',
    },
    'AdBlue/SCR off': {
      name: 'Vypnutie AdBlue/SCR',
      description: 'Dávkovanie SCR/AdBlue a monitorovanie jeho porúch vypnuté.',
    },
    'DTC off': {
      name: 'Vypnutie DTC',
      description: 'Vybrané chybové kódy odstránené. Kódy uveďte v komentári k objednávke.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Strieľanie z výfuku pri uberaní plynu, mierne alebo agresívne.',
    },
    'Speed limiter off': {
      name: 'Vypnutie obmedzovača rýchlosti',
      description: 'Obmedzovač maximálnej rýchlosti zvýšený alebo odstránený.',
    },
    'Start/stop off': {
      name: 'Vypnutie štart/stop',
      description: 'Automatický štart/stop motora predvolene vypnutý.',
    },
    'Lambda/O2 off': {
      name: 'Vypnutie lambda/O2',
      description: 'Monitorovanie zadnej lambda sondy vypnuté.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control a tvrdý obmedzovač otáčok, pri otáčkach, ktoré si určíte.',
    },
    'Immo off': {
      name: 'Vypnutie imobilizéra',
      description:
        'Imobilizér deaktivovaný kvôli výmene riadiacej jednotky. Vyžaduje sa doklad o vlastníctve.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Súbor prevodovky (TCU)',
    'Raised rev limiter': 'Zvýšený obmedzovač otáčok',
    'Two switchable maps': 'Dve prepínateľné mapy',
    'Extra datalog review round': 'Ďalšie kolo kontroly datalogov',
    'Aggressive setting': 'Agresívne nastavenie',
    'Priority processing': 'Prednostné spracovanie',
  },
  credits: counted('sk', { one: 'kredit', few: 'kredity', many: 'kreditu', other: 'kreditov' }),
  vehicleTypes: { Car: 'Osobné auto', Truck: 'Nákladné auto', Tractor: 'Traktor' },
  download: {
    title: 'Kontrolný zoznam pre flashovanie',
    description: 'Čo skontrolovať pred čítaním, pred objednávkou a pred zápisom riadiacej jednotky.',
  },
} satisfies CatalogueTexts;

import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad:
    ' Tik bekelei ir motosportui; už tai, ar transporto priemonė atitinka kelių eismo reikalavimus, atsako klientas.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Daugiau galios ir sukimo momento saugiose serijinės įrangos ribose.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Patobulintai įsiurbimo sistemai, tarpiniam aušintuvui ir išmetimo sistemai (downpipe). Nurodykite kiekvieną sumontuotą dalį.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Individuali kalibracija didesnei turbinai ar purkštukams. Atsiųskite duomenų žurnalus (datalog); pataisymai įskaičiuoti.',
    },
    'Economy tune': {
      name: 'Ekonomiškas derinimas',
      description:
        'Daugiau sukimo momento mažais ir vidutiniais sūkiais mažesnėms degalų sąnaudoms; populiarus tarp autoparkų ir sunkvežimių.',
    },
    'EGR off': {
      name: 'EGR išjungimas',
      description: 'Išmetamųjų dujų recirkuliacija išjungta programiškai.',
    },
    'DPF/FAP off': {
      name: 'DPF/FAP išjungimas',
      description: 'Kietųjų dalelių filtro stebėsena ir regeneracija išjungtos.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR išjungimas',
      description: 'SCR/AdBlue dozavimas ir jo gedimų stebėsena išjungti.',
    },
    'DTC off': {
      name: 'DTC išjungimas',
      description: 'Pasirinkti klaidų kodai pašalinti. Kodus nurodykite užsakymo komentare.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Šūviai į išmetimą atleidus akceleratorių, švelnūs arba agresyvūs.',
    },
    'Speed limiter off': {
      name: 'Greičio ribotuvo išjungimas',
      description: 'Didžiausio greičio ribotuvas padidintas arba pašalintas.',
    },
    'Start/stop off': {
      name: 'Start/stop išjungimas',
      description: 'Automatinė variklio start/stop funkcija pagal numatytuosius nustatymus išjungta.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 išjungimas',
      description: 'Galinio deguonies jutiklio stebėsena išjungta.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control ir kietasis sūkių ribotuvas, jūsų nurodytais sūkiais.',
    },
    'Immo off': {
      name: 'Imobilaizerio išjungimas',
      description:
        'Imobilaizeris išjungtas keičiant variklio valdymo bloką (ECU). Reikalingas nuosavybės įrodymas.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Pavarų dėžės (TCU) failas',
    'Raised rev limiter': 'Padidintas sūkių ribotuvas',
    'Two switchable maps': 'Du perjungiami žemėlapiai',
    'Extra datalog review round': 'Papildomas duomenų žurnalų peržiūros ratas',
    'Aggressive setting': 'Agresyvus nustatymas',
    'Priority processing': 'Prioritetinis apdorojimas',
  },
  credits: counted('lt', { one: 'kreditas', few: 'kreditai', many: 'kredito', other: 'kreditų' }),
  vehicleTypes: { Car: 'Lengvasis automobilis', Truck: 'Sunkvežimis', Tractor: 'Traktorius' },
  download: {
    title: 'Programavimo kontrolinis sąrašas',
    description: 'Ką patikrinti prieš nuskaitant ECU, prieš užsakant ir prieš įrašant.',
  },
} satisfies CatalogueTexts;

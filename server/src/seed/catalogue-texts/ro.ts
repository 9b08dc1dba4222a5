import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad:
    ' Numai pentru off-road și motorsport; clientul răspunde de legalitatea circulației pe drumurile publice.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Mai multă putere și cuplu în limitele sigure ale hardware-ului de serie.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Pentru admisie, intercooler și evacuare (downpipe) îmbunătățite. Menționați fiecare piesă montată.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Calibrare personalizată pentru turbo sau injectoare mai mari. Trimiteți datalog-uri; revizii incluse.',
    },
    'Economy tune': {
      name: 'Remap economic',
      description:
        'Mai mult cuplu la turații joase și medii pentru un consum mai mic; apreciat de flote și camioane.',
    },
    'EGR off': {
      name: 'Dezactivare EGR',
      description: 'Recircularea gazelor de evacuare oprită din software.',
    },
    'DPF/FAP off': {
      name: 'Dezactivare DPF/FAP',
      description: 'Monitorizarea și regenerarea filtrului de particule oprite.',
    },
    'AdBlue/SCR off': {
      name: 'Dezactivare AdBlue/SCR',
      description: 'Dozarea SCR/AdBlue și monitorizarea defecțiunilor sale oprite.',
    },
    'DTC off': {
      name: 'Dezactivare DTC',
      description: 'Codurile de eroare alese sunt eliminate. Enumerați codurile în comentariul comenzii.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Pocnituri în evacuare la ridicarea piciorului de pe accelerație, discrete sau agresive.',
    },
    'Speed limiter off': {
      name: 'Dezactivare limitator de viteză',
      description: 'Limitatorul de viteză maximă ridicat sau eliminat.',
    },
    'Start/stop off': {
      name: 'Dezactivare start/stop',
      description: 'Oprirea și pornirea automată a motorului dezactivate implicit.',
    },
    'Lambda/O2 off': {
      name: 'Dezactivare sondă lambda/O2',
      description: 'Monitorizarea sondei lambda din spate oprită.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control și limitator de turație cu tăiere bruscă, la turația pe care o cereți.',
    },
    'Immo off': {
      name: 'Dezactivare imobilizator',
      description:
        'Imobilizator dezactivat pentru schimbarea calculatorului (ECU). Este necesară dovada proprietății.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Fișier cutie de viteze (TCU)',
    'Raised rev limiter': 'Limitator de turație ridicat',
    'Two switchable maps': 'Două hărți comutabile',
    'Extra datalog review round': 'Rundă suplimentară de analiză a datalog-urilor',
    'Aggressive setting': 'Setare agresivă',
    'Priority processing': 'Procesare prioritară',
  },
  credits: counted('ro', { one: 'credit', few: 'credite', other: 'de credite' }),
  vehicleTypes: { Car: 'Autoturism', Truck: 'Camion', Tractor: 'Tractor' },
  download: {
    title: 'Listă de verificare pentru programare',
    description:
      'Ce trebuie verificat înainte de citire, înainte de comandă și înainte de scrierea unui ECU.',
  },
} satisfies CatalogueTexts;

import { type CatalogueTexts, counted } from './types.js';

export default {
  offRoad:
    ' Wyłącznie do użytku w terenie i w sporcie motorowym; za legalność jazdy po drogach publicznych odpowiada klient.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Więcej mocy i momentu obrotowego w bezpiecznych granicach seryjnego osprzętu.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Do zmodyfikowanego dolotu, intercoolera i wydechu (downpipe). Podaj każdą zamontowaną część.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Indywidualna kalibracja pod większą turbosprężarkę lub wtryskiwacze. Prześlij logi (datalogi); poprawki w cenie.',
    },
    'Economy tune': {
      name: 'Tuning ekonomiczny',
      description:
        'Więcej momentu w niskim i średnim zakresie obrotów dla niższego spalania; popularny we flotach i ciężarówkach.',
    },
    'EGR off': { name: 'Wyłączenie EGR', description: 'Recyrkulacja spalin wyłączona programowo.' },
    'DPF/FAP off': {
      name: 'Wyłączenie DPF/FAP',
      description: 'Nadzór i regeneracja filtra cząstek stałych wyłączone.',
    },
    'AdBlue/SCR off': {
      name: 'Wyłączenie AdBlue/SCR',
      description: 'Dozowanie SCR/AdBlue i nadzór jego usterek wyłączone.',
    },
    'DTC off': {
      name: 'Wyłączenie DTC',
      description: 'Wybrane kody błędów usunięte. Wypisz kody w komentarzu do zamówienia.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Strzały z wydechu po odjęciu gazu, łagodne lub agresywne.',
    },
    'Speed limiter off': {
      name: 'Wyłączenie ogranicznika prędkości',
      description: 'Ogranicznik prędkości maksymalnej podniesiony lub usunięty.',
    },
    'Start/stop off': {
      name: 'Wyłączenie start/stop',
      description: 'Automatyczny start/stop silnika domyślnie wyłączony.',
    },
    'Lambda/O2 off': {
      name: 'Wyłączenie sondy lambda/O2',
      description: 'Nadzór tylnej sondy lambda wyłączony.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control i twardy ogranicznik obrotów, na wybranych przez ciebie obrotach.',
    },
    'Immo off': {
      name: 'Wyłączenie immobilizera',
      description: 'Immobilizer wyłączony na potrzeby wymiany sterownika. Wymagany dowód własności.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Plik skrzyni biegów (TCU)',
    'Raised rev limiter': 'Podniesiony ogranicznik obrotów',
    'Two switchable maps': 'Dwie przełączane mapy',
    'Extra datalog review round': 'Dodatkowa runda analizy logów',
    'Aggressive setting': 'Agresywne ustawienie',
    'Priority processing': 'Realizacja priorytetowa',
  },
  credits: counted('pl', { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' }),
  vehicleTypes: { Car: 'Samochód osobowy', Truck: 'Ciężarówka', Tractor: 'Ciągnik' },
  download: {
    title: 'Lista kontrolna flashowania',
    description: 'Co sprawdzić przed odczytem, przed zamówieniem i przed zapisem sterownika.',
  },
} satisfies CatalogueTexts;

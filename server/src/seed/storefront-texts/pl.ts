import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kable',
    Tools: 'Narzędzia',
    Licences: 'Licencje',
    Merchandise: 'Gadżety',
  },
  products: {
    'OBD2 extension cable': 'Przedłużacz OBD2',
    'Bench harness set': 'Zestaw wiązek do stołu',
    'Boot mode adapter': 'Adapter trybu boot',
    'USB isolator': 'Izolator USB',
    'Stabilised power supply': 'Zasilacz stabilizowany',
    'ECU opening tool kit': 'Zestaw narzędzi do otwierania sterowników',
    'Probe adapter frame': 'Rama adaptera do sond',
    'Checksum licence (1 year)': 'Licencja na sumy kontrolne (1 rok)',
    'DTC remover licence': 'Licencja na usuwanie DTC',
    'Portal hoodie': 'Bluza z kapturem Portal',
    'Portal cap': 'Czapka Portal',
    'Sticker pack': 'Zestaw naklejek',
  },
  shortDescription: (name) => `${name} do warsztatu.`,
  description: (name) => `${name}: sprawdzony z popularnymi narzędziami do tuningu.`,
  shippingMethods: {
    'Standard parcel': 'Paczka standardowa',
    Express: 'Ekspres',
  },
  deliveryTimes: {
    '2-3 days': '2–3 dni',
    '5-10 days': '5–10 dni',
    'Next day': 'Następnego dnia',
    '2-4 days': '2–4 dni',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Sprawdzone pliki',
      description: 'Każdy plik jest sprawdzany pod kątem map i sumy kontrolnej, zanim do Ciebie trafi.',
    },
    'Fast delivery': {
      title: 'Szybka dostawa',
      description: 'Większość plików Stage 1 wraca w ciągu godziny w godzinach pracy.',
    },
    'Real support': {
      title: 'Prawdziwe wsparcie',
      description: 'Rozmawiaj z tunerem, który przygotował Twój plik, przez zgłoszenie lub czat na żywo.',
    },
    'Any vehicle': {
      title: 'Każdy pojazd',
      description:
        'Samochody, dostawczaki, ciężarówki, ciągniki, motocykle i łodzie — z jednym saldem kredytów.',
    },
  },
} satisfies StorefrontTexts;

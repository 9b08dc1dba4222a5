import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Kizárólag terep- és motorsportcélra; a közúti használat jogszerűségéért az ügyfél felel.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Több teljesítmény és nyomaték a gyári hardver biztonságos határain belül.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Módosított szívóoldalhoz, intercoolerhez és kipufogóhoz (downpipe). Minden beszerelt alkatrészt adjon meg.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Egyedi kalibráció nagyobb turbóhoz vagy injektorokhoz. Küldjön datalogokat; a javítások benne vannak az árban.',
    },
    'Economy tune': {
      name: 'Takarékos tuning',
      description:
        'Több nyomaték alacsony és közepes fordulaton a kisebb fogyasztásért; flották és teherautók kedvelt választása.',
    },
    'EGR off': {
      name: 'EGR kikapcsolás',
      description: 'A kipufogógáz-visszavezetés szoftveresen kikapcsolva.',
    },
    'DPF/FAP off': {
      name: 'DPF/FAP kikapcsolás',
      description: 'A részecskeszűrő felügyelete és regenerálása kikapcsolva.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR kikapcsolás',
      description: 'Az SCR/AdBlue adagolás és annak hibafelügyelete kikapcsolva.',
    },
    'DTC off': {
      name: 'DTC kikapcsolás',
      description: 'A kiválasztott hibakódok törölve. A kódokat a rendelés megjegyzésében sorolja fel.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Durrogás a kipufogóban gázelvételkor, visszafogott vagy agresszív.',
    },
    'Speed limiter off': {
      name: 'Sebességkorlátozó kikapcsolás',
      description: 'A végsebesség-korlátozó megemelve vagy eltávolítva.',
    },
    'Start/stop off': {
      name: 'Start/stop kikapcsolás',
      description: 'Az automatikus motor start/stop alapértelmezetten kikapcsolva.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 kikapcsolás',
      description: 'A hátsó lambdaszonda felügyelete kikapcsolva.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control és kemény fordulatszám-határoló, az Ön által kért fordulatszámon.',
    },
    'Immo off': {
      name: 'Indításgátló kikapcsolás',
      description: 'Indításgátló kikapcsolva motorvezérlő-csere miatt. A tulajdonjog igazolása szükséges.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Váltóvezérlő (TCU) fájl',
    'Raised rev limiter': 'Megemelt fordulatszám-határoló',
    'Two switchable maps': 'Két átkapcsolható térkép',
    'Extra datalog review round': 'További datalog-átnézési kör',
    'Aggressive setting': 'Agresszív beállítás',
    'Priority processing': 'Elsőbbségi feldolgozás',
  },
  credits: (n) => `${n} kredit`,
  vehicleTypes: { Car: 'Személyautó', Truck: 'Teherautó', Tractor: 'Traktor' },
  download: {
    title: 'Ellenőrzőlista a flasheléshez',
    description: 'Mit kell ellenőrizni egy ECU kiolvasása előtt, a rendelés előtt és az írás előtt.',
  },
} satisfies CatalogueTexts;

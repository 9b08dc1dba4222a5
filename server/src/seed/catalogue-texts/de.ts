import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Nur für Offroad- und Motorsporteinsatz; für die Straßenzulassung ist der Kunde verantwortlich.',
  services: {
    'Stage 1': {
      name: 'Stufe 1',
      description: 'Mehr Leistung und Drehmoment in den sicheren Grenzen der Serienhardware.',
    },
    'Stage 2': {
      name: 'Stufe 2',
      description:
        'Für optimierte Ansaugung, Ladeluftkühler und Abgasanlage (Downpipe). Nennen Sie jedes verbaute Teil.',
    },
    'Stage 3': {
      name: 'Stufe 3',
      description:
        'Individuelle Abstimmung für größeren Turbo oder Injektoren. Senden Sie Datalogs; Revisionen inklusive.',
    },
    'Economy tune': {
      name: 'Spar-Optimierung',
      description:
        'Mehr Drehmoment im unteren und mittleren Bereich für weniger Verbrauch; beliebt bei Flotten und Lkw.',
    },
    'EGR off': { name: 'AGR aus', description: 'Abgasrückführung per Software abgeschaltet.' },
    'DPF/FAP off': {
      name: 'DPF aus',
      description: 'Überwachung und Regeneration des Partikelfilters abgeschaltet.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR aus',
      description: 'SCR/AdBlue-Dosierung und ihre Fehlerüberwachung abgeschaltet.',
    },
    'DTC off': {
      name: 'Fehlercodes aus',
      description: 'Ausgewählte Fehlercodes entfernt. Nennen Sie die Codes im Auftragskommentar.',
    },
    'Pops and bangs': {
      name: 'Pops and Bangs',
      description: 'Schubknallen beim Gaswegnehmen, dezent oder aggressiv.',
    },
    'Speed limiter off': {
      name: 'Vmax-Begrenzer aus',
      description: 'Höchstgeschwindigkeitsbegrenzer angehoben oder entfernt.',
    },
    'Start/stop off': {
      name: 'Start-Stopp aus',
      description: 'Automatischer Motor-Start-Stopp standardmäßig deaktiviert.',
    },
    'Lambda/O2 off': {
      name: 'Lambda/O2 aus',
      description: 'Überwachung der hinteren Lambdasonde abgeschaltet.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/Launch Control',
      description: 'Launch Control und harter Drehzahlbegrenzer mit der gewünschten Drehzahl.',
    },
    'Immo off': {
      name: 'Wegfahrsperre aus',
      description: 'Wegfahrsperre für einen Steuergerätetausch deaktiviert. Eigentumsnachweis erforderlich.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Getriebedatei (TCU)',
    'Raised rev limiter': 'Erhöhter Drehzahlbegrenzer',
    'Two switchable maps': 'Zwei umschaltbare Kennfelder',
    'Extra datalog review round': 'Zusätzliche Datalog-Prüfrunde',
    'Aggressive setting': 'Aggressive Einstellung',
    'Priority processing': 'Bevorzugte Bearbeitung',
  },
  credits: (n) => `${n} Credits`,
  vehicleTypes: { Car: 'Pkw', Truck: 'Lkw', Tractor: 'Traktor' },
  download: {
    title: 'Checkliste zum Flashen',
    description:
      'Was vor dem Auslesen, vor der Bestellung und vor dem Beschreiben eines Steuergeräts zu prüfen ist.',
  },
} satisfies CatalogueTexts;

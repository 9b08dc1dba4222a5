import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Solo per uso fuoristrada e competizioni; il cliente è responsabile della conformità alla circolazione su strada.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Più potenza e coppia entro i limiti di sicurezza dell’hardware di serie.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Per aspirazione, intercooler e scarico (downpipe) potenziati. Indicaci ogni componente montato.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Calibrazione su misura per turbo o iniettori maggiorati. Inviaci i datalog; revisioni incluse.',
    },
    'Economy tune': {
      name: 'Mappa economy',
      description: 'Più coppia ai bassi e medi regimi per consumi ridotti; apprezzata da flotte e camion.',
    },
    'EGR off': {
      name: 'Esclusione EGR',
      description: 'Ricircolo dei gas di scarico disattivato via software.',
    },
    'DPF/FAP off': {
      name: 'Esclusione DPF/FAP',
      description: 'Monitoraggio e rigenerazione del filtro antiparticolato disattivati.',
    },
    'AdBlue/SCR off': {
      name: 'Esclusione AdBlue/SCR',
      description: 'Dosaggio SCR/AdBlue e relativo monitoraggio guasti disattivati.',
    },
    'DTC off': {
      name: 'Esclusione DTC',
      description: 'Codici errore scelti rimossi. Indica i codici nel commento dell’ordine.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Scoppiettii in rilascio, leggeri o aggressivi.',
    },
    'Speed limiter off': {
      name: 'Rimozione limitatore di velocità',
      description: 'Limitatore della velocità massima innalzato o rimosso.',
    },
    'Start/stop off': {
      name: 'Esclusione start/stop',
      description: 'Start/stop automatico del motore disattivato per impostazione predefinita.',
    },
    'Lambda/O2 off': {
      name: 'Esclusione sonda lambda/O2',
      description: 'Monitoraggio della sonda lambda posteriore disattivato.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control e limitatore di giri a taglio netto, al regime che chiedi.',
    },
    'Immo off': {
      name: 'Esclusione immobilizer',
      description:
        'Immobilizer disattivato per la sostituzione della centralina. È richiesta la prova di proprietà.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'File cambio (TCU)',
    'Raised rev limiter': 'Limitatore di giri innalzato',
    'Two switchable maps': 'Due mappe commutabili',
    'Extra datalog review round': 'Giro extra di analisi dei datalog',
    'Aggressive setting': 'Impostazione aggressiva',
    'Priority processing': 'Lavorazione prioritaria',
  },
  credits: (n) => `${n} crediti`,
  vehicleTypes: { Car: 'Auto', Truck: 'Camion', Tractor: 'Trattore' },
  download: {
    title: 'Checklist per la programmazione',
    description: 'Cosa controllare prima di leggere, prima di ordinare e prima di scrivere una centralina.',
  },
} satisfies CatalogueTexts;

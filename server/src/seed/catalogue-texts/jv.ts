import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Mung kanggo panggunaan off-road lan motorsport; pelanggan tanggung jawab babagan legalitas ing dalan umum.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Tenaga lan torsi luwih gedhe ing wates aman hardware standar pabrik.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Kanggo intake, intercooler lan knalpot (downpipe) sing wis diupgrade. Mangga sebutake saben part sing dipasang.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Kalibrasi khusus kanggo turbo utawa injektor sing luwih gedhe. Mangga kirim datalog; revisi wis kalebu.',
    },
    'Economy tune': {
      name: 'Tune irit',
      description:
        'Torsi luwih gedhe ing puteran ngisor lan tengah supaya luwih irit bahan bakar; populer kanggo armada lan truk.',
    },
    'EGR off': { name: 'EGR mati', description: 'Resirkulasi gas buang dipateni lumantar software.' },
    'DPF/FAP off': {
      name: 'DPF/FAP mati',
      description: 'Pemantauan lan regenerasi saringan partikel dipateni.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR mati',
      description: 'Dosis SCR/AdBlue lan pemantauan kesalahane dipateni.',
    },
    'DTC off': {
      name: 'DTC mati',
      description:
        'Kode kesalahan sing dipilih dibusak. Mangga tulis kode-kode kasebut ing komentar pesenan.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Swara mbledhos ing knalpot nalika gas diculake, alus utawa agresif.',
    },
    'Speed limiter off': {
      name: 'Pembatas kacepetan mati',
      description: 'Pembatas kacepetan maksimal diunggahake utawa dibusak.',
    },
    'Start/stop off': {
      name: 'Start/stop mati',
      description: 'Start/stop mesin otomatis dipateni kanthi gawan.',
    },
    'Lambda/O2 off': { name: 'Lambda/O2 mati', description: 'Pemantauan sensor oksigen mburi dipateni.' },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control lan pembatas puteran hard-cut, ing RPM sing Panjenengan suwun.',
    },
    'Immo off': {
      name: 'Immobilizer mati',
      description: 'Immobilizer dipateni kanggo ngganti ECU. Kudu ana bukti kepemilikan.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Berkas gearbox (TCU)',
    'Raised rev limiter': 'Pembatas puteran diunggahake',
    'Two switchable maps': 'Rong map sing bisa diganti',
    'Extra datalog review round': 'Babak tambahan mriksa datalog',
    'Aggressive setting': 'Setelan agresif',
    'Priority processing': 'Proses prioritas',
  },
  credits: (n) => `${n} kredit`,
  vehicleTypes: { Car: 'Mobil', Truck: 'Truk', Tractor: 'Traktor' },
  download: {
    title: 'Dhaptar priksa flashing',
    description: 'Apa sing kudu dipriksa sadurunge maca, sadurunge pesen lan sadurunge nulis ECU.',
  },
} satisfies CatalogueTexts;

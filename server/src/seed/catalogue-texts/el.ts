import type { CatalogueTexts } from './types.js';

export default {
  offRoad:
    ' Μόνο για χρήση εκτός δρόμου και στον μηχανοκίνητο αθλητισμό· ο πελάτης ευθύνεται για τη νομιμότητα κυκλοφορίας στον δρόμο.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Περισσότερη ισχύς και ροπή εντός των ασφαλών ορίων του εργοστασιακού εξοπλισμού.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Για αναβαθμισμένη εισαγωγή, intercooler και εξάτμιση (downpipe). Αναφέρετε κάθε εξάρτημα που έχει τοποθετηθεί.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Εξατομικευμένη χαρτογράφηση για μεγαλύτερο turbo ή μπεκ. Στείλτε datalogs· περιλαμβάνονται διορθώσεις.',
    },
    'Economy tune': {
      name: 'Οικονομικό πρόγραμμα',
      description:
        'Περισσότερη ροπή σε χαμηλές και μεσαίες στροφές για χαμηλότερη κατανάλωση· δημοφιλές σε στόλους και φορτηγά.',
    },
    'EGR off': {
      name: 'Απενεργοποίηση EGR',
      description: 'Η ανακυκλοφορία καυσαερίων απενεργοποιείται μέσω λογισμικού.',
    },
    'DPF/FAP off': {
      name: 'Απενεργοποίηση DPF/FAP',
      description: 'Η παρακολούθηση και η αναγέννηση του φίλτρου σωματιδίων απενεργοποιούνται.',
    },
    'AdBlue/SCR off': {
      name: 'Απενεργοποίηση AdBlue/SCR',
      description: 'Η δοσομέτρηση SCR/AdBlue και η παρακολούθηση σφαλμάτων της απενεργοποιούνται.',
    },
    'DTC off': {
      name: 'Απενεργοποίηση DTC',
      description:
        'Αφαιρούνται οι κωδικοί σφαλμάτων που επιλέγετε. Αναφέρετε τους κωδικούς στο σχόλιο της παραγγελίας.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Σκασίματα στην εξάτμιση όταν αφήνετε το γκάζι, ήπια ή επιθετικά.',
    },
    'Speed limiter off': {
      name: 'Απενεργοποίηση κόφτη ταχύτητας',
      description: 'Ο κόφτης τελικής ταχύτητας ανεβαίνει ή αφαιρείται.',
    },
    'Start/stop off': {
      name: 'Απενεργοποίηση start/stop',
      description: 'Το αυτόματο σβήσιμο και η επανεκκίνηση του κινητήρα απενεργοποιούνται από προεπιλογή.',
    },
    'Lambda/O2 off': {
      name: 'Απενεργοποίηση λάμδα/O2',
      description: 'Η παρακολούθηση του πίσω αισθητήρα οξυγόνου απενεργοποιείται.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control και σκληρός κόφτης στροφών, στις στροφές που ζητάτε.',
    },
    'Immo off': {
      name: 'Απενεργοποίηση immobilizer',
      description:
        'Το immobilizer απενεργοποιείται για αντικατάσταση εγκεφάλου (ECU). Απαιτείται απόδειξη ιδιοκτησίας.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Αρχείο κιβωτίου (TCU)',
    'Raised rev limiter': 'Αυξημένος κόφτης στροφών',
    'Two switchable maps': 'Δύο εναλλασσόμενοι χάρτες',
    'Extra datalog review round': 'Επιπλέον γύρος ελέγχου datalog',
    'Aggressive setting': 'Επιθετική ρύθμιση',
    'Priority processing': 'Επεξεργασία κατά προτεραιότητα',
  },
  credits: (n) => `${n} μονάδες`,
  vehicleTypes: { Car: 'Αυτοκίνητο', Truck: 'Φορτηγό', Tractor: 'Τρακτέρ' },
  download: {
    title: 'Λίστα ελέγχου για flashing',
    description:
      'Τι να ελέγξετε πριν από την ανάγνωση, πριν από την παραγγελία και πριν από την εγγραφή μιας ECU.',
  },
} satisfies CatalogueTexts;

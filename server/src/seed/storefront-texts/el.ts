import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Καλώδια',
    Tools: 'Εργαλεία',
    Licences: 'Άδειες χρήσης',
    Merchandise: 'Αναμνηστικά',
  },
  products: {
    'OBD2 extension cable': 'Καλώδιο προέκτασης OBD2',
    'Bench harness set': 'Σετ καλωδιώσεων πάγκου',
    'Boot mode adapter': 'Αντάπτορας λειτουργίας boot',
    'USB isolator': 'Απομονωτής USB',
    'Stabilised power supply': 'Σταθεροποιημένο τροφοδοτικό',
    'ECU opening tool kit': 'Σετ εργαλείων ανοίγματος ECU',
    'Probe adapter frame': 'Πλαίσιο προσαρμογέα για ακίδες',
    'Checksum licence (1 year)': 'Άδεια checksum (1 έτος)',
    'DTC remover licence': 'Άδεια αφαίρεσης DTC',
    'Portal hoodie': 'Φούτερ με κουκούλα Portal',
    'Portal cap': 'Καπέλο Portal',
    'Sticker pack': 'Πακέτο αυτοκόλλητων',
  },
  shortDescription: (name) => `${name} για το συνεργείο.`,
  description: (name) => `${name}: δοκιμασμένο με τα συνήθη εργαλεία tuning.`,
  shippingMethods: {
    'Standard parcel': 'Τυπικό δέμα',
    Express: 'Express αποστολή',
  },
  deliveryTimes: {
    '2-3 days': '2-3 ημέρες',
    '5-10 days': '5-10 ημέρες',
    'Next day': 'Την επόμενη ημέρα',
    '2-4 days': '2-4 ημέρες',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Ελεγμένα αρχεία',
      description: 'Κάθε αρχείο ελέγχεται στους χάρτες και στο checksum πριν φύγει από εμάς.',
    },
    'Fast delivery': {
      title: 'Γρήγορη παράδοση',
      description: 'Τα περισσότερα αρχεία Stage 1 επιστρέφουν μέσα σε μία ώρα κατά τις ώρες λειτουργίας.',
    },
    'Real support': {
      title: 'Πραγματική υποστήριξη',
      description: 'Μιλήστε με τον tuner που έφτιαξε το αρχείο σας, μέσω αιτήματος ή ζωντανής συνομιλίας.',
    },
    'Any vehicle': {
      title: 'Κάθε όχημα',
      description: 'Αυτοκίνητα, βαν, φορτηγά, τρακτέρ, μοτοσικλέτες και σκάφη, με ένα υπόλοιπο μονάδων.',
    },
  },
} satisfies StorefrontTexts;

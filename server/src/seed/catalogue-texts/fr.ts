import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' Réservé au tout-terrain et au sport automobile ; le client répond de la conformité routière.',
  services: {
    'Stage 1': {
      name: 'Stage 1',
      description: 'Plus de puissance et de couple dans les limites sûres du matériel d’origine.',
    },
    'Stage 2': {
      name: 'Stage 2',
      description:
        'Pour admission, échangeur et échappement (downpipe) améliorés. Indiquez chaque pièce montée.',
    },
    'Stage 3': {
      name: 'Stage 3',
      description:
        'Calibration sur mesure pour un turbo ou des injecteurs plus gros. Envoyez des datalogs ; révisions incluses.',
    },
    'Economy tune': {
      name: 'Optimisation économie',
      description:
        'Plus de couple à bas et moyen régime pour consommer moins ; apprécié des flottes et poids lourds.',
    },
    'EGR off': {
      name: 'EGR désactivée',
      description: 'Recirculation des gaz d’échappement désactivée par logiciel.',
    },
    'DPF/FAP off': {
      name: 'FAP désactivé',
      description: 'Surveillance et régénération du filtre à particules désactivées.',
    },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR désactivé',
      description: 'Dosage SCR/AdBlue et sa surveillance des défauts désactivés.',
    },
    'DTC off': {
      name: 'Codes défaut supprimés',
      description: 'Codes défaut choisis supprimés. Listez les codes dans le commentaire de la commande.',
    },
    'Pops and bangs': {
      name: 'Pops and bangs',
      description: 'Crépitements au lever de pied, doux ou agressifs.',
    },
    'Speed limiter off': {
      name: 'Limiteur de vitesse supprimé',
      description: 'Limiteur de vitesse maximale relevé ou supprimé.',
    },
    'Start/stop off': {
      name: 'Start/stop désactivé',
      description: 'Arrêt/redémarrage automatique du moteur désactivé par défaut.',
    },
    'Lambda/O2 off': {
      name: 'Sonde lambda/O2 désactivée',
      description: 'Surveillance de la sonde à oxygène arrière désactivée.',
    },
    'Hardcut/launch control': {
      name: 'Hardcut/launch control',
      description: 'Launch control et rupteur franc, au régime que vous demandez.',
    },
    'Immo off': {
      name: 'Antidémarrage désactivé',
      description: 'Antidémarrage désactivé pour un échange de calculateur. Preuve de propriété exigée.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'Fichier boîte de vitesses (TCU)',
    'Raised rev limiter': 'Rupteur relevé',
    'Two switchable maps': 'Deux cartographies commutables',
    'Extra datalog review round': 'Tour d’analyse de datalog supplémentaire',
    'Aggressive setting': 'Réglage agressif',
    'Priority processing': 'Traitement prioritaire',
  },
  credits: (n) => `${n} crédits`,
  vehicleTypes: { Car: 'Voiture', Truck: 'Poids lourd', Tractor: 'Tracteur' },
  download: {
    title: 'Check-list de reprogrammation',
    description: 'Ce qu’il faut vérifier avant de lire, avant de commander et avant d’écrire un calculateur.',
  },
} satisfies CatalogueTexts;

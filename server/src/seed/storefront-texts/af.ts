import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'Kabels',
    Tools: 'Gereedskap',
    Licences: 'Lisensies',
    Merchandise: 'Handelsware',
  },
  products: {
    'OBD2 extension cable': 'OBD2-verlengkabel',
    'Bench harness set': 'Bankkabelstel',
    'Boot mode adapter': 'Boot-modus-adapter',
    'USB isolator': 'USB-isoleerder',
    'Stabilised power supply': 'Gestabiliseerde kragbron',
    'ECU opening tool kit': 'ECU-oopmaakgereedskapstel',
    'Probe adapter frame': 'Peilpen-adapterraam',
    'Checksum licence (1 year)': 'Checksum-lisensie (1 jaar)',
    'DTC remover licence': 'DTC-verwyderaar-lisensie',
    'Portal hoodie': 'Portal-kappietrui',
    'Portal cap': 'Portal-pet',
    'Sticker pack': 'Plakkerpak',
  },
  shortDescription: (name) => `${name} vir die werkswinkel.`,
  description: (name) => `${name}: getoets met die algemene tuning-gereedskap.`,
  shippingMethods: {
    'Standard parcel': 'Standaardpakkie',
    Express: 'Spoedaflewering',
  },
  deliveryTimes: {
    '2-3 days': '2-3 dae',
    '5-10 days': '5-10 dae',
    'Next day': 'Volgende dag',
    '2-4 days': '2-4 dae',
  },
  sellingPoints: {
    'Tested files': {
      title: 'Getoetste lêers',
      description: 'Elke lêer word op die kaarte en die checksum nagegaan voordat dit vertrek.',
    },
    'Fast delivery': {
      title: 'Vinnige aflewering',
      description: 'Die meeste Stage 1-lêers is gedurende besigheidsure binne die uur terug.',
    },
    'Real support': {
      title: 'Regte ondersteuning',
      description: 'Praat met die tuner wat jou lêer gedoen het, per kaartjie of regstreekse klets.',
    },
    'Any vehicle': {
      title: 'Enige voertuig',
      description: 'Motors, bakkies, vragmotors, trekkers, motorfietse en bote, met een kredietsaldo.',
    },
  },
} satisfies StorefrontTexts;

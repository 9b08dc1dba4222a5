import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'כבלים',
    Tools: 'כלים',
    Licences: 'רישיונות',
    Merchandise: 'מוצרי מותג',
  },
  products: {
    'OBD2 extension cable': 'כבל מאריך OBD2',
    'Bench harness set': 'ערכת רתמות לשולחן עבודה',
    'Boot mode adapter': 'מתאם מצב Boot',
    'USB isolator': 'מבודד USB',
    'Stabilised power supply': 'ספק כוח מיוצב',
    'ECU opening tool kit': 'ערכת כלים לפתיחת מחשב מנוע',
    'Probe adapter frame': 'מסגרת מתאם לגששים',
    'Checksum licence (1 year)': 'רישיון Checksum (שנה אחת)',
    'DTC remover licence': 'רישיון להסרת DTC',
    'Portal hoodie': "קפוצ'ון Portal",
    'Portal cap': 'כובע Portal',
    'Sticker pack': 'חבילת מדבקות',
  },
  shortDescription: (name) => `${name} למוסך.`,
  description: (name) => `${name}: נבדק עם כלי הכיול הנפוצים.`,
  shippingMethods: {
    'Standard parcel': 'חבילה רגילה',
    Express: 'משלוח אקספרס',
  },
  deliveryTimes: {
    '2-3 days': '2-3 ימים',
    '5-10 days': '5-10 ימים',
    'Next day': 'למחרת',
    '2-4 days': '2-4 ימים',
  },
  sellingPoints: {
    'Tested files': {
      title: 'קבצים בדוקים',
      description: 'כל קובץ נבדק במפות ובסכום הביקורת לפני שהוא יוצא מאיתנו.',
    },
    'Fast delivery': { title: 'משלוח מהיר', description: 'רוב קבצי Stage 1 חוזרים תוך שעה בשעות הפעילות.' },
    'Real support': {
      title: 'תמיכה אמיתית',
      description: "דברו עם המכוונן שהכין את הקובץ שלכם, בפנייה או בצ'אט חי.",
    },
    'Any vehicle': {
      title: 'כל רכב',
      description: 'מכוניות, מסחריות, משאיות, טרקטורים, אופנועים וסירות, עם יתרת קרדיטים אחת.',
    },
  },
} satisfies StorefrontTexts;

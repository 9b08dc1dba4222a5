import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'كابلات',
    Tools: 'أدوات',
    Licences: 'تراخيص',
    Merchandise: 'منتجات تذكارية',
  },
  products: {
    'OBD2 extension cable': 'كابل تمديد OBD2',
    'Bench harness set': 'طقم أسلاك للمنضدة',
    'Boot mode adapter': 'محوّل وضع الإقلاع (Boot)',
    'USB isolator': 'عازل USB',
    'Stabilised power supply': 'مزوّد طاقة مستقر',
    'ECU opening tool kit': 'طقم أدوات فتح وحدة التحكم ECU',
    'Probe adapter frame': 'إطار محوّل للمجسّات',
    'Checksum licence (1 year)': 'ترخيص المجموع الاختباري (سنة واحدة)',
    'DTC remover licence': 'ترخيص إزالة رموز الأعطال DTC',
    'Portal hoodie': 'هودي Portal',
    'Portal cap': 'قبعة Portal',
    'Sticker pack': 'حزمة ملصقات',
  },
  shortDescription: (name) => `${name} للورشة.`,
  description: (name) => `${name}: مُختبَر مع أدوات البرمجة الشائعة.`,
  shippingMethods: {
    'Standard parcel': 'طرد عادي',
    Express: 'توصيل سريع',
  },
  deliveryTimes: {
    '2-3 days': '2-3 أيام',
    '5-10 days': '5-10 أيام',
    'Next day': 'اليوم التالي',
    '2-4 days': '2-4 أيام',
  },
  sellingPoints: {
    'Tested files': {
      title: 'ملفات مُختبَرة',
      description: 'يُفحص كل ملف على الخرائط والمجموع الاختباري قبل أن يغادرنا.',
    },
    'Fast delivery': {
      title: 'تسليم سريع',
      description: 'تعود معظم ملفات Stage 1 خلال ساعة في أوقات العمل.',
    },
    'Real support': {
      title: 'دعم حقيقي',
      description: 'تحدّث مع المبرمج الذي أعدّ ملفك، عبر تذكرة أو دردشة مباشرة.',
    },
    'Any vehicle': {
      title: 'أي مركبة',
      description: 'سيارات وحافلات صغيرة وشاحنات وجرارات ودراجات نارية وقوارب، برصيد نقاط واحد.',
    },
  },
} satisfies StorefrontTexts;

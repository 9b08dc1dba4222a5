import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' للاستخدام على الطرق الوعرة والسباقات فقط؛ العميل مسؤول عن قانونية السير على الطرق.',
  services: {
    'Stage 1': { name: 'المرحلة 1', description: 'قوة وعزم أكبر ضمن الحدود الآمنة للقطع الأصلية.' },
    'Stage 2': {
      name: 'المرحلة 2',
      description: 'لنظام سحب ومبرّد هواء وعادم (داون بايب) مطوَّر. اذكر كل قطعة مركّبة.',
    },
    'Stage 3': {
      name: 'المرحلة 3',
      description: 'معايرة مخصصة لتوربو أو بخاخات أكبر. أرسل سجلات البيانات؛ تشمل المراجعات.',
    },
    'Economy tune': {
      name: 'ضبط اقتصادي',
      description: 'عزم أكبر في السرعات المنخفضة والمتوسطة لاستهلاك وقود أقل؛ مفضّل لدى الأساطيل والشاحنات.',
    },
    'EGR off': { name: 'إيقاف EGR', description: 'إيقاف إعادة تدوير غاز العادم برمجيًا.' },
    'DPF/FAP off': { name: 'إيقاف DPF/FAP', description: 'إيقاف مراقبة فلتر الجسيمات وتجديده.' },
    'AdBlue/SCR off': { name: 'إيقاف AdBlue/SCR', description: 'إيقاف حقن SCR/AdBlue ومراقبة أعطاله.' },
    'DTC off': {
      name: 'إيقاف رموز الأعطال',
      description: 'حذف رموز أعطال مختارة. اذكر الرموز في تعليق الطلب.',
    },
    'Pops and bangs': { name: 'فرقعة العادم', description: 'فرقعة عند رفع القدم عن الوقود، خفيفة أو قوية.' },
    'Speed limiter off': { name: 'إلغاء محدد السرعة', description: 'رفع محدد السرعة القصوى أو إزالته.' },
    'Start/stop off': {
      name: 'إيقاف التشغيل/الإيقاف التلقائي',
      description: 'تعطيل التشغيل والإيقاف التلقائي للمحرك افتراضيًا.',
    },
    'Lambda/O2 off': { name: 'إيقاف حساس لامدا/O2', description: 'إيقاف مراقبة حساس الأكسجين الخلفي.' },
    'Hardcut/launch control': {
      name: 'قطع حاد/تحكم الانطلاق',
      description: 'تحكم بالانطلاق ومحدد دوران حاد عند عدد الدورات الذي تطلبه.',
    },
    'Immo off': {
      name: 'إلغاء مانع التشغيل',
      description: 'تعطيل مانع التشغيل لاستبدال وحدة التحكم. يلزم إثبات الملكية.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'ملف ناقل الحركة (TCU)',
    'Raised rev limiter': 'رفع محدد الدوران',
    'Two switchable maps': 'خريطتان قابلتان للتبديل',
    'Extra datalog review round': 'جولة إضافية لمراجعة سجلات البيانات',
    'Aggressive setting': 'إعداد قوي',
    'Priority processing': 'معالجة ذات أولوية',
  },
  credits: (n) => `${n} رصيد`,
  vehicleTypes: { Car: 'سيارة', Truck: 'شاحنة', Tractor: 'جرار' },
  download: {
    title: 'قائمة التحقق قبل البرمجة',
    description: 'ما يجب التحقق منه قبل قراءة وحدة التحكم بالمحرك وقبل الطلب وقبل الكتابة عليها.',
  },
} satisfies CatalogueTexts;

import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'کابل‌ها',
    Tools: 'ابزارها',
    Licences: 'مجوزها',
    Merchandise: 'کالاهای تبلیغاتی',
  },
  products: {
    'OBD2 extension cable': 'کابل رابط OBD2',
    'Bench harness set': 'مجموعه دسته‌سیم میز کار',
    'Boot mode adapter': 'آداپتور حالت بوت',
    'USB isolator': 'ایزولاتور USB',
    'Stabilised power supply': 'منبع تغذیه تثبیت‌شده',
    'ECU opening tool kit': 'کیت ابزار باز کردن ECU',
    'Probe adapter frame': 'قاب آداپتور پراب',
    'Checksum licence (1 year)': 'مجوز چک‌سام (یک‌ساله)',
    'DTC remover licence': 'مجوز حذف DTC',
    'Portal hoodie': 'هودی Portal',
    'Portal cap': 'کلاه Portal',
    'Sticker pack': 'بسته برچسب',
  },
  shortDescription: (name) => `${name} برای تعمیرگاه.`,
  description: (name) => `${name}: آزموده‌شده با ابزارهای رایج ریمپ.`,
  shippingMethods: {
    'Standard parcel': 'بستهٔ معمولی',
    Express: 'ارسال فوری',
  },
  deliveryTimes: {
    '2-3 days': '۲ تا ۳ روز',
    '5-10 days': '۵ تا ۱۰ روز',
    'Next day': 'روز بعد',
    '2-4 days': '۲ تا ۴ روز',
  },
  sellingPoints: {
    'Tested files': {
      title: 'فایل‌های آزموده',
      description: 'هر فایل پیش از ارسال روی نقشه‌ها و چک‌سام بررسی می‌شود.',
    },
    'Fast delivery': {
      title: 'تحویل سریع',
      description: 'بیشتر فایل‌های Stage 1 در ساعات کاری ظرف یک ساعت برمی‌گردند.',
    },
    'Real support': {
      title: 'پشتیبانی واقعی',
      description: 'با تیونری که فایل شما را آماده کرده، از راه تیکت یا گفتگوی زنده صحبت کنید.',
    },
    'Any vehicle': {
      title: 'هر وسیله نقلیه',
      description: 'خودرو، ون، کامیون، تراکتور، موتورسیکلت و قایق، با یک موجودی اعتبار.',
    },
  },
} satisfies StorefrontTexts;

import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' فقط برای استفاده در آفرود و موتوراسپرت؛ مسئولیت قانونی بودن تردد در جاده با مشتری است.',
  services: {
    'Stage 1': { name: 'استیج 1', description: 'قدرت و گشتاور بیشتر در محدوده‌ی ایمن سخت‌افزار اصلی کارخانه.' },
    'Stage 2': {
      name: 'استیج 2',
      description:
        'برای سیستم ورودی هوا، اینترکولر و اگزوز (داون‌پایپ) ارتقایافته. همه‌ی قطعات نصب‌شده را به ما بگویید.',
    },
    'Stage 3': {
      name: 'استیج 3',
      description:
        'کالیبراسیون سفارشی برای توربو یا انژکتورهای بزرگ‌تر. دیتالاگ بفرستید؛ بازبینی‌ها هم شامل می‌شود.',
    },
    'Economy tune': {
      name: 'ریمپ اقتصادی',
      description:
        'گشتاور بیشتر در دورهای پایین و میانی برای مصرف سوخت کمتر؛ محبوب میان ناوگان‌ها و کامیون‌ها.',
    },
    'EGR off': { name: 'حذف EGR', description: 'چرخش مجدد گازهای خروجی به‌صورت نرم‌افزاری غیرفعال می‌شود.' },
    'DPF/FAP off': { name: 'حذف DPF/FAP', description: 'پایش و احیای فیلتر ذرات معلق غیرفعال می‌شود.' },
    'AdBlue/SCR off': {
      name: 'حذف AdBlue/SCR',
      description: 'تزریق SCR/AdBlue و پایش خطاهای آن غیرفعال می‌شود.',
    },
    'DTC off': {
      name: 'حذف DTC',
      description: 'کدهای خطای انتخابی حذف می‌شوند. کدها را در توضیحات سفارش بنویسید.',
    },
    'Pops and bangs': {
      name: 'پاپس اند بنگز',
      description: 'صدای ترقه در اگزوز هنگام رها کردن پدال گاز، ملایم یا شدید.',
    },
    'Speed limiter off': {
      name: 'حذف محدودکننده‌ی سرعت',
      description: 'محدودکننده‌ی حداکثر سرعت افزایش می‌یابد یا حذف می‌شود.',
    },
    'Start/stop off': {
      name: 'حذف استارت/استاپ',
      description: 'خاموش و روشن شدن خودکار موتور به‌طور پیش‌فرض غیرفعال می‌شود.',
    },
    'Lambda/O2 off': { name: 'حذف لامبدا/O2', description: 'پایش سنسور اکسیژن عقب غیرفعال می‌شود.' },
    'Hardcut/launch control': {
      name: 'هاردکات/لانچ کنترل',
      description: 'لانچ کنترل و محدودکننده‌ی دور از نوع هاردکات، در دوری که شما بخواهید.',
    },
    'Immo off': {
      name: 'حذف ایموبلایزر',
      description: 'ایموبلایزر برای تعویض ECU غیرفعال می‌شود. ارائه‌ی مدرک مالکیت الزامی است.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'فایل گیربکس (TCU)',
    'Raised rev limiter': 'افزایش محدودکننده‌ی دور',
    'Two switchable maps': 'دو مپ قابل تعویض',
    'Extra datalog review round': 'یک دور اضافه بررسی دیتالاگ',
    'Aggressive setting': 'تنظیم تهاجمی',
    'Priority processing': 'رسیدگی با اولویت',
  },
  credits: (n) => `${n} اعتبار`,
  vehicleTypes: { Car: 'سواری', Truck: 'کامیون', Tractor: 'تراکتور' },
  download: {
    title: 'چک‌لیست فلش کردن',
    description: 'آنچه باید پیش از خواندن ECU، پیش از سفارش و پیش از نوشتن آن بررسی کنید.',
  },
} satisfies CatalogueTexts;

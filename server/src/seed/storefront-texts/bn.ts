import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'কেবল',
    Tools: 'সরঞ্জাম',
    Licences: 'লাইসেন্স',
    Merchandise: 'ব্র্যান্ডের পণ্য',
  },
  products: {
    'OBD2 extension cable': 'OBD2 এক্সটেনশন কেবল',
    'Bench harness set': 'বেঞ্চ হারনেস সেট',
    'Boot mode adapter': 'বুট মোড অ্যাডাপ্টার',
    'USB isolator': 'USB আইসোলেটর',
    'Stabilised power supply': 'স্থিতিশীল পাওয়ার সাপ্লাই',
    'ECU opening tool kit': 'ECU খোলার টুল কিট',
    'Probe adapter frame': 'প্রোব অ্যাডাপ্টার ফ্রেম',
    'Checksum licence (1 year)': 'চেকসাম লাইসেন্স (১ বছর)',
    'DTC remover licence': 'DTC রিমুভার লাইসেন্স',
    'Portal hoodie': 'পোর্টাল হুডি',
    'Portal cap': 'পোর্টাল ক্যাপ',
    'Sticker pack': 'স্টিকার প্যাক',
  },
  shortDescription: (name) => `ওয়ার্কশপের জন্য ${name}।`,
  description: (name) => `${name}: প্রচলিত টিউনিং টুল দিয়ে পরীক্ষিত।`,
  shippingMethods: {
    'Standard parcel': 'সাধারণ পার্সেল',
    Express: 'এক্সপ্রেস ডেলিভারি',
  },
  deliveryTimes: {
    '2-3 days': '২-৩ দিন',
    '5-10 days': '৫-১০ দিন',
    'Next day': 'পরের দিন',
    '2-4 days': '২-৪ দিন',
  },
  sellingPoints: {
    'Tested files': { title: 'পরীক্ষিত ফাইল', description: 'প্রতিটি ফাইল পাঠানোর আগে ম্যাপ ও চেকসাম যাচাই করা হয়।' },
    'Fast delivery': {
      title: 'দ্রুত ডেলিভারি',
      description: 'বেশিরভাগ Stage 1 ফাইল কাজের সময়ে এক ঘণ্টার মধ্যে ফেরত আসে।',
    },
    'Real support': {
      title: 'সত্যিকারের সহায়তা',
      description: 'যে টিউনার আপনার ফাইল করেছেন, তাঁর সঙ্গে টিকিট বা লাইভ চ্যাটে কথা বলুন।',
    },
    'Any vehicle': {
      title: 'যেকোনো যানবাহন',
      description: 'গাড়ি, ভ্যান, ট্রাক, ট্রাক্টর, মোটরবাইক ও নৌকা, একটিই ক্রেডিট ব্যালান্সে।',
    },
  },
} satisfies StorefrontTexts;

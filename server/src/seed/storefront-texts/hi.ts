import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'केबल',
    Tools: 'औज़ार',
    Licences: 'लाइसेंस',
    Merchandise: 'ब्रांडेड सामान',
  },
  products: {
    'OBD2 extension cable': 'OBD2 एक्सटेंशन केबल',
    'Bench harness set': 'बेंच हार्नेस सेट',
    'Boot mode adapter': 'बूट मोड एडैप्टर',
    'USB isolator': 'USB आइसोलेटर',
    'Stabilised power supply': 'स्थिर पावर सप्लाई',
    'ECU opening tool kit': 'ECU खोलने का टूल किट',
    'Probe adapter frame': 'प्रोब एडैप्टर फ़्रेम',
    'Checksum licence (1 year)': 'चेकसम लाइसेंस (1 वर्ष)',
    'DTC remover licence': 'DTC रिमूवर लाइसेंस',
    'Portal hoodie': 'पोर्टल हुडी',
    'Portal cap': 'पोर्टल टोपी',
    'Sticker pack': 'स्टिकर पैक',
  },
  shortDescription: (name) => `वर्कशॉप के लिए ${name}।`,
  description: (name) => `${name}: आम ट्यूनिंग टूल्स के साथ परखा गया।`,
  shippingMethods: {
    'Standard parcel': 'मानक पार्सल',
    Express: 'एक्सप्रेस डिलीवरी',
  },
  deliveryTimes: {
    '2-3 days': '2-3 दिन',
    '5-10 days': '5-10 दिन',
    'Next day': 'अगले दिन',
    '2-4 days': '2-4 दिन',
  },
  sellingPoints: {
    'Tested files': { title: 'परखी हुई फ़ाइलें', description: 'हर फ़ाइल भेजने से पहले मैप और चेकसम पर जाँची जाती है।' },
    'Fast delivery': {
      title: 'तेज़ डिलीवरी',
      description: 'ज़्यादातर Stage 1 फ़ाइलें कामकाजी घंटों में एक घंटे के भीतर लौट आती हैं।',
    },
    'Real support': {
      title: 'असली सहायता',
      description: 'जिस ट्यूनर ने आपकी फ़ाइल बनाई, उससे टिकट या लाइव चैट पर बात करें।',
    },
    'Any vehicle': {
      title: 'कोई भी वाहन',
      description: 'कार, वैन, ट्रक, ट्रैक्टर, बाइक और नावें, एक ही क्रेडिट बैलेंस से।',
    },
  },
} satisfies StorefrontTexts;

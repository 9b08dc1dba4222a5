import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' केवल ऑफ-रोड और मोटरस्पोर्ट उपयोग के लिए; सड़क पर चलाने की वैधता की ज़िम्मेदारी ग्राहक की है।',
  services: {
    'Stage 1': { name: 'स्टेज 1', description: 'स्टॉक हार्डवेयर की सुरक्षित सीमाओं के भीतर अधिक पावर और टॉर्क।' },
    'Stage 2': {
      name: 'स्टेज 2',
      description: 'अपग्रेड किए गए इनटेक, इंटरकूलर और एग्ज़ॉस्ट (डाउनपाइप) के लिए। लगाए गए हर पार्ट की जानकारी दें।',
    },
    'Stage 3': {
      name: 'स्टेज 3',
      description: 'बड़े टर्बो या इंजेक्टर के लिए कस्टम कैलिब्रेशन। डेटालॉग भेजें; संशोधन शामिल हैं।',
    },
    'Economy tune': {
      name: 'इकॉनमी ट्यून',
      description: 'कम ईंधन खपत के लिए लो और मिड-रेंज में अधिक टॉर्क; फ़्लीट और ट्रकों में लोकप्रिय।',
    },
    'EGR off': { name: 'EGR बंद', description: 'एग्ज़ॉस्ट गैस रीसर्कुलेशन सॉफ़्टवेयर से बंद किया जाता है।' },
    'DPF/FAP off': { name: 'DPF/FAP बंद', description: 'पार्टिकुलेट फ़िल्टर की निगरानी और रीजनरेशन बंद किए जाते हैं।' },
    'AdBlue/SCR off': {
      name: 'AdBlue/SCR बंद',
      description: 'SCR/AdBlue डोज़िंग और उसकी फ़ॉल्ट निगरानी बंद की जाती है।',
    },
    'DTC off': { name: 'DTC बंद', description: 'चुने गए फ़ॉल्ट कोड हटाए जाते हैं। ऑर्डर की टिप्पणी में कोड लिखें।' },
    'Pops and bangs': {
      name: 'पॉप्स एंड बैंग्स',
      description: 'एक्सीलेरेटर छोड़ने पर एग्ज़ॉस्ट में पटाखे जैसी आवाज़, हल्की या तेज़।',
    },
    'Speed limiter off': { name: 'स्पीड लिमिटर बंद', description: 'टॉप स्पीड लिमिटर बढ़ाया या हटाया जाता है।' },
    'Start/stop off': {
      name: 'स्टार्ट/स्टॉप बंद',
      description: 'इंजन का स्वचालित स्टार्ट/स्टॉप डिफ़ॉल्ट रूप से बंद रहता है।',
    },
    'Lambda/O2 off': { name: 'लैम्ब्डा/O2 बंद', description: 'पीछे वाले ऑक्सीजन सेंसर की निगरानी बंद की जाती है।' },
    'Hardcut/launch control': {
      name: 'हार्डकट/लॉन्च कंट्रोल',
      description: 'लॉन्च कंट्रोल और हार्ड-कट रेव लिमिटर, आपके बताए RPM पर।',
    },
    'Immo off': {
      name: 'इमोबिलाइज़र बंद',
      description: 'ECU बदलने के लिए इमोबिलाइज़र निष्क्रिय किया जाता है। स्वामित्व का प्रमाण आवश्यक है।',
    },
  },
  options: {
    'Gearbox (TCU) file': 'गियरबॉक्स (TCU) फ़ाइल',
    'Raised rev limiter': 'बढ़ाया गया रेव लिमिटर',
    'Two switchable maps': 'बदले जा सकने वाले दो मैप',
    'Extra datalog review round': 'डेटालॉग समीक्षा का एक अतिरिक्त दौर',
    'Aggressive setting': 'एग्रेसिव सेटिंग',
    'Priority processing': 'प्राथमिकता से प्रोसेसिंग',
  },
  credits: (n) => `${n} क्रेडिट`,
  vehicleTypes: { Car: 'कार', Truck: 'ट्रक', Tractor: 'ट्रैक्टर' },
  download: {
    title: 'फ़्लैशिंग चेकलिस्ट',
    description: 'ECU पढ़ने से पहले, ऑर्डर करने से पहले और लिखने से पहले क्या जाँचें।',
  },
} satisfies CatalogueTexts;

import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: 'สายเคเบิล',
    Tools: 'เครื่องมือ',
    Licences: 'ใบอนุญาต',
    Merchandise: 'สินค้าที่ระลึก',
  },
  products: {
    'OBD2 extension cable': 'สายต่อ OBD2',
    'Bench harness set': 'ชุดสายไฟสำหรับโต๊ะงาน',
    'Boot mode adapter': 'อะแดปเตอร์โหมดบูต',
    'USB isolator': 'ตัวแยกสัญญาณ USB',
    'Stabilised power supply': 'แหล่งจ่ายไฟแบบคงที่',
    'ECU opening tool kit': 'ชุดเครื่องมือเปิดกล่อง ECU',
    'Probe adapter frame': 'กรอบอะแดปเตอร์สำหรับโพรบ',
    'Checksum licence (1 year)': 'ใบอนุญาต Checksum (1 ปี)',
    'DTC remover licence': 'ใบอนุญาตลบ DTC',
    'Portal hoodie': 'เสื้อฮู้ด Portal',
    'Portal cap': 'หมวกแก๊ป Portal',
    'Sticker pack': 'ชุดสติกเกอร์',
  },
  shortDescription: (name) => `${name} สำหรับอู่ซ่อม`,
  description: (name) => `${name}: ทดสอบกับเครื่องมือจูนที่ใช้กันทั่วไปแล้ว`,
  shippingMethods: {
    'Standard parcel': 'พัสดุธรรมดา',
    Express: 'จัดส่งด่วน',
  },
  deliveryTimes: {
    '2-3 days': '2-3 วัน',
    '5-10 days': '5-10 วัน',
    'Next day': 'วันถัดไป',
    '2-4 days': '2-4 วัน',
  },
  sellingPoints: {
    'Tested files': {
      title: 'ไฟล์ที่ผ่านการทดสอบ',
      description: 'ทุกไฟล์ได้รับการตรวจแมปและ checksum ก่อนส่งออกจากเรา',
    },
    'Fast delivery': { title: 'ส่งมอบรวดเร็ว', description: 'ไฟล์ Stage 1 ส่วนใหญ่ส่งกลับภายในหนึ่งชั่วโมงในเวลาทำการ' },
    'Real support': { title: 'ซัพพอร์ตตัวจริง', description: 'คุยกับช่างจูนที่ทำไฟล์ของคุณได้โดยตรงผ่านทิกเก็ตหรือแชทสด' },
    'Any vehicle': {
      title: 'รถทุกประเภท',
      description: 'รถยนต์ รถตู้ รถบรรทุก รถแทรกเตอร์ รถจักรยานยนต์ และเรือ ด้วยยอดเครดิตเดียว',
    },
  },
} satisfies StorefrontTexts;

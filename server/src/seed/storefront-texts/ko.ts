import type { StorefrontTexts } from './types.js';

export default {
  categories: {
    Cables: '케이블',
    Tools: '공구',
    Licences: '라이선스',
    Merchandise: '굿즈',
  },
  products: {
    'OBD2 extension cable': 'OBD2 연장 케이블',
    'Bench harness set': '벤치 하네스 세트',
    'Boot mode adapter': '부트 모드 어댑터',
    'USB isolator': 'USB 절연기',
    'Stabilised power supply': '안정화 전원 공급 장치',
    'ECU opening tool kit': 'ECU 개봉 공구 키트',
    'Probe adapter frame': '프로브 어댑터 프레임',
    'Checksum licence (1 year)': '체크섬 라이선스(1년)',
    'DTC remover licence': 'DTC 제거 라이선스',
    'Portal hoodie': 'Portal 후드티',
    'Portal cap': 'Portal 모자',
    'Sticker pack': '스티커 팩',
  },
  shortDescription: (name) => `정비소용 ${name}.`,
  description: (name) => `${name}: 일반적인 튜닝 툴로 테스트했습니다.`,
  shippingMethods: {
    'Standard parcel': '일반 소포',
    Express: '특급 배송',
  },
  deliveryTimes: {
    '2-3 days': '2~3일',
    '5-10 days': '5~10일',
    'Next day': '다음 날',
    '2-4 days': '2~4일',
  },
  sellingPoints: {
    'Tested files': {
      title: '검증된 파일',
      description: '모든 파일은 보내기 전에 맵과 체크섬을 확인합니다.',
    },
    'Fast delivery': {
      title: '빠른 납품',
      description: '대부분의 Stage 1 파일은 영업시간 중 1시간 이내에 돌아옵니다.',
    },
    'Real support': {
      title: '진짜 지원',
      description: '파일을 작업한 튜너와 티켓이나 실시간 채팅으로 직접 이야기하세요.',
    },
    'Any vehicle': {
      title: '모든 차량',
      description: '승용차, 밴, 트럭, 트랙터, 오토바이, 보트까지 하나의 크레딧 잔액으로.',
    },
  },
} satisfies StorefrontTexts;

import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' 오프로드 및 모터스포츠 전용이며, 공도 주행의 적법성은 고객이 책임집니다.',
  services: {
    'Stage 1': {
      name: '스테이지 1',
      description: '순정 하드웨어의 안전 한계 내에서 출력과 토크를 높입니다.',
    },
    'Stage 2': {
      name: '스테이지 2',
      description:
        '흡기, 인터쿨러, 배기(다운파이프)를 업그레이드한 차량용입니다. 장착한 부품을 모두 알려 주세요.',
    },
    'Stage 3': {
      name: '스테이지 3',
      description:
        '더 큰 터보나 인젝터를 위한 맞춤 캘리브레이션입니다. 데이터로그를 보내 주세요. 수정 작업이 포함됩니다.',
    },
    'Economy tune': {
      name: '이코노미 튠',
      description: '저·중속 토크를 높여 연료 소비를 줄입니다. 법인 차량과 트럭에서 인기가 많습니다.',
    },
    'EGR off': { name: 'EGR 해제', description: '소프트웨어로 배기가스 재순환을 끕니다.' },
    'DPF/FAP off': { name: 'DPF/FAP 해제', description: '매연 저감 필터의 감시와 재생을 끕니다.' },
    'AdBlue/SCR off': { name: 'AdBlue/SCR 해제', description: 'SCR/AdBlue 분사와 그 고장 감시를 끕니다.' },
    'DTC off': {
      name: 'DTC 삭제',
      description: '선택한 고장 코드를 삭제합니다. 주문 메모에 코드를 적어 주세요.',
    },
    'Pops and bangs': {
      name: '팝 앤 뱅',
      description: '가속 페달에서 발을 뗄 때 나는 배기 팝 사운드, 부드럽게 또는 강하게.',
    },
    'Speed limiter off': { name: '속도 제한 해제', description: '최고 속도 제한을 높이거나 없앱니다.' },
    'Start/stop off': { name: '스타트/스톱 해제', description: '엔진 자동 스타트/스톱을 기본적으로 끕니다.' },
    'Lambda/O2 off': { name: '람다/O2 해제', description: '후방 산소 센서 감시를 끕니다.' },
    'Hardcut/launch control': {
      name: '하드컷/런치 컨트롤',
      description: '원하시는 RPM으로 설정하는 런치 컨트롤과 하드컷 레브 리미터입니다.',
    },
    'Immo off': {
      name: '이모빌라이저 해제',
      description: 'ECU 교체를 위해 이모빌라이저를 비활성화합니다. 소유 증명이 필요합니다.',
    },
  },
  options: {
    'Gearbox (TCU) file': '변속기(TCU) 파일',
    'Raised rev limiter': '레브 리미터 상향',
    'Two switchable maps': '전환 가능한 맵 2개',
    'Extra datalog review round': '데이터로그 추가 검토 1회',
    'Aggressive setting': '공격적인 설정',
    'Priority processing': '우선 처리',
  },
  credits: (n) => `${n} 크레딧`,
  vehicleTypes: { Car: '승용차', Truck: '트럭', Tractor: '트랙터' },
  download: {
    title: '플래싱 체크리스트',
    description: 'ECU를 읽기 전, 주문하기 전, 쓰기 전에 확인할 사항입니다.',
  },
} satisfies CatalogueTexts;

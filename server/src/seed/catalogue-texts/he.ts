import type { CatalogueTexts } from './types.js';

export default {
  offRoad: ' לשימוש בשטח ובספורט מוטורי בלבד; הלקוח אחראי לחוקיות הנסיעה בכביש.',
  services: {
    'Stage 1': { name: 'סטייג׳ 1', description: 'יותר כוח ומומנט בגבולות הבטוחים של החומרה המקורית.' },
    'Stage 2': {
      name: 'סטייג׳ 2',
      description: 'למערכת יניקה, אינטרקולר ופליטה (דאונפייפ) משודרגות. יש לפרט כל חלק שהותקן.',
    },
    'Stage 3': {
      name: 'סטייג׳ 3',
      description: 'כיול מותאם אישית לטורבו או למזרקים גדולים יותר. יש לשלוח דאטה-לוגים; כולל סבבי תיקונים.',
    },
    'Economy tune': {
      name: 'כיול חסכוני',
      description: 'יותר מומנט בסל״ד נמוך ובינוני לצריכת דלק נמוכה יותר; פופולרי בציי רכב ובמשאיות.',
    },
    'EGR off': { name: 'ביטול EGR', description: 'מחזור גזי הפליטה מנוטרל בתוכנה.' },
    'DPF/FAP off': { name: 'ביטול DPF/FAP', description: 'הניטור והריגנרציה של מסנן החלקיקים מנוטרלים.' },
    'AdBlue/SCR off': {
      name: 'ביטול AdBlue/SCR',
      description: 'מינון SCR/AdBlue וניטור התקלות שלו מנוטרלים.',
    },
    'DTC off': {
      name: 'ביטול DTC',
      description: 'קודי התקלה שנבחרו מוסרים. יש לפרט את הקודים בהערת ההזמנה.',
    },
    'Pops and bangs': {
      name: 'פופס אנד בנגס',
      description: 'פיצוצים ופצפוצים במפלט בשחרור הגז, עדינים או אגרסיביים.',
    },
    'Speed limiter off': { name: 'ביטול מגביל מהירות', description: 'מגביל המהירות המרבית מועלה או מוסר.' },
    'Start/stop off': {
      name: 'ביטול סטארט/סטופ',
      description: 'ההדממה וההתנעה האוטומטית של המנוע מנוטרלות כברירת מחדל.',
    },
    'Lambda/O2 off': { name: 'ביטול למדא/O2', description: 'הניטור של חיישן החמצן האחורי מנוטרל.' },
    'Hardcut/launch control': {
      name: 'הארדקאט/לאנץ׳ קונטרול',
      description: 'לאנץ׳ קונטרול ומגביל סל״ד חד (hard-cut), בסל״ד המבוקש.',
    },
    'Immo off': {
      name: 'ביטול אימובילייזר',
      description: 'האימובילייזר מנוטרל לצורך החלפת מחשב מנוע (ECU). נדרשת הוכחת בעלות.',
    },
  },
  options: {
    'Gearbox (TCU) file': 'קובץ תיבת הילוכים (TCU)',
    'Raised rev limiter': 'מגביל סל״ד מוגבה',
    'Two switchable maps': 'שתי מפות להחלפה',
    'Extra datalog review round': 'סבב נוסף של בדיקת דאטה-לוגים',
    'Aggressive setting': 'הגדרה אגרסיבית',
    'Priority processing': 'טיפול בעדיפות',
  },
  credits: (n) => `${n} קרדיטים`,
  vehicleTypes: { Car: 'רכב פרטי', Truck: 'משאית', Tractor: 'טרקטור' },
  download: {
    title: 'רשימת בדיקה לצריבה',
    description: 'מה לבדוק לפני הקריאה, לפני ההזמנה ולפני הכתיבה למחשב המנוע (ECU).',
  },
} satisfies CatalogueTexts;

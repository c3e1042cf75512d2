import { siteMessages } from './site.ts'

const { shopName } = siteMessages

/** Titles and descriptions of the prerendered public pages, for search results and link previews. */
export const seoMessages = {
  pages: {
    home: {
      title: 'מפה נומרולוגית | מפה נומרולוגית אישית לפי שם ותאריך לידה',
      description:
        'מפה נומרולוגית אישית לפי השם המלא ותאריך הלידה, בקובץ PDF מעוצב שנשלח אליכם תוך 3 ימי עסקים. לעצמכם או כמתנה.',
    },
    privacy: {
      title: `מדיניות פרטיות | ${shopName}`,
      description:
        'איזה מידע אישי החנות שומרת, לשם מה, כמה זמן, ומה נמחק כשמוחקים את החשבון: הכול במדיניות הפרטיות של מפה נומרולוגית.',
    },
    terms: {
      title: `תנאי שימוש | ${shopName}`,
      description:
        'תנאי ההזמנה והשימוש במפה נומרולוגית: מה מקבלים, מועד המשלוח של המפה בקובץ PDF, תשלום, ביטול והחזר.',
    },
    contact: {
      title: `צור קשר | ${shopName}`,
      description:
        'שאלה על הזמנה, על מפה שקיבלתם או על מפה כמתנה? כתבו לנו בטופס, במייל או בטלפון, ונחזור אליכם בהקדם.',
    },
    login: {
      title: `התחברות | ${shopName}`,
      description:
        'התחברו או פתחו חשבון במפה נומרולוגית כדי להזמין מפה אישית, לעקוב אחרי ההזמנות ולהוריד את המפות שלכם.',
    },
    accessibility: {
      title: `הצהרת נגישות | ${shopName}`,
      description:
        'הצהרת הנגישות של מפה נומרולוגית: התקן שהאתר עומד בו (ת״י 5568, WCAG 2.0 AA), איך נבדק, מגבלות ידועות ופרטי רכז/ת הנגישות.',
    },
    order: {
      title: `הזמנת מפה נומרולוגית | ${shopName}`,
      description:
        'הזמינו מפה נומרולוגית אישית לפי שם מלא ותאריך לידה, לעצמכם או כמתנה, ותקבלו אותה בקובץ PDF מעוצב.',
    },
    verifyEmail: {
      title: `אימות כתובת האימייל | ${shopName}`,
      description: 'אימות כתובת האימייל של חשבון במפה נומרולוגית, מהקישור שנשלח במייל.',
    },
    notFound: {
      title: `הדף לא נמצא | ${shopName}`,
      description: 'הדף שחיפשת לא נמצא. אפשר לחזור לדף הבית של מפה נומרולוגית ולהמשיך משם.',
    },
  },
  imageAlt: 'מפה נומרולוגית: מפה אישית לפי שם ותאריך לידה, בקובץ PDF מעוצב',
} as const

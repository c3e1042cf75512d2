import { accountErasure } from './account-erasure.ts'
import { cancellationMessages } from './cancellation.ts'
import { siteMessages } from './site.ts'

const { shopName } = siteMessages

/** The privacy policy and the terms of use, each on its own page. */
export const legalMessages = {
  updated: 'עודכן לאחרונה: 2025',
  contactTitle: 'יצירת קשר',
  contactText: 'לכל שאלה ניתן לפנות אלינו באימייל:',
  privacy: {
    title: 'מדיניות פרטיות',
    intro: `הפרטיות שלכם חשובה לנו. מסמך זה מסביר אילו פרטים אנחנו אוספים באתר ${shopName}, למה הם משמשים ועם מי הם משותפים.`,
    sections: [
      {
        title: 'אילו פרטים אנחנו אוספים',
        paragraphs: [
          'בעת הרשמה והזמנה נאספים השם, כתובת האימייל ומספר הטלפון שלכם, וכן הפרטים הדרושים להכנת המפה: שם מלא ותאריך לידה של האדם שעליו נכתבת המפה. בהזמנת מתנה נשמרים גם כתובת האימייל של מקבל המתנה וההקדשה.',
        ],
      },
      {
        title: 'פרטי תשלום',
        paragraphs: [
          'פרטי כרטיס האשראי אינם נשמרים אצלנו: הם משמשים לביצוע התשלום בלבד, ואינם נשמרים במערכות האתר או ברישומי השרת.',
        ],
      },
      {
        title: 'שיתוף מידע',
        paragraphs: [
          'המידע משותף רק עם נותני שירות הנחוצים לפעילות האתר, כגון עיבוד תשלומים, שליחת אימיילים ואחסון קבצים, ורק במידה הדרושה לכך. איננו מוכרים מידע אישי ואיננו מעבירים אותו לצדדים שלישיים לצורכי שיווק.',
        ],
      },
      {
        title: 'מחיקת החשבון',
        paragraphs: [
          'ניתן למחוק את החשבון בכל עת מתפריט החשבון. המחיקה מיידית ולצמיתות, ולא ניתן לבטל אותה.',
        ],
      },
      {
        title: accountErasure.erasedTitle,
        paragraphs: [],
        items: accountErasure.erased,
      },
      {
        title: accountErasure.keptTitle,
        paragraphs: [accountErasure.kept, accountErasure.giftsKept, accountErasure.fresh],
      },
    ],
  },
  terms: {
    title: 'תנאי שימוש',
    intro: `השימוש באתר ${shopName} ורכישת מפות נומרולוגיות בו כפופים לתנאים הבאים. ביצוע הזמנה מהווה הסכמה להם.`,
    sections: [
      {
        title: 'השירות',
        paragraphs: [
          'האתר מוכר מפות נומרולוגיות אישיות הנבנות מהשם המלא ומתאריך הלידה, ונמסרות כקובץ PDF. המפה נשלחת תוך 3 ימי עסקים (עד 72 שעות) מרגע התשלום, באימייל ובאזור האישי.',
        ],
      },
      {
        title: 'השראה בלבד',
        paragraphs: [
          'תוכן המפה נועד להשראה בלבד ואינו מהווה ייעוץ מקצועי מכל סוג, לרבות ייעוץ רפואי, נפשי, משפטי או פיננסי. אין לקבל החלטות על סמך המפה בלבד.',
        ],
      },
      {
        title: 'מחירים',
        paragraphs: [
          'המחירים באתר נקובים בשקלים ואינם כוללים מע״מ, שמתווסף בעת התשלום. המחירים עשויים להשתנות ללא הודעה מוקדמת, והמחיר שמוצג בעת ביצוע ההזמנה הוא המחיר שחל עליה.',
        ],
      },
      {
        title: 'ביטולים והחזרים',
        paragraphs: [...cancellationMessages.rules, cancellationMessages.rulesHowTo],
      },
      {
        title: 'פרטיות',
        paragraphs: [
          'הטיפול במידע האישי שלכם מתואר במדיניות הפרטיות. פרטי כרטיס האשראי אינם נשמרים אצלנו.',
        ],
      },
    ],
  },
} as const

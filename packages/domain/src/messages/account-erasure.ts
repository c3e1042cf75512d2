import { downloadLinkDays } from '../gift/gift-delivery.ts'

/**
 * What deleting an account erases and keeps: said once, in the deletion dialog and on the privacy
 * page alike, and exactly what DELETE /api/auth/me does (Privacy Protection Law, amendment 13).
 */
export const accountErasure = {
  erasedTitle: 'מה נמחק מיד',
  erased: [
    'השם, הטלפון וכתובת האימייל של החשבון.',
    'פרטי כל המפות שהוזמנו: שמות, תאריכי לידה, טלפונים והערות, וכן כתובת האימייל וההקדשה של מקבלי מתנות.',
    'קובצי ה-PDF של המפות, וקישורי ההורדה שנשלחו אליכם מפסיקים לעבוד.',
    'הזמנות שלא שולמו.',
    'הכתובות והתוכן של המיילים שנשלחו, ופניות שנשלחו מכתובת האימייל של החשבון.',
  ],
  keptTitle: 'מה נשמר, ולמה',
  kept: 'חשבונית המס-קבלה של כל הזמנה ששולמה, כפי שהופקה: מספר, תאריך, סכומים, מע״מ והשם המודפס עליה, בלי שמות האנשים שעבורם הוזמנו המפות. דיני המס בישראל מחייבים לשמור מסמכים חשבונאיים 7 שנים.',
  giftsKept: `מתנה שכבר נמסרה שייכת למי שקיבל אותה: הקישור שנשלח אליו ממשיך לעבוד עד שתוקפו פג, לכל היותר ${downloadLinkDays} ימים מהמחיקה, ועד אז נשמרים רק קובץ המפה ושם המפה. אחר כך גם הם נמחקים.`,
  fresh: 'הרשמה חדשה באותה כתובת אימייל פותחת חשבון ריק.',
} as const

/**
 * The dialog that asks before an account is deleted. A section of its own, not the sign-in
 * texts': those are on every page's first load, this only once the dialog is opened.
 */
export const deleteAccountDialogMessages = {
  title: 'מחיקת החשבון',
  text: 'כל המפות והנתונים שלך יימחקו לצמיתות. לא ניתן לבטל פעולה זו.',
  ...accountErasure,
  confirm: 'מחיקת החשבון לצמיתות',
  cancel: 'ביטול',
  close: 'סגירה',
} as const

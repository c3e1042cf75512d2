import { accountErasure } from './account-erasure.ts'
import { siteMessages } from './site.ts'

const footerSeparator = '·'
const footerParts = (email: string, phone: string) => [siteMessages.shopName, email, phone]

/**
 * Subjects and texts of every e-mail the shop sends, in the plural address the site speaks in; a
 * gift's recipient is the person the map is of, and is spoken to.
 */
export const emailMessages = {
  /** The footer's parts in reading order, each followed by the separator but the last. */
  footerParts,
  footerSeparator,
  footer: (email: string, phone: string) => footerParts(email, phone).join(` ${footerSeparator} `),
  greeting: (name: string | null) => (name ? `שלום ${name},` : 'שלום,'),
  signature: `בברכה,\nצוות ${siteMessages.shopName}`,
  /**
   * Each kind by the name the e-mail log stores, as managers read it in an order's log. A new
   * kind is named here and worded below.
   */
  kindNames: {
    'payment-confirmation': 'אישור תשלום',
    'report-ready': 'מפה מוכנה',
    'gift-on-its-way': 'מתנה בדרך',
    'gift-report-ready': 'מתנה מוכנה',
    'admin-message': 'הודעת מנהל',
    'manager-reminder': 'תזכורת למנהלים',
    'order-cancelled': 'ביטול והחזר',
    'cancellation-link': 'קישור לאישור ביטול',
    'cancellation-received': 'אישור קבלת בקשת ביטול',
    'cancellation-declined': 'דחיית בקשת ביטול',
    'contact-to-managers': 'פנייה מטופס יצירת קשר',
    'contact-ack': 'אישור קבלת פנייה',
    'password-reset': 'איפוס סיסמה',
    'password-changed': 'הסיסמה שונתה',
    'email-verification': 'אימות כתובת אימייל',
    'account-exists': 'החשבון כבר קיים',
    'account-deleted': 'החשבון נמחק',
  } as Record<string, string>,
  paymentConfirmation: {
    subject: (orderNumber: number) =>
      `אישור תשלום להזמנה ${orderNumber} · ${siteMessages.shopName}`,
    intro: 'תודה על ההזמנה! התשלום התקבל ואנחנו כבר מתחילים לעבוד על המפות שלכם.',
    receipt: (receiptNumber: number) =>
      `חשבונית מס קבלה מספר ${receiptNumber} מצורפת למייל זה כקובץ PDF.`,
    total: (amount: string) => `סך הכל ששולם (כולל מע״מ): ${amount}`,
    due: (date: string) => `המפות יישלחו אליכם עד ${date}, במייל ובאזור האישי.`,
    reportsTitle: 'המפות בהזמנה:',
    invoiceLink: 'לצפייה בחשבונית ולהדפסתה',
    cta: 'להזמנות שלי',
  },
  orderCancelled: {
    subject: (orderNumber: number) => `ביטול הזמנה ${orderNumber} והחזר כספי`,
    intro: (orderNumber: number) =>
      `הזמנה ${orderNumber} בוטלה והתשלום עליה הוחזר במלואו לאמצעי התשלום שבו שילמתם.`,
    refund: (amount: string) => `סכום ההחזר: ${amount}`,
    credit: (creditNumber: number, receiptNumber: number) =>
      `הפקנו חשבונית זיכוי מספר ${creditNumber} לחשבונית מס קבלה מספר ${receiptNumber}.`,
    timing: 'ההחזר יופיע בחשבון הכרטיס בהתאם למועדי החיוב של חברת האשראי.',
    creditLink: 'לצפייה בחשבונית הזיכוי',
    cta: 'לתשלומים ולחשבוניות שלי',
  },
  reportReady: {
    subject: (subjectName: string) => `המפה הנומרולוגית של ${subjectName} מוכנה`,
    intro: (subjectName: string) =>
      `המפה הנומרולוגית של ${subjectName} מוכנה ומחכה לכם באזור האישי.`,
    cta: 'להורדת המפה',
    downloadTitle: 'הורדה ישירה, בלי להתחבר:',
    downloadLink: (subjectName: string) => `המפה של ${subjectName} (PDF)`,
    downloadExpiry: (days: number) => `קישורי ההורדה הישירה בתוקף ל-${days} ימים.`,
  },
  giftOnItsWay: {
    subject: (buyerName: string) => `מתנה מ${buyerName} בדרך אליכם: המפה הנומרולוגית שלכם`,
    subjectUnnamed: 'מתנה בדרך אליכם: המפה הנומרולוגית שלכם',
    intro: (buyerName: string) =>
      `קיבלתם מתנה מ${buyerName}: מפה נומרולוגית אישית, שנכתבת עבורכם לפי השם ותאריך הלידה שלכם. אנחנו כבר עובדים עליה.`,
    introUnnamed:
      'קיבלתם מתנה: מפה נומרולוגית אישית, שנכתבת עבורכם לפי השם ותאריך הלידה שלכם. אנחנו כבר עובדים עליה.',
    arrivesOn: (date: string) => `המפה תגיע אליכם במייל ב${date}, בבוקר.`,
    arrivesBy: (date: string) => `המפה תגיע אליכם במייל עד ${date}.`,
  },
  giftReady: {
    subject: (buyerName: string) => `מתנה מ${buyerName}: המפה הנומרולוגית שלכם מוכנה`,
    intro: (buyerName: string) =>
      `קיבלתם מתנה מ${buyerName}: מפה נומרולוגית אישית, שנכתבה עבורכם לפי השם ותאריך הלידה שלכם. היא מוכנה ומחכה לכם.`,
    subjectUnnamed: 'קיבלתם מתנה: המפה הנומרולוגית שלכם מוכנה',
    introUnnamed:
      'קיבלתם מתנה: מפה נומרולוגית אישית, שנכתבה עבורכם לפי השם ותאריך הלידה שלכם. היא מוכנה ומחכה לכם.',
    messageTitle: 'ההקדשה:',
    cta: 'להורדת המפה',
    expiry: (days: number) => `הקישור בתוקף ל-${days} ימים.`,
  },
  reminder: {
    dueSoonSubject: (orderNumber: number) => `תזכורת: הזמנה ${orderNumber} צריכה להישלח בקרוב`,
    overdueSubject: (orderNumber: number) => `באיחור: הזמנה ${orderNumber} עברה את מועד המשלוח`,
    dueSoon: (orderNumber: number, due: string) =>
      `הזמנה ${orderNumber} צריכה להישלח ללקוח עד ${due}, ועדיין יש בה מפות שלא הועלו.`,
    overdue: (orderNumber: number, due: string) =>
      `מועד המשלוח של הזמנה ${orderNumber} (${due}) עבר, ועדיין יש בה מפות שלא הועלו.`,
    pending: (count: number) => `מפות שטרם הועלו: ${count}`,
    cta: 'ללוח הבקרה',
  },
  contactToManagers: {
    subject: (name: string) => `פנייה חדשה מ${name} דרך טופס יצירת הקשר`,
    from: (name: string, email: string, phone: string | null) =>
      `מאת: ${name} <${email}>${phone ? `, טלפון: ${phone}` : ''}`,
  },
  contactAck: {
    subject: `קיבלנו את פנייתכם · ${siteMessages.shopName}`,
    intro: 'תודה שפניתם אלינו! קיבלנו את ההודעה ונחזור אליכם בהקדם.',
  },
  passwordReset: {
    subject: `איפוס סיסמה · ${siteMessages.shopName}`,
    intro: 'קיבלנו בקשה לאיפוס הסיסמה של החשבון שלכם. לבחירת סיסמה חדשה לחצו על הכפתור.',
    expiry: (minutes: number) => `הקישור בתוקף ל-${minutes} דקות ואפשר להשתמש בו פעם אחת בלבד.`,
    notYou: 'לא ביקשתם לאפס את הסיסמה? אפשר להתעלם ממייל זה, והסיסמה לא תשתנה.',
    cta: 'בחירת סיסמה חדשה',
  },
  passwordChanged: {
    subject: `הסיסמה שלכם שונתה · ${siteMessages.shopName}`,
    intro: 'הסיסמה של החשבון שלכם שונתה, והחשבון נותק מכל המכשירים.',
    notYou: 'לא שיניתם את הסיסמה? פנו אלינו מיד בפרטים שלמטה.',
    cta: 'להתחברות',
  },
  emailVerification: {
    subject: `אימות כתובת האימייל · ${siteMessages.shopName}`,
    intro: 'תודה שנרשמתם! כדי להשלים את ההרשמה ולהתחבר, אשרו את כתובת האימייל.',
    expiry: (days: number) => `הקישור בתוקף ל-${days} ימים.`,
    notYou: 'לא נרשמתם? אפשר להתעלם ממייל זה, והחשבון לא יופעל.',
    cta: 'אימות כתובת האימייל',
  },
  accountExists: {
    subject: `ניסיון הרשמה עם הכתובת שלכם · ${siteMessages.shopName}`,
    intro: 'מישהו ניסה לפתוח חשבון חדש עם כתובת האימייל הזאת, אבל כבר יש לכם חשבון אצלנו.',
    whatNow: 'אם זה הייתם אתם, אפשר להתחבר עם הסיסמה, ואם שכחתם אותה אפשר לאפס אותה.',
    notYou: 'לא ניסיתם להירשם? אפשר להתעלם ממייל זה, והחשבון שלכם לא השתנה.',
    cta: 'להתחברות',
    resetLink: 'לאיפוס הסיסמה',
  },
  accountDeleted: {
    subject: `החשבון שלכם נמחק · ${siteMessages.shopName}`,
    intro:
      'לבקשתכם, החשבון שלכם נמחק לצמיתות, ואיתו הפרטים האישיים, המפות וההזמנות שלא שולמו. מייל זה נשלח פעם אחת, והכתובת שלכם נמחקת ממערכות האתר מיד לאחר שליחתו.',
    kept: `${accountErasure.kept} ${accountErasure.giftsKept}`,
    fresh: accountErasure.fresh,
    notYou: 'לא אתם מחקתם את החשבון? פנו אלינו מיד בפרטים שלמטה.',
    privacyLink: 'מה נמחק ומה נשמר, במדיניות הפרטיות',
  },
} as const

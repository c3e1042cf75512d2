import { siteMessages } from './site.ts'

/** Subjects and texts of every e-mail the shop sends. */
export const emailMessages = {
  footer: (email: string, phone: string) => `${siteMessages.shopName} · ${email} · ${phone}`,
  greeting: (name: string | null) => (name ? `שלום ${name},` : 'שלום,'),
  signature: `בברכה,\nצוות ${siteMessages.shopName}`,
  paymentConfirmation: {
    subject: (orderNumber: number) =>
      `אישור תשלום להזמנה ${orderNumber} · ${siteMessages.shopName}`,
    intro: 'תודה על ההזמנה! התשלום התקבל ואנחנו כבר מתחילים לעבוד על המפות שלך.',
    receipt: (receiptNumber: number) => `חשבונית מס קבלה מספר ${receiptNumber}`,
    total: (amount: string) => `סך הכל ששולם: ${amount}`,
    due: (date: string) => `המפות יישלחו אליך עד ${date}, במייל ובאזור האישי.`,
    reportsTitle: 'המפות בהזמנה:',
    invoiceLink: 'לצפייה בחשבונית ולהדפסתה',
    cta: 'להזמנות שלי',
  },
  orderCancelled: {
    subject: (orderNumber: number) => `ביטול הזמנה ${orderNumber} והחזר כספי`,
    intro: (orderNumber: number) =>
      `הזמנה ${orderNumber} בוטלה והתשלום עליה הוחזר במלואו לאמצעי התשלום שבו שילמת.`,
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
      `המפה הנומרולוגית של ${subjectName} מוכנה ומחכה לך באזור האישי.`,
    cta: 'להורדת המפה',
    downloadTitle: 'הורדה ישירה, בלי להתחבר:',
    downloadLink: (subjectName: string) => `המפה של ${subjectName} (PDF)`,
    downloadExpiry: (days: number) => `קישורי ההורדה הישירה בתוקף ל-${days} ימים.`,
  },
  giftOnItsWay: {
    subject: (buyerName: string) => `${buyerName} שלח/ה לך מתנה, והיא בדרך`,
    subjectUnnamed: 'מתנה בדרך אליך: מפה נומרולוגית אישית',
    intro: (buyerName: string, subjectName: string) =>
      `${buyerName} הזמין/ה עבורך מפה נומרולוגית אישית של ${subjectName}, ואנחנו כבר עובדים עליה.`,
    introUnnamed: (subjectName: string) =>
      `הוזמנה עבורך במתנה מפה נומרולוגית אישית של ${subjectName}, ואנחנו כבר עובדים עליה.`,
    arrivesOn: (date: string) => `המפה תגיע אליך במייל ב${date}, בבוקר.`,
    arrivesBy: (date: string) => `המפה תגיע אליך במייל עד ${date}.`,
  },
  giftReady: {
    subject: (buyerName: string) => `${buyerName} שלח/ה לך מתנה: מפה נומרולוגית אישית`,
    intro: (buyerName: string, subjectName: string) =>
      `${buyerName} הזמין/ה עבורך מפה נומרולוגית אישית של ${subjectName}, והיא מוכנה.`,
    subjectUnnamed: 'קיבלת מתנה: מפה נומרולוגית אישית',
    introUnnamed: (subjectName: string) =>
      `הוזמנה עבורך במתנה מפה נומרולוגית אישית של ${subjectName}, והיא מוכנה.`,
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
    subject: `קיבלנו את פנייתך · ${siteMessages.shopName}`,
    intro: 'תודה שפנית אלינו! קיבלנו את ההודעה ונחזור אליך בהקדם.',
  },
  passwordReset: {
    subject: `איפוס סיסמה · ${siteMessages.shopName}`,
    intro: 'קיבלנו בקשה לאיפוס הסיסמה של החשבון שלך. לבחירת סיסמה חדשה לחצו על הכפתור.',
    expiry: (minutes: number) => `הקישור בתוקף ל-${minutes} דקות ואפשר להשתמש בו פעם אחת בלבד.`,
    notYou: 'לא ביקשת לאפס את הסיסמה? אפשר להתעלם ממייל זה, והסיסמה לא תשתנה.',
    cta: 'בחירת סיסמה חדשה',
  },
  passwordChanged: {
    subject: `הסיסמה שלך שונתה · ${siteMessages.shopName}`,
    intro: 'הסיסמה של החשבון שלך שונתה, והחשבון נותק מכל המכשירים.',
    notYou: 'לא שינית את הסיסמה? פנו אלינו מיד בפרטים שלמטה.',
    cta: 'להתחברות',
  },
  emailVerification: {
    subject: `אימות כתובת האימייל · ${siteMessages.shopName}`,
    intro: 'תודה שנרשמת! כדי להשלים את ההרשמה ולהתחבר, אשרו את כתובת האימייל.',
    expiry: (days: number) => `הקישור בתוקף ל-${days} ימים.`,
    notYou: 'לא נרשמת? אפשר להתעלם ממייל זה, והחשבון לא יופעל.',
    cta: 'אימות כתובת האימייל',
  },
  accountExists: {
    subject: `ניסיון הרשמה עם הכתובת שלך · ${siteMessages.shopName}`,
    intro: 'מישהו ניסה לפתוח חשבון חדש עם כתובת האימייל הזאת, אבל כבר יש לך חשבון אצלנו.',
    whatNow: 'אם זה היית את/ה, אפשר להתחבר עם הסיסמה, ואם שכחת אותה אפשר לאפס אותה.',
    notYou: 'לא ניסית להירשם? אפשר להתעלם ממייל זה, והחשבון שלך לא השתנה.',
    cta: 'להתחברות',
    resetLink: 'לאיפוס הסיסמה',
  },
} as const

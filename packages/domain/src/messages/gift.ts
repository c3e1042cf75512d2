/** Gifts: the delivery date, the recipient's e-mail on /my-orders and the links' own pages. */
export const giftMessages = {
  deliveryDate: 'תאריך מסירה',
  deliveryDateHint: (hour: number) =>
    `המפה תישלח למקבל/ת המתנה ביום שבחרתם בשעה ${hour}:00 בבוקר. בלי תאריך, היא תישלח ברגע שתהיה מוכנה.`,
  deliveryOn: (date: string) => `מסירה ב${date}`,
  recipientEmailLabel: 'המייל למקבל/ת',
  recipientEmail: {
    waiting: 'המייל למקבל/ת המתנה יישלח כשהמפה תהיה מוכנה',
    scheduled: (date: string) => `המייל למקבל/ת המתנה מתוזמן ל${date}`,
    queued: 'המייל למקבל/ת המתנה בדרך',
    sent: (date: string) => `המייל נשלח למקבל/ת המתנה ב${date}`,
    failed: 'שליחת המייל למקבל/ת המתנה נכשלה',
  },
  sendAgain: 'שליחה חוזרת',
  sendAgainLabel: (email: string) => `שליחה חוזרת של המפה אל ${email}`,
  sentAgain: 'המפה נשלחה שוב למקבל/ת המתנה',
  sendAgainFailed: 'השליחה החוזרת נכשלה. אנא נסו שוב.',
  notAGift: 'המפה אינה מתנה',
  adminResend: 'שליחת המפה שוב למקבל/ת המתנה',
  adminResent: 'המפה נשלחה שוב למקבל/ת המתנה',
  notReady: 'אפשר לשלוח שוב רק מפה מוכנה',
  heldForDeliveryDate: 'המייל מתוזמן לתאריך המסירה שנבחר, ויישלח אז',
  landingPage: {
    title: 'קיבלתם מפה נומרולוגית במתנה',
    map: (name: string) => `המפה הנומרולוגית של ${name}`,
    text: 'המפה היא קובץ PDF, לקריאה במחשב או בטלפון ולהדפסה.',
    validUntil: (date: string) => `הקישור להורדה בתוקף עד ${date}.`,
    download: 'הורדת המפה (PDF)',
  },
  linkPage: {
    expiredGiftTitle: 'תוקף הקישור למתנה פג',
    invalidGiftTitle: 'הקישור למתנה אינו תקין',
    expiredOwnTitle: 'תוקף קישור ההורדה פג',
    invalidOwnTitle: 'קישור ההורדה אינו תקין',
    expiredText:
      'מטעמי אבטחה, קישור להורדת מפה תקף למשך זמן מוגבל בלבד. המפה עצמה שמורה אצלנו, ואפשר לקבל קישור חדש.',
    invalidText:
      'ייתכן שהקישור הועתק רק בחלקו, או שהמפה כבר אינה זמינה בו. המפה עצמה שמורה אצלנו, ואפשר לקבל קישור חדש.',
    giftAsk: 'כתבו לנו בטופס יצירת הקשר, ונשלח קישור חדש לכתובת המייל שאליה נשלחה המתנה.',
    ownAsk: 'אפשר להוריד את המפה בכל עת מהאזור האישי, או לבקש מאיתנו קישור חדש.',
    removedGiftTitle: 'המתנה כבר אינה זמינה',
    removedOwnTitle: 'המפה כבר אינה זמינה',
    removedText: 'המפה אינה שמורה עוד אצלנו, ולכן אי אפשר להוריד אותה או לקבל קישור חדש אליה.',
    askForLink: 'לבקשת קישור חדש',
    myOrders: 'להזמנות שלי',
    home: 'לדף הבית',
  },
} as const

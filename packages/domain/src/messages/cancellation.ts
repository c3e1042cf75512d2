/** Strings of cancelling a deal: the /cancel page, its e-mails, the managers' view, the disclosure. */

const rules = [
  'הזמנה ששולמה וטרם נמסרה בה אף מפה (לא נשלחה באימייל ולא הורדה), ושבקשת הביטול שלה נשלחה תוך 14 ימים מיום התשלום, מבוטלת מיד: הסכום כולו מוחזר לאמצעי התשלום וחשבונית זיכוי נשלחת באימייל.',
  'בקשה להזמנה שמפה ממנה כבר נמסרה, או שנשלחה לאחר 14 ימים מיום התשלום, נרשמת ומועברת לבדיקת צוות האתר, שישיב לכם באימייל. מפה שנמסרה היא תוכן דיגיטלי שהוכן עבורכם, ולכן ביטולה נבחן לגופו.',
  'על כל בקשה תקבלו אישור באימייל עם תאריך הבקשה ומספר האסמכתה שלה, ובסיום הטיפול הודעה על תוצאתו.',
] as const

export const cancellationMessages = {
  linkLabel: 'ביטול עסקה',
  rules,
  rulesHowTo:
    'ניתן לבטל עסקה בעמוד "ביטול עסקה" באתר, בטלפון או באימייל של שירות הלקוחות. משתמשים מחוברים בוחרים הזמנה מהרשימה; אחרים ממלאים מספר הזמנה ואת כתובת האימייל שלה, ומאשרים בקישור שנשלח לכתובת זו.',
  page: {
    title: 'ביטול עסקה',
    intro:
      'לפי חוק הגנת הצרכן, ניתן לבטל עסקה שנעשתה באתר. מלאו את הטופס, ואנחנו נטפל בבקשה לפי הכללים שלהלן.',
    rulesTitle: 'כללי הביטול',
    formTitle: 'בקשת ביטול',
    signedInTitle: 'בחרו הזמנה לביטול',
    signedInHint: 'ההזמנות ששולמו בחשבון שלכם:',
    noOrders: 'אין בחשבון שלכם הזמנות ששולמו.',
    orderOption: (orderNumber: number, date: string, total: string) =>
      `הזמנה ${orderNumber} · ${date} · ${total}`,
    anonymousTitle: 'ביטול לפי מספר הזמנה',
    anonymousHint:
      'ללא התחברות: מלאו את מספר ההזמנה ואת כתובת האימייל שבה ביצעתם אותה. נשלח לכתובת זו קישור לאישור הביטול.',
    orderNumber: 'מספר הזמנה',
    email: 'אימייל ההזמנה',
    reason: 'סיבת הביטול',
    reasonHint: 'לא חובה. עוזר לנו לטפל בבקשה.',
    submit: 'שליחת בקשת הביטול',
    submitting: 'שולח...',
    linkSent:
      'אם מספר ההזמנה והאימייל תואמים, שלחנו לכתובת ההזמנה קישור לאישור הביטול. הקישור תקף 24 שעות.',
    accepted: (reference: number) =>
      `ההזמנה בוטלה (בקשה מס׳ ${reference}). הסכום כולו יוחזר לאמצעי התשלום, ואישור וחשבונית זיכוי נשלחו אליכם באימייל.`,
    received: (reference: number) =>
      `בקשת הביטול התקבלה (מס׳ ${reference}) ותיבדק על ידי צוות האתר. אישור נשלח אליכם באימייל.`,
  },
  confirm: {
    title: 'אישור ביטול עסקה',
    text: 'לחצו על הכפתור כדי לאשר את בקשת הביטול שנשלחה מהאתר.',
    button: 'אישור הביטול',
    missingToken: 'הקישור חסר או שגוי. ניתן לשלוח בקשה חדשה בעמוד ביטול העסקה.',
  },
  errors: {
    orderNumberRequired: 'יש למלא מספר הזמנה',
    orderNumberInvalid: 'מספר ההזמנה הוא מספר שלם',
    emailInvalid: 'כתובת האימייל אינה תקינה',
    reasonTooLong: 'סיבת הביטול ארוכה מדי (עד 1000 תווים)',
    orderRequired: 'יש לבחור הזמנה',
    sendFailed: 'לא הצלחנו לשלוח את הבקשה. אנא נסו שוב, או פנו אלינו בטלפון או באימייל.',
    orderNotCancellable: 'לא ניתן לבקש ביטול של הזמנה זו: היא לא שולמה או שכבר בוטלה.',
    openRequestExists: 'כבר קיימת בקשת ביטול פתוחה להזמנה זו.',
    linkInvalid: 'הקישור אינו תקף: ייתכן שכבר נעשה בו שימוש או שפג תוקפו. ניתן לשלוח בקשה חדשה.',
    requestNotFound: 'בקשת הביטול לא נמצאה',
    declineReasonRequired: 'יש לכתוב את סיבת הדחייה, והיא תישלח ללקוח',
    declineReasonTooLong: 'סיבת הדחייה ארוכה מדי (עד 1000 תווים)',
  },
  status: {
    unconfirmed: 'ממתינה לאישור בקישור',
    received: 'בקשת ביטול',
    accepted: 'בוטלה',
    declined: 'נדחתה',
  },
  channel: { site: 'באתר', phone: 'בטלפון', email: 'באימייל' },
  /** What the order's cancel_reason records when a buyer's request cancelled it. */
  orderCancelReason: (reference: number, reason: string | null) =>
    `ביטול עסקה לבקשת הלקוח (בקשה מס׳ ${reference})${reason ? `: ${reason}` : ''}`,
  illegalTransition: (from: string, to: string) =>
    `לא ניתן להעביר בקשת ביטול מסטטוס "${from}" לסטטוס "${to}"`,
  admin: {
    title: 'בקשות ביטול',
    openOnly: 'בקשות פתוחות',
    request: (reference: number) => `בקשת ביטול מס׳ ${reference}`,
    order: (orderNumber: number) => `הזמנה ${orderNumber}`,
    received: 'התקבלה',
    reason: 'סיבת הלקוח',
    noReason: 'לא צוינה סיבה',
    declineReason: 'סיבת הדחייה',
    accept: 'אישור הביטול והחזר כספי',
    decline: 'דחיית הבקשה',
    declineHint: 'הסיבה תישלח ללקוח באימייל.',
    record: 'רישום בקשת ביטול',
    recordTitle: 'רישום בקשת ביטול שהתקבלה בטלפון או באימייל',
    channelLabel: 'איך התקבלה הבקשה',
    accepted: 'הבקשה אושרה וההזמנה בוטלה',
    acceptFailed: 'לא ניתן היה לאשר את הבקשה. נסו שוב בעוד רגע.',
    declined: 'הבקשה נדחתה והלקוח עודכן',
    declineFailed: 'לא ניתן היה לדחות את הבקשה. נסו שוב בעוד רגע.',
    recorded: 'הבקשה נרשמה',
    recordFailed: 'לא ניתן היה לרשום את הבקשה. נסו שוב בעוד רגע.',
  },
  email: {
    link: {
      subject: (orderNumber: number) => `אישור בקשת ביטול להזמנה ${orderNumber}`,
      intro: (orderNumber: number) =>
        `התקבלה באתר בקשה לבטל את הזמנה ${orderNumber}. כדי לאשר אותה, לחצו על הכפתור. הקישור תקף 24 שעות ולשימוש אחד.`,
      ignore: 'אם לא ביקשתם לבטל את ההזמנה, התעלמו מהודעה זו וההזמנה תישאר בתוקף.',
      cta: 'אישור הביטול',
    },
    received: {
      subject: (reference: number) => `קיבלנו את בקשת הביטול שלכם (מס׳ ${reference})`,
      intro: (reference: number, date: string, orderNumber: number) =>
        `בקשת ביטול מס׳ ${reference} להזמנה ${orderNumber} התקבלה ב${date}.`,
      accepted:
        'ההזמנה בוטלה והסכום כולו יוחזר לאמצעי התשלום. חשבונית הזיכוי נשלחת אליכם בהודעה נפרדת.',
      pending:
        'מפה מההזמנה כבר נמסרה, או שחלפו 14 ימים מיום התשלום, ולכן הבקשה הועברה לבדיקת צוות האתר. נעדכן אתכם באימייל.',
      reasonTitle: 'סיבת הביטול שכתבתם',
    },
    declined: {
      subject: (reference: number) => `תשובה לבקשת הביטול שלכם (מס׳ ${reference})`,
      intro: (reference: number, orderNumber: number) =>
        `בדקנו את בקשת הביטול מס׳ ${reference} להזמנה ${orderNumber}, ולצערנו לא נוכל לבטל אותה.`,
      reason: (reason: string) => `הסיבה: ${reason}`,
      contact: 'לשאלות ניתן להשיב להודעה זו או לפנות לשירות הלקוחות.',
    },
  },
  /** Consumer Protection Law s.14ג: what the buyer is told before paying, and again in writing. */
  disclosure: {
    title: 'לפני התשלום: פרטי העסקה',
    writtenTitle: 'פרטי העסקה:',
    product:
      'מה תקבלו: מפה נומרולוגית אישית בעברית, המחושבת מהשם המלא ומתאריך הלידה: מספרי הליבה, הבשלות, טבלת ההכללה, שיעורים וחובות קארמיים, פסגות, אתגרים, מחזורי חיים ושנים אישיות.',
    format: 'מבנה: קובץ PDF בגודל A4, כ-14 עמודים ומעלה למפה.',
    total: (total: string) => `מחיר כולל מע״מ: ${total}.`,
    delivery:
      'מסירה: לאחר אישור המפה היא נשלחת באימייל וזמינה להורדה באזור האישי באתר, תוך 3 ימי עסקים (עד 72 שעות) מרגע התשלום.',
    cancel: 'זכות ביטול: ניתן לבטל את העסקה לפי הכללים שבעמוד ביטול העסקה.',
    cancelLink: 'לעמוד ביטול עסקה',
    seller: 'המוכר:',
  },
} as const

/** Password reset and e-mail verification: the pages, the banner and the API's answers. */
export const accountMessages = {
  linkInvalid: 'הקישור אינו תקף: ייתכן שכבר השתמשתם בו או שפג תוקפו. אפשר לבקש קישור חדש.',
  alreadyVerified: 'כתובת האימייל כבר אומתה',
  forgotPassword: {
    link: 'שכחתי סיסמה',
    heading: 'איפוס סיסמה',
    text: 'הזינו את כתובת האימייל של החשבון ונשלח אליה קישור לבחירת סיסמה חדשה.',
    submit: 'שליחת קישור לאיפוס',
    sent: 'אם קיים חשבון עם כתובת זו, שלחנו אליה קישור לאיפוס הסיסמה. הקישור בתוקף לשעה.',
    backToLogin: 'חזרה להתחברות',
  },
  resetPassword: {
    heading: 'בחירת סיסמה חדשה',
    text: 'בחרו סיסמה חדשה לחשבון. לאחר השמירה תנותקו מכל המכשירים.',
    newPassword: 'סיסמה חדשה',
    submit: 'שמירת הסיסמה',
    success: 'הסיסמה עודכנה. אפשר להתחבר עם הסיסמה החדשה.',
    failed: 'שגיאה באיפוס הסיסמה. אנא נסו שוב.',
    requestNew: 'שליחת קישור חדש',
  },
  verifyEmail: {
    heading: 'אימות כתובת האימייל',
    verifying: 'מאמתים את הכתובת...',
    success: 'כתובת האימייל אומתה. תודה!',
    failed: 'שגיאה באימות הכתובת. אנא נסו שוב.',
    toOrder: 'להזמנת מפה',
  },
  unverifiedBanner: {
    text: 'שלחנו אליכם מייל לאימות כתובת האימייל. לא הגיע?',
    resend: 'שליחה חוזרת',
    sent: 'שלחנו מייל אימות חדש',
    failed: 'שגיאה בשליחת מייל האימות',
  },
} as const

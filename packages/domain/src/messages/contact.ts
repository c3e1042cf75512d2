/** The contact form (spec section 5). */
export const contactMessages = {
  nameRequired: 'נא להזין שם',
  nameTooLong: 'השם ארוך מדי',
  emailInvalid: 'כתובת אימייל לא תקינה',
  emailTooLong: 'האימייל ארוך מדי',
  messageRequired: 'נא להזין הודעה',
  messageTooLong: 'ההודעה ארוכה מדי',
  phoneInvalid: 'מספר הטלפון אינו תקין',
  sentTitle: 'ההודעה נשלחה',
  sentText: 'תודה! ההודעה נשלחה ונחזור אליך בהקדם.',
  sendFailed: 'שגיאה בשליחת ההודעה. אנא נסה שוב.',
} as const

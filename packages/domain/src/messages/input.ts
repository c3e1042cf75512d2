/**
 * Answers about what a request carried rather than what it meant: characters that cannot be
 * stored, values of the wrong kind, bodies too large. They stand in for zod's own wording, which
 * would show a customer words like "int", "NaN" or "null".
 */
export const inputMessages = {
  unsupportedCharacters: 'הטקסט מכיל תווים שאינם נתמכים. אנא הסר אותם ונסה שוב.',
  oneLineOnly: 'השדה מקבל שורה אחת בלבד. אנא הסר את מעברי השורה ונסה שוב.',
  required: 'נא למלא את כל השדות הנדרשים',
  invalid: 'אחד הערכים שנשלחו אינו תקין',
  invalidShape: 'מבנה הנתונים שנשלחו אינו תקין',
  expectedText: 'אחד השדות צריך להכיל טקסט',
  expectedNumber: 'אחד השדות צריך להכיל מספר',
  expectedWholeNumber: 'אחד השדות צריך להכיל מספר שלם',
  expectedYesNo: 'אחד השדות צריך להכיל כן או לא',
  expectedList: 'אחד השדות צריך להכיל רשימה',
  numberTooLarge: 'אחד המספרים שהוזנו גדול מדי',
  numberTooSmall: 'אחד המספרים שהוזנו קטן מדי',
  textTooLong: 'אחד השדות ארוך מדי',
  textTooShort: 'אחד השדות קצר מדי',
  tooManyItems: 'נשלחו יותר מדי פריטים',
  tooFewItems: 'נשלחו פחות פריטים מהנדרש',
  notAnOption: 'הערך שנבחר אינו אחת מהאפשרויות',
  emailInvalid: 'כתובת אימייל לא תקינה',
  dateInvalid: 'התאריך אינו תקין',
  formatInvalid: 'אחד הערכים שהוזנו אינו בפורמט הנכון',
  bodyTooLarge: 'הנתונים שנשלחו גדולים מדי',
  unsupportedMediaType: 'סוג התוכן שנשלח אינו נתמך',
  idempotencyKeyReused: 'ההזמנה כבר נשלחה עם פרטים אחרים. אנא רענן את הדף ונסה שוב.',
} as const

/** Messages the API answers with; fit to show a customer as they are. */
export const errorMessages = {
  validation: 'הנתונים שנשלחו אינם תקינים',
  notFound: 'הדף או הפריט המבוקש לא נמצא',
  unauthorized: 'נדרשת התחברות',
  forbidden: 'אין לך הרשאה לבצע פעולה זו',
  conflict: 'הפעולה מתנגשת במצב הנוכחי',
  rateLimited: 'יותר מדי בקשות. אנא נסה שוב בעוד דקה.',
  rateLimitedLater: 'יותר מדי בקשות. אנא נסה שוב מאוחר יותר.',
  internal: 'אירעה שגיאה בשרת. אנא נסה שוב מאוחר יותר.',
  unavailable: 'השירות אינו זמין כרגע. אנא נסה שוב מאוחר יותר.',
} as const

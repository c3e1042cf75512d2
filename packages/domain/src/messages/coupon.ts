/** The customer's coupon box (spec section 8) and the server's reasons for refusing a code. */
export const couponMessages = {
  empty: 'נא להזין קוד קופון',
  invalid: 'קוד קופון לא תקין',
  networkError: 'שגיאה בבדיקת הקופון',
  applied: (code: string) => `קופון "${code}" הופעל בהצלחה!`,
  removed: 'הקופון הוסר',
  notYetValid: 'הקופון עדיין אינו בתוקף',
  expired: 'תוקף הקופון פג',
  exhausted: 'הקופון נוצל במלואו',
  minimumNotMet: (minimum: string) => `הקופון תקף להזמנות מ-${minimum} ומעלה`,
  box: {
    label: 'קוד קופון',
    placeholder: 'הזינו קוד',
    apply: 'הפעלה',
    remove: 'הסרה',
    removeLabel: (code: string) => `הסרת הקופון ${code}`,
    appliedTitle: (code: string) => `קופון ${code}`,
    saving: (amount: string) => `חסכת ${amount}`,
  },
} as const

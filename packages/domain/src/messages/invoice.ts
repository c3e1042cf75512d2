/** Payments, invoices and the printable invoice-receipt (Israeli rules ask for these words). */
export const invoiceMessages = {
  documentTitle: 'חשבונית מס קבלה',
  original: 'מקור',
  notFound: 'החשבונית לא נמצאה',
  description: (reportCount: number, orderNumber: number) =>
    `${reportCount === 1 ? 'מפה נומרולוגית אחת' : `${reportCount} מפות נומרולוגיות`} (הזמנה ${orderNumber})`,
  lineDescription: (subjectName: string) => `מפה נומרולוגית אישית: ${subjectName}`,
} as const

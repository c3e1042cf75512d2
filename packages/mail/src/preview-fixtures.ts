import type { EmailData, EmailTemplate } from './templates/index.ts'

/** The shop's contact details the previews are rendered with. */
export const previewContact = {
  publicUrl: 'http://localhost:3000',
  email: 'info@numerology-maps.co.il',
  phone: '03-1234567',
}

/** Sample data for every template, to look at the e-mails without placing orders. */
export const previewFixtures: { [T in EmailTemplate]: EmailData<T> } = {
  'payment-confirmation': {
    name: 'דנה כהן',
    orderId: '5b1f0c3e-8d4a-4f6b-9a2e-1c7d3e5f9a10',
    orderNumber: 1042,
    receiptNumber: 17,
    totalAgorot: 37908,
    dueAt: '2026-11-25T12:00:00Z',
    subjects: ['דנה כהן', 'נועה לוי'],
  },
  'order-cancelled': {
    name: 'דנה כהן',
    orderId: '5b1f0c3e-8d4a-4f6b-9a2e-1c7d3e5f9a10',
    orderNumber: 1042,
    receiptNumber: 17,
    creditNumber: 3,
    totalAgorot: 37908,
  },
  'report-ready': {
    name: 'דנה כהן',
    subjectName: 'דנה כהן',
    download: { url: 'http://localhost:3000/api/downloads/example-token', expiryDays: 30 },
  },
  'gift-on-its-way': {
    buyerName: 'דנה כהן',
    subjectName: 'נועה לוי',
    giftMessage: 'יום הולדת שמח! שהשנה תביא איתה רק טוב.',
    arrives: { on: '2026-12-04' },
  },
  'gift-report-ready': {
    buyerName: 'דנה כהן',
    subjectName: 'נועה לוי',
    giftMessage: 'יום הולדת שמח! שהשנה תביא איתה רק טוב.',
    downloadUrl: 'http://localhost:3000/api/gifts/example-token',
    expiryDays: 30,
  },
  'manager-reminder': {
    kind: 'due-soon',
    orderNumber: 1042,
    dueAt: '2026-11-25T12:00:00Z',
    pendingReports: 1,
  },
  'admin-message': {
    name: 'דנה כהן',
    subject: 'עדכון על ההזמנה שלכם',
    body: 'המפה שלכם בהכנה ותישלח אליכם עד מחר.\nתודה על הסבלנות!',
  },
  'contact-to-managers': {
    name: 'רותי',
    email: 'ruti@example.co.il',
    phone: '050-1234567',
    message: 'שלום, אפשר להזמין מפה זוגית?',
  },
  'contact-ack': {},
  'password-reset': {
    name: 'דנה כהן',
    resetUrl: 'http://localhost:3000/reset-password?token=example-token',
    expiryMinutes: 60,
  },
  'password-changed': { name: 'דנה כהן' },
  'email-verification': {
    verifyUrl: 'http://localhost:3000/verify-email?token=example-token',
    expiryDays: 7,
  },
  'account-exists': {},
  'account-deleted': { name: 'דנה כהן' },
}

/** The shop's contact details the e-mails' previews are rendered with. */
export const previewContact = {
  publicUrl: 'http://localhost:3000',
  email: 'info@numerology-maps.co.il',
  phone: '03-1234567',
}

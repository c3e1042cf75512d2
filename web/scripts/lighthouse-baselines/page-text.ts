/** The few lines each baseline page shows: a heading, a paragraph and a button, in Hebrew. */
export const pageText = {
  heading: 'מפה נומרולוגית אישית',
  paragraph: 'מפה לפי השם המלא ותאריך הלידה, בקובץ PDF מעוצב.',
  button: 'להזמנת מפה',
}

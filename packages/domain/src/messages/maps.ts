/** The typeset map draft, its review in the admin and the texts tab. */
export const mapMessages = {
  document: {
    coverKicker: 'מפה נומרולוגית אישית',
    coverTitle: 'המפה הנומרולוגית של',
    // The PDF's title and every page's running head
    documentTitle: (name: string) => `מפה נומרולוגית - ${name}`,
    contentsTitle: 'תוכן העניינים',
    pageNumber: (page: string, pages: string) => `עמוד ${page} מתוך ${pages}`,
    gregorianBirthDate: 'תאריך לידה לועזי',
    hebrewBirthDate: 'תאריך לידה עברי',
    numbersTitle: 'המספרים שלך במבט אחד',
    personalYearOf: (year: number) => `לשנת ${year}`,
    noNumber: 'לא חושב',
    noNumberText:
      'בשם כפי שנכתב אין אותיות שמהן נגזר המספר הזה, ולכן המפה מתמקדת בשאר המספרים. אפשר לפנות אלינו כדי להשלים אותו לפי כתיב מלא של השם.',
    personalNoteTitle: 'מילה אישית',
    giftTitle: 'הקדשה',
    giftFrom: (buyer: string) => `באהבה, ${buyer}`,
    closingTitle: 'תודה שבחרת בנו',
    closingText: 'המפה נכתבה במיוחד עבורך. לשאלות, להרחבה או לשיחת ייעוץ אישית, נשמח לשמוע ממך.',
    contactEmail: 'דוא"ל',
    contactPhone: 'טלפון',
    contactSite: 'אתר',
    ages: (from: number, to: number | null) =>
      to === null ? `מגיל ${from}` : `גילאי ${from}-${to}`,
    stage: (index: number) =>
      `התקופה ה${['ראשונה', 'שנייה', 'שלישית', 'רביעית'][index] ?? index + 1}`,
    cycle: (index: number) => `המחזור ה${['ראשון', 'שני', 'שלישי'][index] ?? index + 1}`,
    strongNumbersTitle: 'המספרים החזקים בשם',
    noStrongNumbers:
      'האותיות של השם מתפזרות באופן מאוזן יחסית בין המספרים, ואף מספר אינו בולט מעל האחרים. זהו שם שמאפשר גמישות: אין בו נטייה אחת שמושכת את כל הכוח אליה, ואפשר לפתח כל אחת מהאיכויות לפי הצורך.',
    noKarmicLessons:
      'בשם שלך מופיעים כל המספרים מ-1 עד 9, ולכן אין במפה שיעורים קארמתיים: כל האיכויות הבסיסיות כבר נוכחות בשם, והעבודה היא לאזן ביניהן.',
    noKarmicDebts:
      'באף אחד מהמספרים של המפה לא מופיע סכום של 13, 14, 16 או 19 לפני הצמצום, ולכן אין במפה חובות קארמתיים. הדרך פנויה לבנות על הכישרונות שכבר קיימים.',
    foundIn: (titles: string[]) => `מופיע ב${titles.join(', ב')}`,
    yearsAheadTitle: 'תשע השנים הבאות',
    yearsAheadIntro:
      'כל שנה אישית מביאה נושא משלה, ותשע שנים יוצרות מחזור שלם. הטבלה מראה מה מחכה בכל אחת מהשנים הבאות, כדי שאפשר יהיה לתכנן את הצעדים הגדולים בזמן המתאים.',
    yearColumn: 'שנה',
    numberColumn: 'שנה אישית',
    themeColumn: 'הנושא',
    charts: {
      strong: 'חזק',
      missing: 'חסר',
      inclusionLabel: (cells: string[]) => `טבלת ההכללה: ${cells.join(', ')}`,
      inclusionCell: (number: number, count: number) =>
        count === 1 ? `${number}: אות אחת` : `${number}: ${count} אותיות`,
      todayAt: (age: number) => `היום, גיל ${age}`,
      pinnacles: 'הפסגות',
      challenges: 'האתגרים',
      cycles: 'מחזורי החיים',
      pinnacle: (number: number) => `פסגה ${number}`,
      challenge: (number: number) => `אתגר ${number}`,
      cycle: (number: number) => `מחזור ${number}`,
    },
  },
  sample: {
    // Printed as the sample's personal note, so the PDF itself says whose map it is
    note: 'זוהי מפה לדוגמה של דמות בדויה. כך בדיוק נראית המפה שתקבלו: אותם פרקים, אותם הסברים ואותו עיצוב, לפי השם ותאריך הלידה שלכם.',
    notReady: 'המפה לדוגמה עדיין בהכנה. נסו שוב בעוד כמה דקות.',
    title: 'מפה לדוגמה',
    intro:
      'כך נראית מפה נומרולוגית מלאה, כפי שהיא נשלחת לרוכשים: מפה של דמות בדויה, שחושבה ועוצבה בדיוק כמו המפה שתקבלו לפי השם ותאריך הלידה שלכם.',
    download: 'להורדת המפה לדוגמה (PDF)',
    order: 'להזמנת מפה אישית',
    pageAlt: (page: number, pages: number) => `המפה לדוגמה, עמוד ${page} מתוך ${pages}`,
    loading: 'טוענים את עמודי המפה...',
  },
  admin: {
    aspect: 'היבט במפה',
    textsIntro:
      'הטקסטים שהמפה מציגה לכל מספר בכל היבט. שינוי חל על טיוטות שיופקו מעכשיו; טיוטה קיימת מתעדכנת בהפקה מחדש.',
    heading: 'כותרת',
    text: 'טקסט',
    save: 'שמירה',
    saved: 'הטקסט נשמר',
    textRequired: 'נא להזין טקסט',
    headingRequired: 'נא להזין כותרת',
    textNotFound: 'הטקסט לא נמצא',
    draftTitle: 'טיוטת המפה',
    draftStatus: {
      none: 'טרם הופקה',
      queued: 'בהפקה',
      drafted: 'מוכנה לבדיקה',
      failed: 'ההפקה נכשלה',
      // The report is delivered (its draft approved, or a file uploaded): nothing is left to review
      delivered: 'נמסרה ללקוח',
    },
    numbersTitle: 'המספרים',
    preview: 'תצוגה מקדימה',
    regenerate: 'הפקה מחדש',
    regenerateQueued: 'הטיוטה נשלחה להפקה מחדש',
    approve: 'אישור ושליחה',
    approved: 'המפה אושרה ונשלחה',
    personalNote: 'מילה אישית במפה',
    personalNoteHint: 'מופיעה בטיוטה בפרק משלה; שמירה מפיקה את הטיוטה מחדש',
    saveNote: 'שמירת המילה האישית',
    noteSaved: 'המילה האישית נשמרה והטיוטה בהפקה מחדש',
    noteTooLong: 'עד 2000 תווים',
    noDraft: 'אין עדיין טיוטה למפה הזאת',
    draftNotReady: 'אפשר לאשר רק טיוטה מוכנה',
    reportAlreadyReady: 'המפה כבר נמסרה; אפשר להחליף אותה בהעלאת קובץ',
    nameWithoutLetters: 'בשם אין אותיות עבריות או לטיניות לחישוב',
    renderFailed: (detail: string) => `שגיאה בהפקת הקובץ: ${detail}`,
  },
  promise: {
    deliveryWithinMinutes: 'המפה נשלחת תוך דקות מרגע התשלום, במייל ובאזור האישי באתר.',
    footerWithinMinutes: 'המפה נשלחת תוך דקות, במייל ובאזור האישי.',
    emailWithinMinutes: 'המפות יישלחו אליכם תוך דקות, במייל ובאזור האישי באתר.',
  },
} as const

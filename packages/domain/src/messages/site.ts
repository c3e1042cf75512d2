/** Strings of the public site: header, footer, home, legal pages, 404. */

const shopName = 'מפה נומרולוגית'

export const siteMessages = {
  shopName,
  tagline: 'מפות נומרולוגיות אישיות, מחושבות מהשם ומתאריך הלידה ונשלחות אליכם כקובץ PDF מעוצב.',
  meta: {
    // index.html repeats these two so the tab has a title before the script runs
    title: 'מפה נומרולוגית | מפה נומרולוגית אישית לפי שם ותאריך לידה',
    description:
      'מפה נומרולוגית אישית לפי השם המלא ותאריך הלידה, בקובץ PDF מעוצב שנשלח אליכם תוך 3 ימי עסקים. לעצמכם או כמתנה.',
    pageTitle: (page: string) => `${page} | ${shopName}`,
  },
  loading: 'טוען...',
  form: {
    optional: '(לא חובה)',
    // A form's checks load apart from the page; after a new release only a reload finds them
    loadFailed:
      'לא הצלחנו לטעון את הטופס במלואו. אנא בדקו את החיבור לאינטרנט ונסו שוב, או רעננו את הדף.',
  },
  skipToContent: 'דילוג לתוכן הראשי',
  // The way from the home and order pages to /sample-map
  sampleMapLink: 'מפה לדוגמה',
  closeNotice: 'סגירת ההודעה',
  nav: {
    label: 'ניווט ראשי',
    logoLabel: `${shopName}, מעבר לדף הבית`,
    home: 'דף הבית',
    about: 'אודות',
    numerology: 'נומרולוגיה',
    contact: 'צור קשר',
    menuTitle: 'תפריט',
    openMenu: 'פתיחת תפריט הניווט',
    closeMenu: 'סגירת תפריט הניווט',
  },
  account: {
    login: 'התחברות',
    loginLabel: 'התחברות או הרשמה לאזור האישי',
    menuLabel: (label: string) => `תפריט החשבון: ${label}`,
    sectionLabel: 'החשבון שלי',
    myOrders: 'ההזמנות שלי',
    payments: 'תשלומים וחשבוניות',
    logout: 'התנתקות',
    deleteAccount: 'מחיקת החשבון',
  },
  /**
   * The seller as the footer and the checkout name it (Consumer Protection Law s.14ג). Here rather
   * than with the cancellation page's texts: every page's footer needs it, the rest only /cancel.
   */
  seller: {
    dealerNumber: (dealerNumber: string) => `ע.מ./ח.פ. ${dealerNumber}`,
    pending: 'פרטי העסק יפורסמו לפני פתיחת המכירות.',
  },
  footer: {
    linksLabel: 'קישורים שימושיים',
    linksTitle: 'מידע',
    contactTitle: 'יצירת קשר',
    contact: 'צור קשר',
    privacy: 'מדיניות פרטיות',
    terms: 'תנאי שימוש',
    accessibility: 'הצהרת נגישות',
    deliveryNote: 'המפה נשלחת תוך 3 ימי עסקים (עד 72 שעות), במייל ובאזור האישי.',
    copyright: (year: string) => `© ${year} ${shopName}. כל הזכויות שמורות.`,
    cancel: 'ביטול עסקה',
    sellerTitle: 'פרטי העסק',
  },
  home: {
    hero: {
      eyebrow: 'נומרולוגיה אישית · קובץ PDF מעוצב',
      title: 'המספרים שלכם מספרים את הסיפור שלכם',
      text: 'מפה נומרולוגית אישית, המחושבת מהשם המלא ומתאריך הלידה, שמאירה את הכישרונות, האתגרים והמחזורים של החיים. נשלחת אליכם כקובץ PDF תוך 3 ימי עסקים.',
      startNow: 'התחילו עכשיו',
      sendAsGift: 'שלחו כמתנה',
      priceNote: (priceWithVat: string) => `${priceWithVat} למפה, כולל מע״מ`,
      highlights: ['משלוח תוך 3 ימי עסקים', 'תשלום מאובטח', 'אפשרות למתנה עם הקדשה'],
      wheelCaption: 'מספר הגורל',
    },
    about: {
      title: 'מהי מפה נומרולוגית?',
      paragraphs: [
        'נומרולוגיה היא תורה עתיקה שמייחסת לכל אות ולכל מספר משמעות ותדר משלהם. מתוך השם המלא ותאריך הלידה אפשר לחשב את המספרים המרכזיים שמלווים אדם לאורך חייו: מספר הגורל, מספר הנשמה, מספר האישיות והמחזורים השנתיים.',
        'כל מפה מוכנה בקפידה ובאופן אישי עבור האדם שעליו היא נכתבת, ומרוכזת בקובץ PDF ברור ומעוצב שאפשר לחזור אליו שוב ושוב.',
      ],
      stepsTitle: 'איך זה עובד?',
      steps: [
        {
          title: 'ממלאים פרטים',
          text: 'שם מלא, תאריך לידה ומספר טלפון, עבורכם או עבור מי שתרצו לפנק.',
        },
        { title: 'משלמים בצורה מאובטחת', text: 'פרטי הכרטיס אינם נשמרים אצלנו.' },
        {
          title: 'מקבלים את המפה',
          text: 'תוך 3 ימי עסקים (עד 72 שעות) הקובץ מגיע למייל ולאזור האישי.',
        },
      ],
    },
    numerology: {
      title: 'מה תגלו במפה הנומרולוגית שלכם?',
      intro:
        'המפה מחברת בין המספרים לבין החיים עצמם, ומציעה נקודת מבט חדשה על מי שאתם ועל הדרך שלכם.',
      benefits: [
        {
          title: 'היכרות עמוקה עם עצמכם',
          text: 'מספר הגורל, מספר הנשמה ומספר האישיות חושפים את החוזקות, הכישרונות ודפוסי ההתנהגות שמלווים אתכם.',
        },
        {
          title: 'כיוון בצמתים של החיים',
          text: 'המחזורים והשנים האישיות מאירים מתי נכון לצמוח, ליזום או לעצור ולהתבונן: בקריירה, בזוגיות ובבית.',
        },
        {
          title: 'מתנה אישית ומרגשת',
          text: 'מפה נומרולוגית היא מתנה שאין לאף אחד אחר. אפשר לשלוח אותה ישירות למייל של מי שאתם אוהבים, עם הקדשה אישית.',
        },
      ],
      disclaimer: 'המפה נועדה להשראה בלבד ואינה מהווה ייעוץ מקצועי.',
    },
    cta: {
      title: 'מוכנים לגלות מה המספרים שלכם אומרים?',
      text: 'ממלאים טופס קצר, ואנחנו עושים את השאר. המפה תגיע אליכם תוך 3 ימי עסקים.',
      action: 'למילוי טופס ההזמנה',
    },
  },
  pages: {
    login: 'התחברות',
    adminLogin: 'כניסת מנהלים',
    contact: 'צור קשר',
    order: 'הזמנת מפה נומרולוגית',
    reportForm: 'טופס הזמנה',
    cart: 'סיכום הזמנה',
    checkout: 'תשלום מאובטח',
    myOrders: 'ההזמנות שלי',
    payments: 'תשלומים וחשבוניות',
    invoice: 'חשבונית מס קבלה',
    creditInvoice: 'חשבונית זיכוי',
    admin: 'לוח בקרה למנהלים',
  },
  notFound: {
    heading: 'אופס! הדף לא נמצא',
    // The specification gives this line in English, as is
    title: 'Oops! Page not found',
    subtitle: 'הדף שחיפשת לא נמצא',
    backHome: 'חזרה לדף הבית',
  },
  routeError: {
    title: 'משהו השתבש',
    text: 'אירעה שגיאה בטעינת הדף. אנא רעננו את הדף ונסו שוב.',
    reload: 'רענון הדף',
  },
  apiClient: {
    network: 'אין חיבור לשרת. אנא בדקו את החיבור לאינטרנט ונסו שוב.',
  },
} as const

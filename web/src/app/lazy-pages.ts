import { lazyPage } from './lazy-page'

// Each page is its own chunk, so the home page never downloads the order forms or admin screens.
export const HomePage = lazyPage(() =>
  import('../routes/home/home-page').then((module) => module.HomePage),
)
export const PrivacyPage = lazyPage(() =>
  import('../routes/legal/privacy-page').then((module) => module.PrivacyPage),
)
export const TermsPage = lazyPage(() =>
  import('../routes/legal/terms-page').then((module) => module.TermsPage),
)
export const AccessibilityPage = lazyPage(() =>
  import('../routes/legal/accessibility-page').then((module) => module.AccessibilityPage),
)
export const SampleMapPage = lazyPage(() =>
  import('../routes/sample-map/sample-map-page').then((module) => module.SampleMapPage),
)
export const NotFoundPage = lazyPage(() =>
  import('../routes/not-found/not-found-page').then((module) => module.NotFoundPage),
)
export const LoginPage = lazyPage(() =>
  import('../routes/login/login-page').then((module) => module.LoginPage),
)
export const AdminLoginPage = lazyPage(() =>
  import('../routes/admin-login/admin-login-page').then((module) => module.AdminLoginPage),
)
export const AdminPage = lazyPage(() =>
  import('../routes/admin/admin-page').then((module) => module.AdminPage),
)
export const ContactPage = lazyPage(() =>
  import('../routes/contact/contact-page').then((module) => module.ContactPage),
)
export const CancelPage = lazyPage(() =>
  import('../routes/cancel/cancel-page').then((module) => module.CancelPage),
)
export const CancelConfirmPage = lazyPage(() =>
  import('../routes/cancel/cancel-confirm-page').then((module) => module.CancelConfirmPage),
)
export const OrderPage = lazyPage(() =>
  import('../routes/order/order-page').then((module) => module.OrderPage),
)
export const CartPage = lazyPage(() =>
  import('../routes/cart/cart-page').then((module) => module.CartPage),
)
export const CheckoutPage = lazyPage(() =>
  import('../routes/checkout/checkout-page').then((module) => module.CheckoutPage),
)
export const MyOrdersPage = lazyPage(() =>
  import('../routes/my-orders/my-orders-page').then((module) => module.MyOrdersPage),
)
export const PaymentsPage = lazyPage(() =>
  import('../routes/payments/payments-page').then((module) => module.PaymentsPage),
)
export const InvoicePage = lazyPage(() =>
  import('../routes/invoice/invoice-page').then((module) => module.InvoicePage),
)
export const CreditInvoicePage = lazyPage(() =>
  import('../routes/invoice/invoice-page').then((module) => module.CreditInvoicePage),
)
export const ResetPasswordPage = lazyPage(() =>
  import('../routes/reset-password/reset-password-page').then((module) => module.ResetPasswordPage),
)
export const VerifyEmailPage = lazyPage(() =>
  import('../routes/verify-email/verify-email-page').then((module) => module.VerifyEmailPage),
)

import type { ComponentType } from 'react'
import { lazyPage } from './lazy-page'

// Each page is its own chunk, so the home page never downloads the order forms or admin screens.
// The pages but the home page render components whose recipes the first script leaves out.
const withLaterRecipes = (load: () => Promise<ComponentType>) => () =>
  Promise.all([import('../theme/later-recipes'), load()]).then(([, page]) => page)

export const HomePage = lazyPage(() =>
  import('../routes/home/home-page').then((module) => module.HomePage),
)
export const PrivacyPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/legal/privacy-page').then((module) => module.PrivacyPage),
  ),
)
export const TermsPage = lazyPage(
  withLaterRecipes(() => import('../routes/legal/terms-page').then((module) => module.TermsPage)),
)
export const AccessibilityPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/legal/accessibility-page').then((module) => module.AccessibilityPage),
  ),
)
export const NotFoundPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/not-found/not-found-page').then((module) => module.NotFoundPage),
  ),
)
export const LoginPage = lazyPage(
  withLaterRecipes(() => import('../routes/login/login-page').then((module) => module.LoginPage)),
)
export const AdminLoginPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/admin-login/admin-login-page').then((module) => module.AdminLoginPage),
  ),
)
export const AdminPage = lazyPage(
  withLaterRecipes(() => import('../routes/admin/admin-page').then((module) => module.AdminPage)),
)
export const ContactPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/contact/contact-page').then((module) => module.ContactPage),
  ),
)
export const OrderPage = lazyPage(
  withLaterRecipes(() => import('../routes/order/order-page').then((module) => module.OrderPage)),
)
export const CartPage = lazyPage(
  withLaterRecipes(() => import('../routes/cart/cart-page').then((module) => module.CartPage)),
)
export const CheckoutPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/checkout/checkout-page').then((module) => module.CheckoutPage),
  ),
)
export const MyOrdersPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/my-orders/my-orders-page').then((module) => module.MyOrdersPage),
  ),
)
export const PaymentsPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/payments/payments-page').then((module) => module.PaymentsPage),
  ),
)
export const InvoicePage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/invoice/invoice-page').then((module) => module.InvoicePage),
  ),
)
export const CreditInvoicePage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/invoice/invoice-page').then((module) => module.CreditInvoicePage),
  ),
)
export const ResetPasswordPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/reset-password/reset-password-page').then(
      (module) => module.ResetPasswordPage,
    ),
  ),
)
export const VerifyEmailPage = lazyPage(
  withLaterRecipes(() =>
    import('../routes/verify-email/verify-email-page').then((module) => module.VerifyEmailPage),
  ),
)

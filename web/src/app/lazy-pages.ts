import { lazy } from 'react'

// Each page is its own chunk, so the home page never downloads the order forms or admin screens.
export const HomePage = lazy(() =>
  import('../routes/home/home-page').then((module) => ({ default: module.HomePage })),
)
export const PrivacyPage = lazy(() =>
  import('../routes/legal/privacy-page').then((module) => ({ default: module.PrivacyPage })),
)
export const TermsPage = lazy(() =>
  import('../routes/legal/terms-page').then((module) => ({ default: module.TermsPage })),
)
export const NotFoundPage = lazy(() =>
  import('../routes/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })),
)
export const LoginPage = lazy(() =>
  import('../routes/login/login-page').then((module) => ({ default: module.LoginPage })),
)
export const AdminLoginPage = lazy(() =>
  import('../routes/admin-login/admin-login-page').then((module) => ({
    default: module.AdminLoginPage,
  })),
)
export const AdminPage = lazy(() =>
  import('../routes/admin/admin-page').then((module) => ({ default: module.AdminPage })),
)
export const ContactPage = lazy(() =>
  import('../routes/contact/contact-page').then((module) => ({ default: module.ContactPage })),
)
export const OrderPage = lazy(() =>
  import('../routes/order/order-page').then((module) => ({ default: module.OrderPage })),
)
export const CartPage = lazy(() =>
  import('../routes/cart/cart-page').then((module) => ({ default: module.CartPage })),
)
export const CheckoutPage = lazy(() =>
  import('../routes/checkout/checkout-page').then((module) => ({ default: module.CheckoutPage })),
)
export const MyOrdersPage = lazy(() =>
  import('../routes/my-orders/my-orders-page').then((module) => ({ default: module.MyOrdersPage })),
)
export const PaymentsPage = lazy(() =>
  import('../routes/payments/payments-page').then((module) => ({ default: module.PaymentsPage })),
)
export const InvoicePage = lazy(() =>
  import('../routes/invoice/invoice-page').then((module) => ({ default: module.InvoicePage })),
)

import type { RouteObject } from 'react-router-dom'
import { RequireAdmin } from '../components/auth/require-admin'
import { RequireAuth } from '../components/auth/require-auth'
import { SiteLayout } from '../components/layout/site-layout'
import {
  AccessibilityPage,
  AdminLoginPage,
  AdminPage,
  CancelConfirmPage,
  CancelPage,
  CartPage,
  CheckoutPage,
  ContactPage,
  CreditInvoicePage,
  HomePage,
  InvoicePage,
  LoginPage,
  MyOrdersPage,
  NotFoundPage,
  OrderPage,
  PaymentsPage,
  PrivacyPage,
  ResetPasswordPage,
  SampleMapPage,
  TermsPage,
  VerifyEmailPage,
} from './lazy-pages'
import { prerendered } from './prerendered'

/**
 * Every page of the shop. A route with `handle: prerendered(...)` is rendered to HTML at build
 * (with its title, description and link preview) and the server knows every path listed here:
 * any other answers 404.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage />, handle: prerendered('home', 'home') },
          {
            path: 'privacy',
            element: <PrivacyPage />,
            handle: prerendered('privacy', 'privacy'),
          },
          { path: 'terms', element: <TermsPage />, handle: prerendered('terms', 'terms') },
          {
            path: 'accessibility',
            element: <AccessibilityPage />,
            handle: prerendered('accessibility', 'accessibility'),
          },
          {
            path: 'sample-map',
            element: <SampleMapPage />,
            handle: prerendered('sample-map', 'sampleMap'),
          },
          { path: 'login', element: <LoginPage />, handle: prerendered('login', 'login') },
          { path: 'admin-login', element: <AdminLoginPage /> },
          // Opened from e-mailed links, signed in or not
          { path: 'reset-password', element: <ResetPasswordPage /> },
          {
            path: 'verify-email',
            element: <VerifyEmailPage />,
            // Where a new account lands from its e-mail: its heading paints before the scripts run
            handle: prerendered('verify-email', 'verifyEmail', { listed: false }),
          },
          {
            path: 'contact',
            element: <ContactPage />,
            handle: prerendered('contact', 'contact'),
          },
          {
            path: 'cancel',
            element: <CancelPage />,
            handle: prerendered('cancel', 'cancel'),
          },
          // Opened from the e-mailed link, signed in or not
          { path: 'cancel/confirm', element: <CancelConfirmPage /> },
          // Open to visitors; continuing to the cart asks them to sign in
          { path: 'report-form', element: <OrderPage /> },
          {
            element: <RequireAuth drawnWhileRestoring />,
            children: [
              {
                path: 'order',
                element: <OrderPage />,
                // Rendered at build so that the form paints before the app's scripts have run; for
                // signed-in customers, so not listed in the sitemap
                handle: prerendered('order', 'order', { listed: false }),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'cart', element: <CartPage /> },
              { path: 'checkout', element: <CheckoutPage /> },
              { path: 'my-orders', element: <MyOrdersPage /> },
              { path: 'payments', element: <PaymentsPage /> },
              { path: 'payments/:orderId/invoice', element: <InvoicePage /> },
              {
                path: 'payments/:orderId/credit-invoice',
                element: <CreditInvoicePage />,
              },
            ],
          },
          { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] },
          { path: '*', element: <NotFoundPage />, handle: prerendered('not-found', 'notFound') },
        ],
      },
    ],
  },
]

import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RequireAdmin } from '../components/auth/require-admin'
import { RequireAuth } from '../components/auth/require-auth'
import { SiteLayout } from '../components/layout/site-layout'
import { RouteErrorPage } from '../routes/error/route-error-page'
import {
  AdminLoginPage,
  AdminPage,
  CartPage,
  CheckoutPage,
  ContactPage,
  HomePage,
  InvoicePage,
  LoginPage,
  MyOrdersPage,
  NotFoundPage,
  OrderPage,
  PaymentsPage,
  PrivacyPage,
  TermsPage,
} from './lazy-pages'

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Keeps header and footer on screen when a page fails
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
          { path: 'contact', element: <ContactPage /> },
          // Open to visitors; continuing to the cart asks them to sign in
          { path: 'report-form', element: <OrderPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'order', element: <OrderPage /> },
              { path: 'cart', element: <CartPage /> },
              { path: 'checkout', element: <CheckoutPage /> },
              { path: 'my-orders', element: <MyOrdersPage /> },
              { path: 'payments', element: <PaymentsPage /> },
              { path: 'payments/:orderId/invoice', element: <InvoicePage /> },
            ],
          },
          { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

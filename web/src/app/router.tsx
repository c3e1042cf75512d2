import { he } from '@shop/domain'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RequireAdmin } from '../components/auth/require-admin'
import { RequireAuth } from '../components/auth/require-auth'
import { SiteLayout } from '../components/layout/site-layout'
import { RouteErrorPage } from '../routes/error/route-error-page'
import {
  AdminLoginPage,
  AdminPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  PlaceholderPage,
  PrivacyPage,
  TermsPage,
} from './lazy-pages'

const { pages } = he.site

type Placeholder = readonly [path: string, title: string]

// Screens still to be built; each names itself until its real page replaces it here.
const publicPlaceholders: readonly Placeholder[] = [
  ['contact', pages.contact],
  ['report-form', pages.reportForm],
]
const customerPlaceholders: readonly Placeholder[] = [
  ['order', pages.order],
  ['cart', pages.cart],
  ['checkout', pages.checkout],
  ['my-orders', pages.myOrders],
  ['payments', pages.payments],
]

const placeholderRoutes = (placeholders: readonly Placeholder[]): RouteObject[] =>
  placeholders.map(([path, title]) => ({
    path,
    element: <PlaceholderPage key={path} title={title} />,
  }))

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
          ...placeholderRoutes(publicPlaceholders),
          { element: <RequireAuth />, children: placeholderRoutes(customerPlaceholders) },
          { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

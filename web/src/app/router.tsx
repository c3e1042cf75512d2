import { he } from '@shop/domain'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { SiteLayout } from '../components/layout/site-layout'
import { RouteErrorPage } from '../routes/error/route-error-page'
import { HomePage, NotFoundPage, PlaceholderPage, PrivacyPage, TermsPage } from './lazy-pages'

const { pages } = he.site

// Screens still to be built; each names itself until its real page replaces it here.
const placeholderRoutes: ReadonlyArray<readonly [path: string, title: string]> = [
  ['login', pages.login],
  ['admin-login', pages.adminLogin],
  ['contact', pages.contact],
  ['order', pages.order],
  ['report-form', pages.reportForm],
  ['cart', pages.cart],
  ['checkout', pages.checkout],
  ['my-orders', pages.myOrders],
  ['payments', pages.payments],
  ['admin', pages.admin],
]

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
          ...placeholderRoutes.map(([path, title]) => ({
            path,
            element: <PlaceholderPage key={path} title={title} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

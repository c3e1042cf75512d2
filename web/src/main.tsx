import './zod-without-eval'
import './theme/fonts.css'
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './app/app-providers'
import { AppRoutes } from './app/app-routes'
import { preloadRoute } from './app/preload-route'
import { shellAttribute } from './app/prerendered'
import { startAuth } from './auth/auth-session'
import { nextTurn } from './lib/next-turn'
import { startAppHydrating } from './lib/use-hydrating'
import { startFreshLoadsAtTop } from './lib/use-scroll-to-top'
import { createEmotionCache } from './theme/emotion-cache'
import { shopConfig, shopSystem } from './theme/system'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

startFreshLoadsAtTop()

// Public pages arrive rendered at build, to be hydrated; the rest start from the site's frame and
// a loader, also rendered at build (with the page-wide styles), which the app draws over afresh
const stylesInPage = container.hasChildNodes()
const prerendered = stylesInPage && !container.hasAttribute(shellAttribute)

// Once the prerendered page is hydrated: pages mounted from now on are drawn afresh. The page was
// drawn with the session still unknown, so the session is restored only now: restoring earlier
// would draw a different header and page than the HTML has (a visitor with no stored session is
// known at once to be signed out). In a task after the one that commits the hydrated page, which
// is long enough on a phone already.
const afterHydration = () => setTimeout(() => void startAuth())

// The same tree as the build renders (web/src/prerender/render-page.tsx), but for the router: React
// derives its ids from the tree's shape, and a field's id must be the one its HTML has.
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <AppProviders>
        {/* Without transitions a navigation commits at once; leaving the account pages relies on it */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>
)

// Started here rather than in an effect: StrictMode's doubled effects must not refresh twice.
if (!prerendered) void startAuth()
// The page's own code first: the first render then has the page rather than a spinner that the
// page pushes aside, and a prerendered page hydrates in one pass, meeting no data that arrived
// meanwhile.
// Not a top-level await: one in the entry turns off the bundler's merging of shared chunks, and the
// first load would come in dozens of small files.
// Each step in a task of its own: the page's code is asked for (a link added to the document for
// each of its files) apart from the set-up of the modules loaded so far, and the theme's system is
// built apart from both: its config merged, then the system.
void nextTurn()
  .then(() => preloadRoute(window.location.pathname))
  .then(nextTurn)
  .then(shopConfig)
  .then(nextTurn)
  .then(shopSystem)
  .then(nextTurn)
  .then(() => {
    // As a transition, React renders in short slices and the main thread stays free for the visitor
    startTransition(() => {
      if (prerendered) {
        startAppHydrating(afterHydration)
        hydrateRoot(container, app)
      } else createRoot(container).render(app)
    })
  })

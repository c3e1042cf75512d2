import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './theme/fonts.css'
import { AppProviders } from './app/app-providers'
import { router } from './app/router'
import { startAuth } from './auth/auth-session'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

// Started here rather than in an effect: StrictMode's doubled effects must not refresh twice.
void startAuth()

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)

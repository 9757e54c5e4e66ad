import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createAppRouter } from '@/app/app'
import { appBuildCheck } from '@/app/build-check'
import { setHydrating } from '@/ssr/hydration'
import { readHydrationState } from '@/ssr/state'

appBuildCheck.listenForPreloadErrors()
// In development the server's latest.json names another build than the dev server's.
if (import.meta.env.PROD) appBuildCheck.start()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A page the server rendered hydrates its markup; one it left to the browser renders here.
const state = readHydrationState()
const router = await createAppRouter(state)
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
)
if (state && container.firstChild) {
  setHydrating(true)
  hydrateRoot(container, app)
} else createRoot(container).render(app)

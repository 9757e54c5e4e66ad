import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { appBuildCheck } from '@/app/build-check'

appBuildCheck.listenForPreloadErrors()
// In development the server's latest.json names another build than the dev server's.
if (import.meta.env.PROD) appBuildCheck.start()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

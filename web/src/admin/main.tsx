import '@/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './app'
import { startLanguage } from './lib/text'

const container = document.getElementById('root')
if (!container) throw new Error('admin.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AdminApp language={startLanguage()} />
  </StrictMode>,
)

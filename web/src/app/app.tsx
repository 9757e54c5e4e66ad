import { RouterProvider } from 'react-router/dom'
import { sessionQueryOptions } from '@/features/session/api/get-session'
import { appBuildCheck } from './build-check'
import { AppProvider, createQueryClient } from './provider'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
// The session is asked at start-up, beside the page's own loads (SPEC.md section 7); the header
// shows it as soon as it is known, and a guarded route's loader finds it under way.
void queryClient.query(sessionQueryOptions()).catch(() => undefined)
const router = createAppRouter({ buildCheck: appBuildCheck, queryClient })

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

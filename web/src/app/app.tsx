import { RouterProvider } from 'react-router/dom'
import { appBuildCheck } from './build-check'
import { AppProvider, createQueryClient } from './provider'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
const router = createAppRouter({ buildCheck: appBuildCheck, queryClient })

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

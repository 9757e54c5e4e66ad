import { RouterProvider } from 'react-router/dom'
import { appBuildCheck } from './build-check'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

const router = createAppRouter({ buildCheck: appBuildCheck })

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  )
}

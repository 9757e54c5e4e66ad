import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { LoadingBar } from '@/features/loading-bar/loading-bar'

/** The top of the route tree: the loading bar and scroll restoration around every page. */
export function RootLayout() {
  const navigation = useNavigation()

  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

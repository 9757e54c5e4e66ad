import { useEffect, useState, useSyncExternalStore } from 'react'
import { LoadingBarController, type LoadingBarState } from './loading-bar-controller'

/** Drives a loading bar from a boolean, e.g. whether a navigation is under way. */
export function useLoadingBar(active: boolean): LoadingBarState {
  const [controller] = useState(() => new LoadingBarController())

  useEffect(() => {
    if (active) controller.start()
    else controller.finish()
  }, [active, controller])

  useEffect(
    () => () => {
      controller.dispose()
    },
    [controller],
  )

  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot)
}

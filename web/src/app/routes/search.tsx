import { RouteScreen } from '@/app/route-screen'

/** Search results: title, hit count and a no-hits message (SPEC.md section 2). */
export function Component() {
  return <RouteScreen routeName="search" />
}

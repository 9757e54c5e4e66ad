import type { ReactNode } from 'react'
import { Container } from './container'

/** The id of the page's <main>, target of the skip link and of focus after navigation. */
export const mainContentId = 'main'

export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
      <Container className="py-10 sm:py-14 lg:py-16">{children}</Container>
    </main>
  )
}

import type { ReactNode } from 'react'
import { MainContent } from '@/components/ui/main-content'

/** No header and no footer: the payment provider's return page. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MainContent>{children}</MainContent>
    </div>
  )
}

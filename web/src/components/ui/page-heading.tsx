import type { ReactNode } from 'react'

/** The page's one <h1>, in the display serif with a brass rule beneath. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="font-display text-3xl leading-tight font-semibold tracking-tight text-forest-900 text-balance after:mt-4 after:block after:h-0.5 after:w-16 after:bg-brass-400 sm:text-4xl lg:text-5xl">
      {children}
    </h1>
  )
}

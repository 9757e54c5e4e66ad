import { mainContentId } from './main-content'

/** The first stop for keyboard users: jumps past the header to <main id="main">. */
export function SkipLink({ children }: { children: string }) {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-50 rounded-md bg-cream-50 font-medium text-forest-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2.5"
    >
      {children}
    </a>
  )
}

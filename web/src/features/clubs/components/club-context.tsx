import { createContext, useContext, type ReactNode } from 'react'
import type { ClubSummary } from '../api/get-visible-clubs.content'

const ClubContext = createContext<ClubSummary | null>(null)

/** The club whose pages are showing, for the blocks that show its colours and logo. */
export function ClubProvider({
  club,
  children,
}: {
  club: ClubSummary | null
  children: ReactNode
}) {
  return <ClubContext value={club}>{children}</ClubContext>
}

export function usePageClub(): ClubSummary | null {
  return useContext(ClubContext)
}

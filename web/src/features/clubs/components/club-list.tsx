import type { ClubSummary } from '../api/get-visible-clubs.content'
import { ClubCard } from './club-card'

export function ClubList({ clubs }: { clubs: readonly ClubSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {clubs.map((club) => (
        <li key={club.id}>
          <ClubCard club={club} />
        </li>
      ))}
    </ul>
  )
}

import { describe, expect, it } from 'vitest'
import { clubQueryKey } from './club'
import { clubQueryOptions } from './get-club.content'

describe('clubQueryKey', () => {
  it('is the key of GetClub’s query options', () => {
    expect(clubQueryKey('fr', 'rv-musterstadt')).toEqual(
      clubQueryOptions('fr', 'rv-musterstadt').queryKey,
    )
  })
})

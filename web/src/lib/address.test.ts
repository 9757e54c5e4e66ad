import { describe, expect, it } from 'vitest'
import { toCountry } from './address'

describe('toCountry', () => {
  it('says where to with the preposition and article each country takes', () => {
    expect(['FR', 'DE', 'CH', 'NL', 'GB', 'AT'].map((code) => toCountry(code, 'de'))).toEqual([
      'nach Frankreich',
      'nach Deutschland',
      'in die Schweiz',
      'in die Niederlande',
      'ins Vereinigte Königreich',
      'nach Österreich',
    ])
    expect(['FR', 'LU', 'NL', 'MT', 'AT', 'GB'].map((code) => toCountry(code, 'fr'))).toEqual([
      'en France',
      'au Luxembourg',
      'aux Pays-Bas',
      'à Malte',
      'en Autriche',
      'au Royaume-Uni',
    ])
    expect(['fr', 'NL'].map((code) => toCountry(code, 'en'))).toEqual([
      'to France',
      'to the Netherlands',
    ])
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureBlock } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { TextImageBlock } from './text-image-block'

const block = fixtureBlock('TextImageBlock')

describe('TextImageBlock', () => {
  it.each([
    ['right', true],
    ['left', false],
  ] as const)('puts the image on the %s from tablets up', (imagePosition, ordered) => {
    renderComponent(<TextImageBlock block={{ ...block, imagePosition }} first={false} />, {
      url: '/de',
    })
    expect(screen.getByRole('region', { name: 'Aus der Sattelkammer' })).toBeInTheDocument()
    const image = screen.getByRole('img', { name: 'Sattel auf dem Bock' })
    expect(image.classList.contains('md:order-2')).toBe(ordered)
    expect(screen.getByText('Gepflegtes Leder hält länger.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Pflege' })).toHaveAttribute('href', '/de/stall')
  })

  it('lets the text take the row without an image', () => {
    renderComponent(<TextImageBlock block={{ ...block, image: null, link: null }} first={false} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

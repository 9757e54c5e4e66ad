import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import type { ImageSizes } from '../lib/product'
import { ProductGallery } from './product-gallery'

const image = (name: string, label: string): ImageSizes => ({
  label,
  width: 1200,
  height: 1200,
  small: `/media/small/${name}`,
  medium: `/media/medium/${name}`,
  large: `/media/large/${name}`,
  xlarge: `/media/xlarge/${name}`,
})

const images = [
  image('front', 'Vorderansicht'),
  image('back', 'Rückansicht'),
  image('knee', 'Kniebesatz'),
]

const main = () => screen.getByRole('img', { name: /ansicht|Kniebesatz/ })

describe('ProductGallery', () => {
  it('shows the first image large, with a sharper source for dense screens', () => {
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    expect(main()).toHaveAttribute('src', '/media/large/front')
    expect(main()).toHaveAttribute('srcset', '/media/large/front 1x, /media/xlarge/front 2x')
    expect(main()).toHaveAccessibleName('Vorderansicht')
    expect(screen.getByText('Bild 1 von 3')).toBeInTheDocument()
  })

  it('steps through the images with the arrow buttons, round and round', async () => {
    const user = userEvent.setup()
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }))
    expect(main()).toHaveAttribute('src', '/media/large/back')
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }))
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }))
    expect(main()).toHaveAttribute('src', '/media/large/knee')
    expect(screen.getByText('Bild 3 von 3')).toBeInTheDocument()
  })

  it('shows the thumbnail chosen and marks it current', async () => {
    const user = userEvent.setup()
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    const second = screen.getByRole('button', { name: 'Bild 2 von 3 zeigen' })
    await user.click(second)
    expect(main()).toHaveAttribute('src', '/media/large/back')
    expect(second).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Bild 1 von 3 zeigen' })).toHaveAttribute(
      'aria-current',
      'false',
    )
  })

  it('has no controls for a single image and a quiet placeholder for none', () => {
    const { unmount } = renderComponent(
      <ProductGallery images={images.slice(0, 1)} name="Reithose Ella" />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    const { container } = renderComponent(<ProductGallery images={[]} name="Reithose Ella" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
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
    const second = screen.getByRole('button', { name: 'Rückansicht zeigen (Bild 2 von 3)' })
    await user.click(second)
    expect(main()).toHaveAttribute('src', '/media/large/back')
    expect(second).toHaveAttribute('aria-current', 'true')
    expect(
      screen.getByRole('button', { name: 'Vorderansicht zeigen (Bild 1 von 3)' }),
    ).toHaveAttribute('aria-current', 'false')
  })

  it('steps with the arrow keys, and a thumbnail in focus hands focus on', async () => {
    const user = userEvent.setup()
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    await user.click(screen.getByRole('button', { name: 'Vorderansicht zeigen (Bild 1 von 3)' }))
    await user.keyboard('{ArrowRight}')
    expect(main()).toHaveAttribute('src', '/media/large/back')
    expect(screen.getByRole('button', { name: 'Rückansicht zeigen (Bild 2 von 3)' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(main()).toHaveAttribute('src', '/media/large/knee')
  })

  it('steps on a sideways swipe and not on a tap', () => {
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    const stage = screen.getByRole('button', { name: 'Vorderansicht vergrößern' }).parentElement
    if (!stage) throw new Error('no stage')
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300, clientY: 200 })
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 180, clientY: 210 })
    expect(main()).toHaveAttribute('src', '/media/large/back')
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 100, clientY: 200 })
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 220, clientY: 190 })
    expect(main()).toHaveAttribute('src', '/media/large/front')
    // Mostly downwards: the page scrolls, the image stays.
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 100, clientY: 100 })
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 150, clientY: 300 })
    expect(main()).toHaveAttribute('src', '/media/large/front')
  })

  it('enlarges the image in a dialog that steps on and closes with Escape', async () => {
    const user = userEvent.setup()
    renderComponent(<ProductGallery images={images} name="Reithose Ella" />)
    const enlarge = screen.getByRole('button', { name: 'Vorderansicht vergrößern' })
    await user.click(enlarge)
    // The dialog's chunk loads with the first pointer on the image.
    const dialog = await screen.findByRole('dialog', { name: 'Vorderansicht' })
    expect(within(dialog).getByRole('img', { name: 'Vorderansicht' })).toHaveAttribute(
      'src',
      '/media/xlarge/front',
    )
    const zoomIn = within(dialog).getByRole('button', { name: /Heranzoomen/ })
    await user.click(zoomIn)
    expect(zoomIn).toHaveAttribute('aria-pressed', 'true')
    await user.keyboard('{ArrowRight}')
    const next = screen.getByRole('dialog', { name: 'Rückansicht' })
    expect(within(next).getByRole('img')).toHaveAttribute('src', '/media/xlarge/back')
    expect(within(next).getByRole('button', { name: /Heranzoomen/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(main()).toHaveAttribute('src', '/media/large/back')
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Rückansicht vergrößern' })).toHaveFocus()
    })
  })

  it('has no stepping controls for a single image and a quiet placeholder for none', () => {
    const { unmount } = renderComponent(
      <ProductGallery images={images.slice(0, 1)} name="Reithose Ella" />,
    )
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).toBeNull()
    unmount()
    const { container } = renderComponent(<ProductGallery images={[]} name="Reithose Ella" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  })
})

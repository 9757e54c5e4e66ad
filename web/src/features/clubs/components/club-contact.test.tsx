import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '@/testing/render-component'
import { ClubContact, telHref } from './club-contact'

describe('ClubContact', () => {
  it('shows the person, the address by lines, mail as mailto and phone as tel', () => {
    renderComponent(
      <ClubContact
        contact={{
          name: 'Erika Muster',
          email: 'vorstand@rv-musterstadt.example',
          phone: '+49 (89) 123-4567',
          address: 'Reitverein Musterstadt e. V.\nLindenweg 3\n85540 Haar',
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Kontakt' })
    expect(section).toHaveTextContent('Erika Muster')
    expect(screen.getByText('Lindenweg 3')).toBeInTheDocument()
    expect(screen.getByText('85540 Haar')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'vorstand@rv-musterstadt.example' })).toHaveAttribute(
      'href',
      'mailto:vorstand@rv-musterstadt.example',
    )
    expect(screen.getByRole('link', { name: '+49 (89) 123-4567' })).toHaveAttribute(
      'href',
      'tel:+49891234567',
    )
  })

  it('shows only what is filled in', () => {
    renderComponent(
      <ClubContact contact={{ name: null, email: null, phone: '089 1234', address: null }} />,
    )
    expect(screen.getByRole('link', { name: '089 1234' })).toHaveAttribute('href', 'tel:0891234')
    expect(screen.queryByText('Ansprechperson')).toBeNull()
    expect(screen.queryByText('Anschrift')).toBeNull()
    expect(screen.queryByText('E-Mail')).toBeNull()
  })

  it('shows nothing when the club gave no contact', () => {
    const { container } = renderComponent(
      <ClubContact contact={{ name: null, email: null, phone: null, address: null }} />,
    )
    expect(container.textContent).toBe('')
  })

  it('keeps the plus of an international number', () => {
    expect(telHref(' +43 1 234')).toBe('tel:+431234')
  })
})

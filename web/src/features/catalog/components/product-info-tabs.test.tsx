import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { productDetail, products } from '@/testing/catalog-fixtures'
import { renderComponent } from '@/testing/render-component'
import { toProductDetail } from '../lib/product-detail'
import { ProductInfoTabs } from './product-info-tabs'

/**
 * Every product field that holds HTML, as the server sends it (sanitised
 * on save by catalog.richText): each must show as formatted text, never as
 * its tags.
 */
const htmlFields = {
  description: { html: '<p>Die Hose <strong>sitzt</strong>.</p>' },
  material_care: '<p><strong>Material:</strong> 98 % Baumwolle</p><ul><li>30 °C</li></ul>',
  size_info: '<table><tbody><tr><th>Größe</th><td>36</td></tr></tbody></table>',
  manufacturer_info: '<p><strong>Paddock</strong> &amp; Söhne</p>',
  product_safety: {
    manufacturer_name: 'Paddock GmbH',
    manufacturer_address: 'Hauptstraße 1\n12345 Reitstadt',
    manufacturer_country: 'Deutschland',
    manufacturer_email: null,
    safety_notes: '<p>Von <em>Feuer</em> fernhalten.</p>',
  },
}

const product = toProductDetail({ ...productDetail(products.ella, 'de'), ...htmlFields })

describe('ProductInfoTabs', () => {
  it('renders every product field that holds HTML as rich text, not as tag text', () => {
    const { container } = renderComponent(
      <ProductInfoTabs product={product} manufacturer="Paddock" sizeGuide={undefined} />,
    )
    // Tabs keep hidden panels in the document; the phone accordion does the same.
    expect(container.textContent).not.toMatch(/<\/?(p|strong|em|ul|li|table|tr|td|th)\b/)
    expect(container.textContent).not.toContain('&amp;')
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    const panel = (name: string) => {
      const found = panels.find(
        (p) => p.getAttribute('aria-labelledby') === screen.getByRole('tab', { name }).id,
      )
      if (!found) throw new Error(`no panel ${name}`)
      return found
    }
    expect(within(panel('Beschreibung')).getByText('sitzt').tagName).toBe('STRONG')
    const material = panel('Material & Pflege')
    expect(within(material).getByText('Material:').tagName).toBe('STRONG')
    expect(material.querySelectorAll('li')).toHaveLength(1)
    const sizes = panel('Größen')
    expect(sizes.querySelector('table td')?.textContent).toBe('36')
    const maker = panel('Hersteller')
    expect(within(maker).getByText('Paddock', { selector: 'strong' })).toBeInTheDocument()
    expect(maker.textContent).toContain('Paddock & Söhne')
    expect(within(maker).getByText('Feuer').tagName).toBe('EM')
  })

  // The address is stored without its country and the country as a code
  // the server names in the page's language: no "Deutschland" on an
  // English or French page.
  it.each([
    ['en', 'Germany'],
    ['fr', 'Allemagne'],
  ] as const)('names the manufacturer’s country in %s', (locale, country) => {
    const localised = toProductDetail(productDetail(products.ella, locale))
    renderComponent(
      <ProductInfoTabs product={localised} manufacturer="Paddock" sizeGuide={undefined} />,
      { url: `/${locale}/page` },
    )
    const address = screen.getAllByText(/Koppelweg 4/, { exact: false })[0]
    expect(address?.textContent).toBe(`Koppelweg 4\n29320 Hermannsburg\n${country}`)
    expect(document.body.textContent).not.toContain('Deutschland')
  })
})

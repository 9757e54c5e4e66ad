import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import {
  colours,
  productDetail,
  products,
  shippingEstimate,
  sizes,
} from '@/testing/catalog-fixtures'
import { renderRoute } from '@/testing/render-route'

const ella = '/de/kniebesatz-reithose-ella'
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
/** The price block's first figure: the price to pay. */
const priceLine = () => text(document.querySelector('main h1 ~ div > p > span'))
const mainImage = () =>
  document.querySelector('main img[fetchpriority="high"]')?.getAttribute('src')

describe('the product page', () => {
  it('shows name, manufacturer, price block, breadcrumbs and the notes', async () => {
    renderRoute(ella)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kniebesatz-Reithose Ella' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Paddock', { selector: 'main p' })).toBeInTheDocument()
    // The variants differ in price until one is chosen.
    expect(priceLine()).toBe('ab 44,95 €')
    // PAngV § 11: the struck-out price is the lowest of 30 days, as the badge's.
    expect(text(document.querySelector('main h1 ~ div s'))).toBe('statt 49,95 €')
    expect(screen.getByText(/niedrigster Preis der letzten 30 Tage/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Versand' })[0]).toHaveAttribute(
      'href',
      '/de/service/versand',
    )
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Startseite', 'Reiter', 'Reitbekleidung', 'Reithosen', 'Kniebesatz-Reithosen'])
    // The 30-day return note and the delivery note come from the CMS.
    expect(await screen.findByText('30 Tage Rückgaberecht')).toBeInTheDocument()
    expect(screen.getByText('Lieferung')).toBeInTheDocument()
    expect(commerceRequests('GetCmsBlocks')[0]?.variables).toEqual({
      identifiers: ['product-return-note', 'delivery-note', 'size-guide-riding-wear'],
    })
    await waitFor(() => {
      expect(document.title).toBe('Kniebesatz-Reithose Ella | Kniebesatz-Reithosen | Paddock')
    })
    expect(document.querySelector('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/en/knee-patch-breeches-ella`,
    )
  })

  it('changes price, images, stock and SKU with the variant, and keeps the choice in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute(ella)
    await screen.findByRole('heading', { level: 1 })
    expect(mainImage()).toBe('/media/large/ella-olive-front')

    await user.click(screen.getByRole('radio', { name: 'Schwarz' }))
    expect(router.state.location.search).toBe(`?color=${String(colours.black)}`)
    expect(mainImage()).toBe('/media/large/ella-black-front')
    expect(screen.getAllByRole('button', { name: /zeigen \(Bild \d von 3\)/ })).toHaveLength(3)

    await user.click(screen.getByRole('radio', { name: '40' }))
    expect(router.state.location.search).toBe(
      `?color=${String(colours.black)}&size=${String(sizes.s40)}`,
    )
    expect(priceLine()).toBe('54,95 €')
    expect(screen.queryByText(/Niedrigster Preis/)).toBeNull()
    expect(screen.getByText('Artikelnummer: RH-KB-ELLA-BLACK-40')).toBeInTheDocument()
    expect(screen.getByText('Lieferzeit 3 Werktage')).toBeInTheDocument()
  })

  it('opens with the variant the URL names', async () => {
    renderRoute(`${ella}?color=${String(colours.olive)}&size=${String(sizes.s36)}`)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('radio', { name: 'Oliv' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '36' })).toBeChecked()
    expect(priceLine()).toBe('44,95 €')
    expect(screen.getByText('Lieferzeit 2–4 Werktage')).toBeInTheDocument()
    expect(screen.getByText(/Nur noch 3 verfügbar/)).toBeInTheDocument()
  })

  it.each([
    [
      'a German reader',
      ella,
      'DE',
      'Versand nach Deutschland: 4,95 €, kostenlos ab 75,00 €',
      'Lieferzeit 2–4 Werktage',
    ],
    [
      'a German reader living in France',
      ella,
      'FR',
      'Versand nach Frankreich: 9,95 €, kostenlos ab 150,00 €',
      'Lieferzeit 3–6 Werktage',
    ],
    [
      'a French reader',
      '/fr/pantalon-basanes-genoux-ella',
      'FR',
      'Livraison en France : 9,95 €, offerte dès 150,00 €',
      'Livraison sous 3 à 6 jours ouvrés',
    ],
    [
      'an English reader living in Austria',
      '/en/knee-patch-breeches-ella',
      'AT',
      'Shipping to Austria: €9.95, free from €150.00',
      'Delivery in 3–6 working days',
    ],
  ] as const)(
    'promises %s shipping to the estimate’s country beside the delivery time, its extra days added',
    async (_case, path, country, promise, delivery) => {
      serveCommerce({ GetShippingEstimate: () => shippingEstimate(country) })
      renderRoute(`${path}?color=${String(colours.olive)}&size=${String(sizes.s36)}`)
      await screen.findByRole('heading', { level: 1 })
      expect(await screen.findByText(promise)).toBeInTheDocument()
      expect(await screen.findByText(delivery)).toBeInTheDocument()
    },
  )

  it('says a product ships free when its price alone reaches the threshold', async () => {
    const cheap = shippingEstimate('DE')
    cheap.shippingEstimate.free_shipping_from.value = 40
    serveCommerce({ GetShippingEstimate: () => cheap })
    renderRoute(`${ella}?color=${String(colours.olive)}&size=${String(sizes.s36)}`)
    expect(await screen.findByText('Kostenloser Versand nach Deutschland')).toBeInTheDocument()
  })

  it('says when a variant is out of stock; add to cart stays disabled and says why', async () => {
    renderRoute(`${ella}?color=${String(colours.olive)}&size=${String(sizes.s38)}`)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByText('Dieses Produkt ist derzeit nicht vorrätig.')).toBeInTheDocument()
    const add = screen.getByRole('button', { name: 'In den Warenkorb' })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription('Dieses Produkt ist derzeit nicht vorrätig.')
  })

  it('asks for the missing choice before anything else', async () => {
    renderRoute(`${ella}?color=${String(colours.black)}`)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toHaveAccessibleDescription(
      /^Bitte wählen Sie zuerst: Größe\./,
    )
  })

  it('states a text option’s limit before typing and says when a text is longer, without cutting it', async () => {
    const user = userEvent.setup()
    renderRoute(ella)
    const field = await screen.findByRole('textbox', { name: /Name am Knie/ })
    expect(field).not.toHaveAttribute('maxlength')
    expect(screen.getByText('max. 12 Zeichen')).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription('max. 12 Zeichen 0 von 12 Zeichen')
    expect(screen.getByText(/Aufpreis 5,00/)).toBeInTheDocument()
    await user.type(field, 'Lotta')
    expect(field).toHaveAccessibleDescription('max. 12 Zeichen 5 von 12 Zeichen')
    await user.type(field, ' Sophie Marie')
    expect(field).toHaveValue('Lotta Sophie Marie')
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(
      'max. 12 Zeichen 18 von 12 Zeichen Bitte höchstens 12 Zeichen.',
    )
  })

  it('shows the other colours, the information tabs, the related products and the upsells', async () => {
    const user = userEvent.setup()
    // The reviews tab (the app's reviews feature) of a product nobody reviewed yet.
    serveCommerce({
      GetProductReviews: ({ sku }) => ({
        products: {
          items: [
            {
              uid: 'MTA=',
              sku,
              rating_summary: 0,
              review_count: 0,
              reviews: { items: [], page_info: { current_page: 1, total_pages: 0 } },
            },
          ],
        },
      }),
    })
    renderRoute(ella)
    const colourLinks = await screen.findByRole('region', { name: 'Weitere Farben' })
    expect(within(colourLinks).getByRole('link', { name: /Oliv/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(colourLinks).getByRole('link', { name: /Navy/ })).toHaveTextContent(/Ausverkauft/)
    const tabs = await screen.findByRole('tablist', { name: 'Produktinformationen' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Beschreibung', 'Material & Pflege', 'Bewertungen', 'Größen', 'Hersteller'])
    await user.click(within(tabs).getByRole('tab', { name: 'Bewertungen' }))
    const reviews = screen.getByRole('tabpanel', { name: 'Bewertungen' })
    expect(await within(reviews).findByText('Noch keine Bewertungen')).toBeInTheDocument()
    expect(reviews).toHaveTextContent('So prüfen wir Bewertungen')
    await user.click(within(tabs).getByRole('tab', { name: 'Hersteller' }))
    const safety = screen.getByRole('tabpanel', { name: 'Hersteller' })
    expect(safety).toHaveTextContent('Produktsicherheit')
    expect(
      within(safety).getByRole('link', { name: 'sicherheit@paddock.example' }),
    ).toHaveAttribute('href', 'mailto:sicherheit@paddock.example')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Das könnte Ihnen auch gefallen' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kniebesatz-Reithose Wilma' })).toBeInTheDocument()
    const related = screen.getByRole('region', { name: 'Passend dazu' })
    expect(within(related).getAllByRole('link').length).toBeGreaterThan(0)
  })

  it('shows base price and content for feed sold by the kilo', async () => {
    renderRoute('/de/mineralfutter-basis')
    await screen.findByRole('heading', { level: 1, name: 'Mineralfutter Basis' })
    expect(screen.getByText(/^Inhalt: 10 kg/)).toHaveTextContent(/3,00\s€ \/ 1 kg/)
    expect(screen.getByText('Neu')).toBeInTheDocument()
  })

  it('switches language to the same product under that language’s url key', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute(`${ella}?color=${String(colours.olive)}`)
    await screen.findByRole('heading', { level: 1, name: 'Kniebesatz-Reithose Ella' })
    await user.click(screen.getByRole('button', { name: /Sprache/ }))
    const menu = await screen.findByRole('menu', { name: 'Sprache wählen' }, { timeout: 5_000 })
    const english = within(menu).getByRole('menuitem', { name: 'English' })
    expect(english).toHaveAttribute(
      'href',
      `/en/knee-patch-breeches-ella?color=${String(colours.olive)}`,
    )
    await user.click(english)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Knee-patch breeches Ella' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/en/knee-patch-breeches-ella')
    expect(screen.getByRole('radio', { name: 'Olive' })).toBeChecked()
  })

  it('moves on from an old url key to the current one', async () => {
    serveCommerce({
      GetRoute: ({ url }) =>
        url === 'reithose-ella-alt'
          ? {
              route: {
                type: 'PRODUCT',
                relative_url: 'kniebesatz-reithose-ella',
                redirect_code: 301,
                url_key: 'kniebesatz-reithose-ella',
              },
            }
          : { route: null },
    })
    const { router } = renderRoute('/de/reithose-ella-alt?color=11')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/de/kniebesatz-reithose-ella')
    })
    expect(router.state.location.search).toBe('?color=11')
  })

  it('shows the 404 screen for a path the API does not know', async () => {
    renderRoute('/de/reiter/gibt-es-nicht')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })

  it('shows the 404 screen when the route names a product that is gone', async () => {
    serveCommerce({ GetProductsByUrlKey: () => ({ products: { items: [] } }) })
    renderRoute(ella)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })

  it('keeps the product readable when it has no description or images', async () => {
    serveCommerce({
      GetProductsByUrlKey: (_variables, { locale }) => ({
        products: { items: [{ ...productDetail(products.wilma, locale), media_gallery: [] }] },
      }),
    })
    renderRoute('/de/kniebesatz-reithose-wilma')
    await screen.findByRole('heading', { level: 1, name: 'Kniebesatz-Reithose Wilma' })
    expect(screen.getByText('Dieses Produkt ist derzeit nicht vorrätig.')).toBeInTheDocument()
    expect(
      await screen.findByText('Zu diesem Artikel gibt es noch keine Beschreibung.'),
    ).toBeInTheDocument()
  })
})

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { expectNoAxeViolations } from '@/testing/axe'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { renderComponent } from '@/testing/render-component'
import { MyReviewsPage } from './my-reviews-page'

const product = (name: string, key: string) => ({
  uid: `uid-${key}`,
  sku: key.toUpperCase(),
  name,
  url_key: key,
  url_suffix: '',
  small_image: { label: name, sizes: { small: `/media/small/${key}.jpg` } },
})

const reviews = [
  {
    product: product('Reithelm Aero', 'reithelm-aero'),
    summary: 'Leicht und luftig',
    text: 'Sitzt gut.',
    nickname: 'Lena',
    created_at: '2026-11-20 10:00:00',
    average_rating: 80,
    status: 'PENDING',
    shop_reply: null,
  },
  {
    product: product('Stalldecke Nordwind', 'stalldecke-nordwind'),
    summary: 'Warm',
    text: 'Hält warm.',
    nickname: 'Lena',
    created_at: '2026-10-02 10:00:00',
    average_rating: 100,
    status: 'APPROVED',
    shop_reply: { text: 'Danke, Lena!', created_at: '2026-10-03 09:00:00' },
  },
  {
    product: product('Gamaschen Flex', 'gamaschen-flex'),
    summary: 'Naja',
    text: 'Geht so.',
    nickname: 'Lena',
    created_at: '2026-09-01 10:00:00',
    average_rating: 40,
    status: 'REJECTED',
    shop_reply: null,
  },
]

function serveReviews(items: typeof reviews, totalPages = 1) {
  serveCommerce({
    GetCustomerReviews: (variables) => ({
      customer: {
        reviews: {
          items,
          page_info: { current_page: Number(variables.currentPage), total_pages: totalPages },
        },
      },
    }),
  })
}

describe('MyReviewsPage', () => {
  it('lists the own reviews with product, stars, where each stands and the shop’s reply', async () => {
    serveReviews(reviews)
    renderComponent(<MyReviewsPage />, { url: '/de/customer/reviews' })
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Bewertungen' })).toBeInTheDocument()
    const list = await screen.findByRole('region', { name: 'Ihre Bewertungen' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const [pending, approved, rejected] = items
    if (!pending) throw new Error('no review')
    expect(within(pending).getByRole('link', { name: 'Reithelm Aero' })).toHaveAttribute(
      'href',
      '/de/reithelm-aero',
    )
    expect(pending).toHaveTextContent('In Prüfung')
    expect(pending).toHaveTextContent('4 von 5 Sternen')
    expect(approved).toHaveTextContent('Veröffentlicht')
    expect(approved).toHaveTextContent('Antwort von Paddock')
    expect(approved).toHaveTextContent('Danke, Lena!')
    expect(rejected).toHaveTextContent('Nicht veröffentlicht')
    expect(rejected).toHaveTextContent('gegen unsere Regeln')
    expect(commerceRequests('GetCustomerReviews')[0]?.variables).toEqual({
      currentPage: 1,
      pageSize: 10,
    })
    await expectNoAxeViolations(document.body)
  })

  it('pages through the reviews by the page in the address', async () => {
    serveReviews(reviews.slice(0, 1), 2)
    renderComponent(<MyReviewsPage />, { url: '/de/customer/reviews?page=2' })
    await screen.findByRole('region', { name: 'Ihre Bewertungen' })
    expect(commerceRequests('GetCustomerReviews')[0]?.variables).toEqual({
      currentPage: 2,
      pageSize: 10,
    })
    expect(screen.getByRole('link', { name: 'Neuere Bewertungen' })).toHaveAttribute(
      'href',
      '/de/customer/reviews',
    )
  })

  it('without reviews, says how to write one, in French too', async () => {
    await activateLocale('fr')
    serveReviews([])
    renderComponent(<MyReviewsPage />, { url: '/fr/customer/reviews' })
    expect(await screen.findByText(/Vous n’avez encore rédigé aucun avis/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Vers mes commandes' })).toHaveAttribute(
      'href',
      '/fr/customer/orders',
    )
  })
})

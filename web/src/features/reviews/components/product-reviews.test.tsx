import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { serveCommerce } from '@/testing/commerce-api'
import { graphqlErrors } from '@/testing/graphql-api'
import { renderComponent } from '@/testing/render-component'
import { ProductReviews } from './product-reviews'

const approved = {
  summary: 'Passt perfekt',
  text: 'Sitzt wie angegossen.',
  nickname: 'Jana K.',
  created_at: '2026-11-20 10:00:00',
  average_rating: 80,
  verified_purchase: true,
  shop_reply: { text: 'Danke, Jana!', created_at: '2026-11-21 09:00:00' },
}

function serveReviews(eligibility: string, items: (typeof approved)[] = [approved]) {
  serveCommerce({
    GetProductReviews: () => ({
      products: {
        items: [
          {
            uid: 'MTA=',
            sku: 'RH-1',
            rating_summary: items.length ? 80 : 0,
            review_count: items.length,
            reviews: { items, page_info: { current_page: 1, total_pages: 1 } },
          },
        ],
      },
    }),
    GetProductReviewEligibility: () => ({ productReviewEligibility: eligibility }),
    GetReviewRatingsMetadata: () => ({
      productReviewRatingsMetadata: {
        items: [
          {
            id: 'MQ==',
            name: 'Bewertung',
            values: [1, 2, 3, 4, 5].map((n) => ({ value_id: btoa(String(n)), value: String(n) })),
          },
        ],
      },
    }),
  })
}

const visitor = (signedIn: boolean) => ({
  signedIn,
  nickname: 'Jana K.',
  signInPath: '/de/account',
})

describe('the product page’s reviews', () => {
  it('show the average, the reviews with the verified mark and the reply, and how they are checked', async () => {
    serveReviews('SIGN_IN_REQUIRED')
    renderComponent(<ProductReviews sku="RH-1" visitor={visitor(false)} />)
    expect(await screen.findByText('4,0 von 5 Sternen aus 1 Bewertung')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Passt perfekt' })).toBeInTheDocument()
    expect(screen.getByText('Verifizierter Kauf')).toBeInTheDocument()
    expect(screen.getByText('Danke, Jana!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'So prüfen wir Bewertungen' })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Anmelden, um eine Bewertung zu schreiben' }),
    ).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('keep a buyer’s entries when the server refuses a field, and thank them once sent', async () => {
    serveReviews('CAN_REVIEW', [])
    let sent: Record<string, unknown> | undefined
    let refused = false
    serveCommerce({
      CreateProductReview: (variables) => {
        if (!refused) {
          refused = true
          return graphqlErrors([
            {
              message: 'Bitte schreiben Sie mindestens 10 Zeichen.',
              extensions: { code: 'BAD_USER_INPUT', category: 'graphql-input', field: 'text' },
            },
          ])
        }
        sent = variables
        return { createProductReview: { review: { summary: 'Gut', status: 'PENDING' } } }
      },
    })
    const user = userEvent.setup()
    renderComponent(<ProductReviews sku="RH-1" visitor={visitor(true)} />)
    const form = await screen.findByRole('form', { name: 'Bewertung schreiben' })
    expect(within(form).getByLabelText(/Angezeigter Name/)).toHaveValue('Jana K.')
    await user.click(within(form).getByRole('radio', { name: '3 Sterne' }))
    await user.keyboard('{ArrowRight}')
    expect(within(form).getByRole('radio', { name: '4 Sterne' })).toBeChecked()
    await user.type(within(form).getByLabelText(/Überschrift/), 'Gut')
    await user.type(within(form).getByLabelText(/Ihre Erfahrung/), 'Kurz.')
    await user.click(within(form).getByRole('button', { name: 'Bewertung senden' }))
    await waitFor(() => {
      expect(within(form).getByLabelText(/Ihre Erfahrung/)).toHaveAttribute('aria-invalid', 'true')
    })
    expect(within(form).getByRole('radio', { name: '4 Sterne' })).toBeChecked()
    expect(within(form).getByLabelText(/Überschrift/)).toHaveValue('Gut')
    await expectNoAxeViolations()
    await user.type(within(form).getByLabelText(/Ihre Erfahrung/), ' Sitzt gut im Sattel.')
    await user.click(within(form).getByRole('button', { name: 'Bewertung senden' }))
    expect(
      await screen.findByText(
        'Vielen Dank! Ihre Bewertung wird geprüft und erscheint nach der Freigabe.',
      ),
    ).toBeInTheDocument()
    expect(sent).toEqual({
      input: {
        sku: 'RH-1',
        nickname: 'Jana K.',
        summary: 'Gut',
        text: 'Kurz. Sitzt gut im Sattel.',
        ratings: [{ id: 'MQ==', value_id: btoa('4') }],
      },
    })
  })
})

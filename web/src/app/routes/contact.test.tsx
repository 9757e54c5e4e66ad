import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { contentRequests, serveContent } from '@/testing/content-api'
import { findPage } from '@/testing/content-fixtures'
import { renderRoute } from '@/testing/render-route'

/** The site's contact page: the shipping page of the fixture, re-addressed and re-worded. */
function serveContactPage() {
  serveContent({
    GetPage: ({ url }, { locale }) => {
      const base = findPage(locale, 'service/versand')
      if (url !== 'service/kontakt' || !base) return { Pages: { docs: [] } }
      return {
        Pages: {
          docs: [
            {
              ...base,
              id: 40,
              url: 'service/kontakt',
              title: 'Kontakt und Beratung',
              alternates: [],
              blocks: [
                {
                  __typename: 'RichtextBlock',
                  id: 'hours',
                  richtextHtml: '<p>Montag bis Freitag, 9 bis 17 Uhr: 05052 1234</p>',
                },
              ],
            },
          ],
        },
      }
    },
  })
}

describe('the contact page', () => {
  it('shows the site’s contact page with the contact form below it', async () => {
    const user = userEvent.setup()
    serveContactPage()
    serveCommerce({ SubmitHelpdeskTicket: () => ({ submitHelpdeskTicket: { code: 'KT-7Q4M9X' } }) })
    renderRoute('/de/service/kontakt')
    // The whole app's first render in a worker transforms its modules first: on a busy
    // machine that can take longer than Testing Library's usual wait.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Kontakt und Beratung' },
        { timeout: 25_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Montag bis Freitag, 9 bis 17 Uhr: 05052 1234')).toBeInTheDocument()
    expect(contentRequests('GetPage').map((r) => r.variables.url)).toContain('service/kontakt')

    const form = screen.getByRole('form', { name: 'Schreiben Sie uns' })
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Jana Krüger')
    await user.type(within(form).getByRole('textbox', { name: /^E-Mail/ }), 'jana@rfv.example')
    await user.type(within(form).getByRole('textbox', { name: /^Betreff/ }), 'Größenberatung')
    await user.type(within(form).getByRole('textbox', { name: /^Ihre Nachricht/ }), 'Welche Größe?')
    await user.click(within(form).getByRole('button', { name: 'Nachricht senden' }))
    expect(
      await screen.findByText(
        (_, element) => element?.textContent === 'Ihre Vorgangsnummer: KT-7Q4M9X',
      ),
    ).toBeInTheDocument()
    expect(commerceRequests('SubmitHelpdeskTicket')).toHaveLength(1)
  })

  it.each([
    ['de', 'service/kontakt', 'Kontakt', 'Schreiben Sie uns'],
    ['en', 'service/contact', 'Contact', 'Write to us'],
    ['fr', 'service/contact', 'Contact', 'Écrivez-nous'],
  ] as const)(
    'stands on its own in %s at %s when the site has no such page',
    async (lang, path, title, form) => {
      await activateLocale(lang)
      renderRoute(`/${lang}/${path}`)
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(screen.getByRole('form', { name: form })).toBeInTheDocument()
      // The site's page is asked for at the language's own path.
      expect(contentRequests('GetPage').map((r) => r.variables)).toContainEqual({
        url: path,
        siteCode: 'shop',
        locale: lang,
      })
      await waitFor(() => {
        expect(document.title).toBe(`${title} | Paddock`)
      })
    },
  )
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { commerceRequests } from '@/testing/commerce-api'
import { contentRequests, serveContent } from '@/testing/content-api'
import { privateSaleKey, saleSlugs, salesEvent } from '@/testing/content-fixtures'
import { renderRoute } from '@/testing/render-route'

describe('the catch-all', () => {
  it('shows a content page the catalogue does not know, by its url', async () => {
    renderRoute('/en/service/about-us')
    // An intro block opens the page: its headline is the h1.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are Paddock' }),
    ).toBeInTheDocument()
    expect(screen.getByText('A family business from Münsterland.')).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace('/', '')),
    ).toEqual(['Home', 'Service', 'About us'])
    expect(within(trail).getByText('About us')).toHaveAttribute('aria-current', 'page')
    expect(commerceRequests('GetRoute')[0]?.variables).toEqual({ url: 'service/about-us' })
    expect(contentRequests('GetContentBySlugOrUrl')[0]?.variables).toEqual({
      url: 'service/about-us',
      siteCode: 'shop',
      salesEventWhere: { slug: { equals: 'service/about-us' } },
      locale: 'en',
    })
    await waitFor(() => {
      expect(document.title).toBe('About us | Paddock')
    })
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Wer hinter Paddock steht.',
    )
    // Each language by its own url.
    expect(document.querySelector('link[hreflang="de"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/de/service/ueber-uns`,
    )
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/en/service/about-us`,
    )
  })

  it('lays a page out in its readable width', async () => {
    renderRoute('/de/service/ueber-uns')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wir sind Paddock' })
    expect(heading.closest('article')).toHaveClass('max-w-4xl')
  })

  it('follows a page’s former url to where it is now', async () => {
    const { router } = renderRoute('/de/service/wir?von=newsletter')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wir sind Paddock' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/de/service/ueber-uns')
    expect(router.state.location.search).toBe('?von=newsletter')
    expect(contentRequests('GetContentBySlugOrUrl')[0]?.variables).toMatchObject({
      url: 'service/wir',
    })
  })

  it('follows a former url on a click inside the open storefront', async () => {
    const { router } = renderRoute('/en/service/about-us')
    await screen.findByRole('heading', { level: 1, name: 'We are Paddock' })
    await router.navigate('/en/service/us')
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/service/about-us')
    })
    expect(screen.getByRole('heading', { level: 1, name: 'We are Paddock' })).toBeInTheDocument()
    // Back leads to the page the link was on, not to the former url.
    await router.navigate(-1)
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/service/about-us')
    })
    expect(router.state.location.key).toBe('default')
    // Another language's former url is not this one's.
    await router.navigate('/en/service/wir')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument()
  })

  it('shows the 404 screen when neither catalogue nor content knows the path', async () => {
    renderRoute('/de/gibt/es/nicht')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
    expect(contentRequests('GetContentBySlugOrUrl')).toHaveLength(1)
  })

  it('asks the content system nothing for a catalogue page', async () => {
    renderRoute('/de/reiter/reitbekleidung/reithosen')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reithosen' })).toBeInTheDocument()
    expect(contentRequests('GetContentBySlugOrUrl')).toHaveLength(0)
  })

  describe('a flash sale', () => {
    it('shows a running sale’s splash page: ends-in countdown, link to its category, blocks', async () => {
      renderRoute(`/de/${saleSlugs.running}`)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sommer-Sale' }),
      ).toBeInTheDocument()
      expect(screen.getByText('Endet in')).toBeInTheDocument()
      expect(
        await screen.findByRole('link', { name: 'Zu den Angeboten: Reithosen' }),
      ).toHaveAttribute('href', '/de/reiter/reitbekleidung/reithosen')
      expect(screen.getByText('Nur solange der Vorrat reicht.')).toBeInTheDocument()
      expect(commerceRequests('GetCategoryById')[0]?.variables).toEqual({ id: '4' })
      await waitFor(() => {
        expect(document.title).toBe('Sommer-Sale | Paddock')
      })
    })

    it('shows an upcoming sale’s starts-in countdown and links its one product', async () => {
      renderRoute(`/de/${saleSlugs.upcoming}`)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Herbst-Sale' }),
      ).toBeInTheDocument()
      expect(screen.getByText('Beginnt in')).toBeInTheDocument()
      expect(
        await screen.findByRole('link', { name: 'Zum Angebot: Kniebesatz-Reithose Ella' }),
      ).toHaveAttribute('href', '/de/kniebesatz-reithose-ella')
    })

    it('opens a private sale only by its link with the key, and keeps it from search engines', async () => {
      renderRoute(`/de/${saleSlugs.private}?key=${privateSaleKey}`)
      expect(await screen.findByRole('heading', { level: 1, name: 'VIP-Sale' })).toBeInTheDocument()
      expect(screen.getByText('Private Sale')).toBeInTheDocument()
      expect(contentRequests('GetSalesEventBySlug')[0]?.variables).toEqual({
        where: { slug: { equals: saleSlugs.private }, accessKey: { equals: privateSaleKey } },
        locale: 'de',
      })
      await waitFor(() => {
        expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex, follow',
        )
      })
    })

    it('is a 404 without the key', async () => {
      renderRoute(`/de/${saleSlugs.private}`)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
      ).toBeInTheDocument()
    })

    it('asks the server again when its countdown runs out', async () => {
      let asked = 0
      serveContent({
        GetSalesEventBySlug: () => {
          asked += 1
          // By the server's clock of the first answer the sale ends that very moment; the second
          // answer says it has ended.
          const serverTime = new Date().toISOString()
          const event =
            asked === 1
              ? salesEvent(saleSlugs.running, 'running', {
                  countdown: { state: 'running', startsAt: null, endsAt: serverTime, serverTime },
                })
              : salesEvent(saleSlugs.running, 'ended')
          return { SalesEvents: { docs: [event] } }
        },
      })
      renderRoute(`/de/${saleSlugs.running}`)
      expect(await screen.findByText('Diese Aktion ist beendet.')).toBeInTheDocument()
      expect(asked).toBe(2)
    })
  })
})

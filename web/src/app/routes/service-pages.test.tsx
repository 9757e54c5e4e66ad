import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentRequests, serveContent } from '@/testing/content-api'
import { renderRoute } from '@/testing/render-route'

const noPage = () => ({ Pages: { docs: [] } })

describe('the service pages', () => {
  it('show the privacy policy from the site’s page at the route’s English path', async () => {
    renderRoute('/en/service/privacy')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Controller' })).toBeInTheDocument()
    expect(contentRequests('GetPage')[0]?.variables).toEqual({
      url: 'service/privacy',
      siteCode: 'shop',
      locale: 'en',
    })
  })

  it('show the 404 screen when the site has no privacy page', async () => {
    serveContent({ GetPage: noPage })
    renderRoute('/de/service/datenschutz')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })

  it('show shipping and payment from the site’s page at the route’s French path', async () => {
    renderRoute('/fr/service/livraison')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Livraison et frais de port' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Livraison standard 4,95 €')).toBeInTheDocument()
    expect(contentRequests('GetPage')[0]?.variables).toEqual({
      url: 'service/livraison',
      siteCode: 'shop',
      locale: 'fr',
    })
  })

  it('fall back to the catalogue’s delivery notes without a shipping page', async () => {
    serveContent({ GetPage: noPage })
    renderRoute('/de/service/versand')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versand & Lieferung' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('Standardversand innerhalb Deutschlands: 4,95 €'),
    ).toBeInTheDocument()
  })
})

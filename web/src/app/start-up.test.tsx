import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { commerceRequests, serveCommerce } from '@/testing/commerce-api'
import { contentRequests, serveContent } from '@/testing/content-api'
import { fixtureContent, fixtureStartUpCommerce, sites } from '@/testing/content-fixtures'
import { renderRoute } from '@/testing/render-route'

type Resolver<Request> = (variables: Record<string, unknown>, request: Request) => unknown

function fixture<Request>(resolvers: Record<string, Resolver<Request>>, name: string) {
  const resolve = resolvers[name]
  if (!resolve) throw new Error(`the fixture does not answer ${name}`)
  return resolve
}

/**
 * Answers the operations of the start-up through the fixture, logging when
 * each is asked and answered. The parallel ones hold their answers until
 * all of them have been asked: loads that waited for one another would
 * never all arrive, and the guard below lets them go to fail the test
 * instead of hanging it.
 */
function instrument(parallel: readonly string[]) {
  const log: string[] = []
  const arrived = new Set<string>()
  let release: () => void = () => undefined
  const together = new Promise<void>((resolve) => {
    release = resolve
    setTimeout(resolve, 5_000)
  })
  const wrap =
    <Request,>(name: string, resolve: Resolver<Request>): Resolver<Request> =>
    async (variables, request) => {
      log.push(`ask ${name}`)
      if (parallel.includes(name)) {
        arrived.add(name)
        if (parallel.every((operation) => arrived.has(operation))) release()
        await together
      }
      log.push(`answer ${name}`)
      return resolve(variables, request)
    }
  serveContent(
    Object.fromEntries(
      ['GetSite', 'GetClub', 'GetVisibleClubs', 'GetPage'].map((name) => [
        name,
        wrap(name, fixture(fixtureContent, name)),
      ]),
    ),
  )
  serveCommerce(
    Object.fromEntries(
      ['GetShopData', 'GetRootCategory'].map((name) => [
        name,
        wrap(name, fixture(fixtureStartUpCommerce, name)),
      ]),
    ),
  )
  return log
}

describe('the start-up', () => {
  it('loads the site first, then shop data, root category, the club of the route and the visible clubs together', async () => {
    const parallel = ['GetShopData', 'GetRootCategory', 'GetClub', 'GetVisibleClubs']
    const log = instrument(parallel)
    renderRoute('/de/verein/rv-musterstadt')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reitverein Musterstadt' }),
    ).toBeInTheDocument()

    expect(log.slice(0, 2)).toEqual(['ask GetSite', 'answer GetSite'])
    const asked = parallel.map((name) => log.indexOf(`ask ${name}`))
    const firstAnswer = Math.min(...parallel.map((name) => log.indexOf(`answer ${name}`)))
    expect(asked.every((index) => index > 1 && index < firstAnswer)).toBe(true)
    expect(contentRequests('GetClub')[0]?.variables).toEqual({
      slug: 'rv-musterstadt',
      locale: 'de',
    })
    expect(contentRequests('GetClub')).toHaveLength(1)
  })

  it('loads the page’s own content after them', async () => {
    const parallel = ['GetShopData', 'GetRootCategory', 'GetVisibleClubs']
    const log = instrument(parallel)
    renderRoute('/fr')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Boutique d’équitation pour le cheval et le cavalier',
      }),
    ).toBeInTheDocument()
    const lastStartUp = Math.max(...parallel.map((name) => log.indexOf(`answer ${name}`)))
    expect(log.indexOf('ask GetPage')).toBeGreaterThan(lastStartUp)
    expect(contentRequests('GetPage')[0]).toMatchObject({
      store: 'shop_fr',
      variables: { url: '', siteCode: 'shop', locale: 'fr' },
    })
    // Without a club in the route or the cookie, no club loads.
    expect(log).not.toContain('ask GetClub')
  })

  it('fills the caches the pages read, so none of them asks again', async () => {
    renderRoute('/de/kniebesatz-reithose-ella')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kniebesatz-Reithose Ella' }),
    ).toBeInTheDocument()
    // The mega menu's tree, the store views and the attribute labels came with the start-up.
    expect(await screen.findByRole('button', { name: 'Reiter' })).toBeInTheDocument()
    expect(commerceRequests('GetShopData')).toHaveLength(1)
    expect(commerceRequests('GetRootCategory')).toHaveLength(1)
    expect(commerceRequests('GetAvailableStores')).toHaveLength(0)
    expect(commerceRequests('GetCategoryChildrenByUid')).toHaveLength(0)
    expect(commerceRequests('GetAttributesMetaData')).toHaveLength(0)
    expect(contentRequests('GetSite')).toHaveLength(1)
  })

  it('asks the catalogue nothing on another site than the shop', async () => {
    const log = instrument([])
    serveContent({ GetSite: () => sites('de', { code: 'club' }) })
    renderRoute('/de/search')
    expect(await screen.findByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument()
    expect(log).not.toContain('ask GetShopData')
    expect(log).not.toContain('ask GetVisibleClubs')
  })
})

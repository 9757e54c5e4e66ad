import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BlockFieldsFragment } from '@/gql-content/graphql'
import { contentRequests, serveContent } from '@/testing/content-api'
import { saleSlugs, salesEvent } from '@/testing/content-fixtures'
import { renderComponent } from '@/testing/render-component'
import { CountdownBlockWithEvent } from './countdown-block'

type Countdown = Extract<BlockFieldsFragment, { __typename: 'CountdownBlock' }>

const block: Countdown = {
  __typename: 'CountdownBlock',
  id: 'countdown',
  heading: 'Nur noch kurz',
  salesEvent: 11,
  hideWhenEnded: false,
}

function serveEvent(state: 'upcoming' | 'running' | 'ended' | null) {
  serveContent({
    GetSalesEventCountdown: () => ({
      SalesEvents: { docs: state ? [salesEvent(saleSlugs.running, state)] : [] },
    }),
  })
}

describe('the countdown block with the sales event’s countdown', () => {
  it('counts to the end of a running sale and leads to it, asking the event by its id', async () => {
    serveEvent('running')
    renderComponent(<CountdownBlockWithEvent block={block} first={false} />, { url: '/de' })
    const section = await screen.findByRole('region', { name: 'Nur noch kurz' })
    expect(section).toHaveTextContent('Endet in')
    expect(screen.getByRole('link', { name: 'Zur Aktion: Sommer-Sale' })).toHaveAttribute(
      'href',
      '/de/' + saleSlugs.running,
    )
    expect(contentRequests('GetSalesEventCountdown')[0]?.variables).toMatchObject({
      id: 11,
      locale: 'de',
    })
  })

  it('counts to the start of an upcoming sale', async () => {
    serveEvent('upcoming')
    renderComponent(<CountdownBlockWithEvent block={block} first={false} />, { url: '/de' })
    expect(await screen.findByRole('region', { name: 'Nur noch kurz' })).toHaveTextContent(
      'Beginnt in',
    )
  })

  it('needs no link on the sale’s own page', async () => {
    serveEvent('running')
    renderComponent(<CountdownBlockWithEvent block={block} first={false} />, {
      url: '/de/' + saleSlugs.running,
    })
    await screen.findByRole('region', { name: 'Nur noch kurz' })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says that an ended or vanished sale ended', async () => {
    serveEvent('ended')
    renderComponent(<CountdownBlockWithEvent block={block} first={false} />, { url: '/de' })
    expect(await screen.findByRole('region', { name: 'Nur noch kurz' })).toHaveTextContent(
      'Diese Aktion ist beendet.',
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('leaves the page after the end when the editor chose so', async () => {
    serveEvent(null)
    renderComponent(
      <CountdownBlockWithEvent block={{ ...block, hideWhenEnded: true }} first={false} />,
      { url: '/de' },
    )
    await waitFor(() => {
      expect(contentRequests('GetSalesEventCountdown')).toHaveLength(1)
    })
    await waitFor(() => {
      expect(screen.queryByRole('region')).toBeNull()
    })
  })
})

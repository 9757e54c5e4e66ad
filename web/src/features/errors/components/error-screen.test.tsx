import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, data, RouterProvider, useRouteError } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from './error-screen'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** Renders the screen as a route's error element, with whatever the route threw. */
function renderError(thrown: unknown, userAgent = firefox) {
  function Boundary() {
    return <ErrorScreen error={useRouteError()} userAgent={userAgent} />
  }
  const router = createMemoryRouter(
    [
      {
        path: '/de/page',
        loader: () => {
          throw thrown
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: Boundary,
      },
      { path: '/de', Component: () => <h1>Startseite</h1> },
      { path: '/', loader: () => Response.redirect('http://localhost/de', 302) },
    ],
    { initialEntries: ['/de/page'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('ErrorScreen', () => {
  it('shows the 404 screen: a heading, two paragraphs and a link home', async () => {
    renderError(data('Page not found: /de/page', { status: 404 }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })
    const paragraphs = heading.parentElement?.querySelectorAll('p') ?? []
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0]).toHaveTextContent(
      'Die Seite, die Sie aufrufen wollten, gibt es leider nicht.',
    )
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/')
    await waitFor(() => {
      expect(document.title).toBe('Seite nicht gefunden | Paddock')
    })
    expect(screen.queryByRole('code')).toBeNull()
  })

  it('clears the error when the visitor follows the home link', async () => {
    const router = renderError(data(null, { status: 404 }))
    ;(await screen.findByRole('link', { name: 'Zur Startseite' })).click()

    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument()
    expect(router.state.errors).toBeNull()
    expect(router.state.location.pathname).toBe('/de')
  })

  it('shows the generic screen with the message in a code block', async () => {
    renderError(new Error('Cannot read properties of undefined (reading "price")'))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ein Fehler ist aufgetreten' }),
    ).toBeInTheDocument()
    const code = screen.getByText('Cannot read properties of undefined (reading "price")')
    expect(code.tagName).toBe('CODE')
    expect(code.parentElement?.tagName).toBe('PRE')
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/')
    await waitFor(() => {
      expect(document.title).toBe('Ein Fehler ist aufgetreten | Paddock')
    })
  })

  it('leaves out the code block when there is no message', async () => {
    renderError(new Error(''))
    await screen.findByRole('heading', { level: 1, name: 'Ein Fehler ist aufgetreten' })
    expect(document.querySelector('pre')).toBeNull()
  })

  it('shows a bot no error page for failures other than 404', async () => {
    renderError(new Error('upstream timeout'), googlebot)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByText('upstream timeout')).toBeNull()
  })

  it('still shows a bot the 404 screen', async () => {
    renderError(data(null, { status: 404 }), googlebot)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument()
  })
})

describe('errorMessage in the code block', () => {
  it('names the status of an error response without a body', async () => {
    renderError(data(null, { status: 503, statusText: 'Service Unavailable' }))
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument()
  })
})

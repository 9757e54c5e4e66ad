import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import type { BuildCheck } from '@/features/build-check/build-check'
import { notFound } from '@/features/errors/lib/route-error'
import { activateLocale, loadLocale } from '@/lib/i18n'
import { isLocale, preferredLocale, splitLocalePath } from '@/lib/locale'
import { siteDefaultLocale } from '@/lib/site-identity'
import { localizeRoutePath, pathsOf } from '@/lib/routes'
import { LangErrorBoundary, PageErrorBoundary, RootErrorBoundary } from './error-boundaries'
import { LangLayout, type RouteHandle } from './layouts/lang-layout'
import { RootLayout } from './layouts/root-layout'
import { isCustomerRoute, isGuardedRoute, routeEntries, type RouteEntry } from './route-manifest'
import {
  catchAllModule,
  customerLayoutModule,
  routeModules,
  type RouteModule,
  type RouteModuleLoader,
} from './route-modules'
import { signedInLoader, SignedInOnly } from './session-guard'
import { startUp } from './start-up'

export interface RouterDependencies {
  buildCheck: Pick<BuildCheck, 'navigateWithFullLoad' | 'recoverFromChunkError'>
  /** The cache route loaders fill and pages read. */
  queryClient: QueryClient
}

/** Holds a navigation while the page is being replaced by a full load. */
const whileReloading = () => new Promise<never>(() => undefined)

/**
 * The route table, built from routes.json. Every route module is lazy; a
 * failed chunk load reloads the page once, guarded by the build check's
 * reload marker, and otherwise shows the error.
 */
export function createRoutes({ buildCheck, queryClient }: RouterDependencies): RouteObject[] {
  const recoverChunk = async <T,>(load: () => Promise<T>): Promise<T> => {
    try {
      return await load()
    } catch (error) {
      if (buildCheck.recoverFromChunkError()) return whileReloading()
      throw error
    }
  }

  const lazyModule =
    // Vite resolves a failed import to undefined once its preload-error event was answered with a reload.
    <T extends object>(load: () => Promise<T | undefined>) =>
      async (): Promise<T> =>
        (await recoverChunk(load)) ?? whileReloading()

  /** A page module with its loader bound to the app's query cache. */
  const pageModule = (load: RouteModuleLoader) => {
    const loadModule = lazyModule(load)
    return async (): Promise<Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>> => {
      const { Component, loader, shouldRevalidate }: RouteModule = await loadModule()
      return {
        Component,
        ...(loader && { loader: (args: LoaderFunctionArgs) => loader(args, { queryClient }) }),
        ...(shouldRevalidate && { shouldRevalidate }),
      }
    }
  }

  /**
   * A route's React routes: one for its path, or one for each language's
   * own path (service/privacy, service/datenschutz). Under a language whose
   * path it is not, such a path leads to the language's own, as the server
   * answers it with 308.
   */
  const pageRoutes = (entry: RouteEntry): RouteObject[] => {
    const { name, path } = entry
    const handle: RouteHandle = { routeName: name }
    const load = pageModule(routeModules[name])
    const paths = pathsOf(entry)
    if (paths.size === 1) {
      return [path === '' ? { index: true, handle, lazy: load } : { path, handle, lazy: load }]
    }
    return [...paths].map(([own, langs]) => ({
      path: own,
      handle,
      lazy: async () => {
        const module = await load()
        return {
          ...module,
          loader: (args: LoaderFunctionArgs) => {
            const { lang } = args.params
            if (isLocale(lang) && !langs.includes(lang)) {
              const url = new URL(args.request.url)
              const { rest } = splitLocalePath(url.pathname)
              const target = localizeRoutePath(rest, langs[0] ?? lang, lang)
              // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
              throw redirect(`/${lang}/${target}${url.search}${url.hash}`)
            }
            return typeof module.loader === 'function' ? module.loader(args) : null
          },
        }
      },
    }))
  }

  const langLoader = async ({ params, request }: LoaderFunctionArgs) => {
    const { lang } = params
    if (!isLocale(lang)) {
      await recoverChunk(() => activateLocale(preferredLocale(siteDefaultLocale())))
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
      throw notFound(request)
    }
    // The site, then the shop's data, navigation and clubs (SPEC.md section 2), beside the catalog.
    await Promise.all([
      startUp(queryClient, lang, params.code),
      recoverChunk(() => loadLocale(lang)),
    ])
    return null
  }

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      // Runs before every navigation to another page: an outdated tab loads the target as a
      // whole new page. Filters, sort and variant choices only change the query string of the
      // page shown; they skip it, so they show at once.
      loader: ({ request }) =>
        buildCheck.navigateWithFullLoad(request.url) ? whileReloading() : null,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      children: [
        {
          index: true,
          // The server answers `/` on a full load; this covers client-side links to `/`.
          loader: ({ request }) =>
            redirect(`/${preferredLocale(siteDefaultLocale())}${new URL(request.url).search}`),
          Component: () => null,
        },
        {
          id: 'lang',
          path: ':lang',
          loader: langLoader,
          shouldRevalidate: ({ currentParams, nextParams }) =>
            currentParams.lang !== nextParams.lang,
          Component: LangLayout,
          ErrorBoundary: LangErrorBoundary,
          children: [
            {
              id: 'page',
              ErrorBoundary: PageErrorBoundary,
              children: [
                ...routeEntries.filter(({ name }) => !isGuardedRoute(name)).flatMap(pageRoutes),
                {
                  // The `auth` guard: a signed-in customer, else the account page first.
                  id: 'signed-in',
                  loader: signedInLoader(queryClient),
                  Component: SignedInOnly,
                  children: [
                    ...routeEntries
                      .filter(({ name }) => isGuardedRoute(name) && !isCustomerRoute(name))
                      .flatMap(pageRoutes),
                    {
                      id: 'customer-area',
                      lazy: lazyModule(customerLayoutModule),
                      children: routeEntries
                        .filter(({ name }) => isCustomerRoute(name))
                        .flatMap(pageRoutes),
                    },
                  ],
                },
                { path: '*', lazy: pageModule(catchAllModule) },
              ],
            },
          ],
        },
      ],
    },
  ]
}

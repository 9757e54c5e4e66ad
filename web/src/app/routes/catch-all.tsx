import { lazy, Suspense, useCallback, useState } from 'react'
import {
  redirect,
  replace,
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { attributesQueryOptions } from '@/features/catalog/api/get-attributes-metadata.commerce'
import { productQueryOptions } from '@/features/catalog/api/get-products-by-url-key.commerce'
import { routeQueryOptions } from '@/features/catalog/api/get-route.commerce'
import { useAddProductsToCart } from '@/features/cart/api/add-products-to-cart.commerce'
import { useUploadOptionFile } from '@/features/cart/hooks/use-upload-option-file'
import { useProductShipping } from '@/features/shipping/components/shipping-promise'
import type { Cart } from '@/features/cart/lib/cart-view'
import type { AddToCart, AddToCartItem } from '@/features/catalog/lib/add-to-cart'
import { notFound } from '@/features/errors/lib/route-error'
import { entityPath, type LocalizedUrl } from '@/lib/alternates'
import { useLocale } from '@/hooks/use-locale'
import { defaultLocale, isLocale } from '@/lib/locale'
import type { RouteContext } from '../route-modules'
import { renderSaveButton } from '../wishlist-session'

import type * as ContentScreensModule from '../content/content-screens'
import type * as CategoryPageModule from '@/features/catalog/components/category-page'
import type * as ProductPageModule from '@/features/catalog/components/product-page'
import { startUp } from '../start-up'

// Each page type is its own chunk, loaded by the loader together with the data.
let categoryPage: typeof CategoryPageModule | undefined
let productPage: typeof ProductPageModule | undefined
let contentScreens: typeof ContentScreensModule | undefined

// The cart drawer loads with the first add, not with the page.
const AddedToCartDialog = lazy(() =>
  import('@/features/cart/components/added-to-cart-dialog').then(({ AddedToCartDialog }) => ({
    default: AddedToCartDialog,
  })),
)

/** The cards show manufacturers without their names for a moment rather than fail. */
const ignore = () => undefined

/** A catalogue page's data carries its paths in the other languages, which the language links read (routeAlternates). */
type CatchAllPage =
  | { type: 'category'; uid: string; alternates: LocalizedUrl[] }
  | { type: 'product'; urlKey: string; alternates: LocalizedUrl[] }
  | ({ type: 'content' } & ContentScreensModule.ContentPageFound)
  | ({ type: 'sale' } & ContentScreensModule.SaleFound)

/**
 * Every other path under `/:lang` (SPEC.md section 2): the commerce API's
 * route lookup says whether it is a category or a product. An old path
 * moves on to the current one (301, replacing the history entry). A path
 * the catalogue does not know may be a content page of the site (by its
 * url) or a sales event (by its slug; a private sale with the ?key= of its
 * link); a page's former url moves on to the page (as the server's 301
 * does on a direct load); anything else is a 404. The page's data and code load before it
 * shows.
 */
export async function loader(
  { params, request }: LoaderFunctionArgs,
  { queryClient }: RouteContext,
): Promise<CatchAllPage> {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale
  const path = (params['*'] ?? '').replace(/^\/+|\/+$/g, '')
  const { search } = new URL(request.url)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
  if (path === '') throw notFound(request)

  const [{ route }, { siteCode }] = await Promise.all([
    queryClient.query({ ...routeQueryOptions(locale, path), staleTime: 'static' }),
    startUp(queryClient, locale),
  ])
  if (!route) {
    const module = await import('../content/content-screens')
    const found = await module.loadContent(
      queryClient,
      locale,
      siteCode,
      path,
      new URLSearchParams(search).get('key'),
    )
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
    if (!found) throw notFound(request)
    // A redirect, not a replace: the page whose link led here stays in the
    // history, the former url never enters it.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
    if (found.type === 'redirect') throw redirect(`/${locale}/${found.url}${search}`)
    contentScreens = module
    return found.type === 'content'
      ? { type: 'content', ...found.page }
      : { type: 'sale', ...found.sale }
  }
  if (route.redirect_code >= 300 && route.redirect_code < 400 && route.relative_url) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
    throw replace(`${entityPath(locale, route.relative_url)}${search}`)
  }
  queryClient.query(attributesQueryOptions(locale)).catch(ignore)

  if (route.type === 'CATEGORY' && 'uid' in route) {
    // The category and its listing both need the page's module, which sends them.
    const module = await import('@/features/catalog/components/category-page')
    const { alternates } = await module.loadCategoryPage(
      queryClient,
      locale,
      route.uid,
      new URLSearchParams(search),
    )
    categoryPage = module
    return { type: 'category', uid: route.uid, alternates }
  }
  if (route.type === 'PRODUCT' && 'url_key' in route && route.url_key) {
    const [module, product] = await Promise.all([
      import('@/features/catalog/components/product-page'),
      queryClient.query({ ...productQueryOptions(locale, route.url_key), staleTime: 'static' }),
    ])
    const item = product.products?.items?.[0]
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
    if (!item) throw notFound(request)
    productPage = module
    return {
      type: 'product',
      urlKey: route.url_key,
      alternates: item.alternates,
    }
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- as above
  throw notFound(request)
}

/**
 * Filters, sort and the chosen variant live in the query string; only a new
 * path loads a new page, or a private sale's key.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get('key') !== nextUrl.searchParams.get('key')
  )
}

export function Component() {
  const page = useLoaderData<CatchAllPage>()
  if (page.type === 'category' && categoryPage) {
    return <categoryPage.CategoryPage key={page.uid} uid={page.uid} />
  }
  if (page.type === 'product' && productPage) {
    return <ProductWithCart key={page.urlKey} module={productPage} urlKey={page.urlKey} />
  }
  if (page.type === 'content' && contentScreens) {
    return <contentScreens.FoundContentPage key={page.url} {...page} />
  }
  if (page.type === 'sale' && contentScreens) {
    return <contentScreens.FoundSale key={page.slug} {...page} />
  }
  return null
}

/**
 * The product page with the cart's add and the wish list's heart (features
 * compose here, in the app). An add the cart took opens the cart drawer
 * with what went in; what it refused the product page says.
 */
function ProductWithCart({ module, urlKey }: { module: typeof ProductPageModule; urlKey: string }) {
  const locale = useLocale()
  const { mutateAsync } = useAddProductsToCart()
  const uploadOptionFile = useUploadOptionFile()
  const shipping = useProductShipping(locale)
  const [added, setAdded] = useState<{ cart: Cart; item: AddToCartItem } | null>(null)
  const addToCart = useCallback<AddToCart>(
    async (item) => {
      const answer = await mutateAsync([item])
      if (answer?.userErrors.length === 0) setAdded({ cart: answer.cart, item })
      return answer && { userErrors: answer.userErrors }
    },
    [mutateAsync],
  )
  return (
    <>
      <module.ProductPage
        urlKey={urlKey}
        addToCart={addToCart}
        uploadOptionFile={uploadOptionFile}
        saveButton={renderSaveButton}
        shipping={shipping}
      />
      {added && (
        <Suspense fallback={null}>
          <AddedToCartDialog
            cart={added.cart}
            added={added.item}
            locale={locale}
            onClose={() => {
              setAdded(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

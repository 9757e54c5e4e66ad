import type { LoaderFunctionArgs } from 'react-router'
import { notFound } from '@/features/errors/lib/route-error'

/**
 * Every other path under `/:lang` (SPEC.md section 2): later a category,
 * product or content page looked up by its URL. With no catalogue and no
 * content yet, every such path is a 404.
 */
export function loader({ request }: LoaderFunctionArgs): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer with a status
  throw notFound(request)
}

export function Component() {
  return null
}

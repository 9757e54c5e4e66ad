import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

/**
 * The token of a mailed link (`?token=…`), read once; then it leaves the
 * address bar (the history entry is replaced), so it stays neither in the
 * history nor in a Referer. It lives only in the page's state, never in
 * storage. Null when the link came without one.
 */
export function useLinkToken(param = 'token'): string | null {
  const [search] = useSearchParams()
  const location = useLocation()
  const hash = location.hash
  const state: unknown = location.state
  const navigate = useNavigate()
  const [token] = useState(() => search.get(param)?.trim() ?? '')
  useEffect(() => {
    if (!search.has(param)) return
    const rest = new URLSearchParams(search)
    rest.delete(param)
    const query = rest.toString()
    void navigate(
      { search: query ? `?${query}` : '', hash },
      { replace: true, preventScrollReset: true, state },
    )
  }, [param, search, hash, state, navigate])
  return token === '' ? null : token
}

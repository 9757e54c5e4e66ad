/**
 * react-i18next's useTranslation as the server renderer uses it (vite.ssr.config.ts puts it in
 * the library's place): the same `t` of the same i18next instance, without what only a browser
 * needs. On the server every catalog part is loaded before a render and the language never
 * changes during one, so there is nothing to subscribe to, to wait for, or to wrap: the
 * library's own hook copies the whole i18next instance on every mount, a tenth of a render.
 */
import { useContext } from 'react'
import { getDefaults, getI18n, I18nContext } from 'react-i18next'
import type { i18n as I18n, TFunction } from 'i18next'

interface Props {
  i18n?: I18n
  lng?: string
  keyPrefix?: string
  [option: string]: unknown
}

export function useTranslation(ns?: string | readonly string[], props: Props = {}) {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | string[] } | null
  const i18n = props.i18n ?? context?.i18n ?? getI18n()
  const options = { ...getDefaults(), ...i18n.options.react, ...props } as {
    nsMode?: string
    keyPrefix?: string
  }
  const given = ns ?? context?.defaultNS ?? i18n.options.defaultNS
  const namespaces = typeof given === 'string' ? [given] : given ? [...given] : ['translation']
  const t = (i18n.getFixedT as (...args: unknown[]) => TFunction)(
    props.lng ?? i18n.language,
    options.nsMode === 'fallback' ? namespaces : namespaces[0],
    options.keyPrefix,
    { scopeNs: namespaces },
  )
  const result = [t, i18n, true] as unknown as [TFunction, I18n, boolean] & {
    t: TFunction
    i18n: I18n
    ready: boolean
  }
  result.t = t
  result.i18n = i18n
  result.ready = true
  return result
}

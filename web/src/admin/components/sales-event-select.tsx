import { useQuery } from '@tanstack/react-query'
import type { SelectHTMLAttributes } from 'react'
import { gql } from '../lib/api'
import { formatTime, useText, type Language } from '../lib/text'

interface SalesEventChoice {
  id: string
  slug: string
  from: string
  texts: { locale: Language; title: string }[]
}

/**
 * The sales events to choose from (a countdown block names one): their
 * title in the editor's language (else German, else the slug) and first
 * start, the latest first, as the admin API lists them for the editor.
 */
export function SalesEventSelect({
  value,
  onValue,
  ...select
}: {
  value: number | null
  onValue: (id: number | null) => void
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const { t, language } = useText()
  const events = useQuery({
    queryKey: ['admin', 'sales', 'choices'],
    queryFn: () =>
      gql<{ salesEvents: SalesEventChoice[] }>(
        `{ salesEvents { id slug from texts { locale title } } }`,
      ),
  })
  const list = events.data?.salesEvents ?? []
  const title = (e: SalesEventChoice) =>
    [language, 'de'].map((l) => e.texts.find((x) => x.locale === l)?.title).find(Boolean) ?? e.slug
  const known = value === null || list.some((e) => e.id === String(value))
  return (
    <select
      {...select}
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        onValue(e.target.value === '' ? null : Number(e.target.value))
      }}
    >
      <option value="">
        {events.isPending ? t('sales.choice.loading') : t('sales.choice.none')}
      </option>
      {!known ? <option value={String(value)}>#{value}</option> : null}
      {list.map((e) => (
        <option key={e.id} value={e.id}>
          {title(e) + ' · ' + formatTime(language, e.from)}
        </option>
      ))}
    </select>
  )
}

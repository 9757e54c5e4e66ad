import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SearchIcon } from '@/components/ui/icons'
import { minSuggestionLength, searchPath, type SuggestionResult } from '../types'

export interface SearchBoxProps {
  locale: string
  term: string
  onTermChange: (term: string) => void
  /** Suggestions for the text typed so far; undefined while none are there. */
  result: SuggestionResult | undefined
  className?: string
}

// The options render only once there are suggestions, which load on typing anyway.
const SuggestionOptions = lazy(() =>
  import('./suggestion-options').then(({ SuggestionOptions }) => ({ default: SuggestionOptions })),
)

/**
 * The header's search field with product suggestions (WAI-ARIA combobox with
 * a listbox popup). Arrow Down and Up move through the suggestions, Enter
 * opens the one marked or searches for the text, Escape closes the list and
 * then clears the field. Without JavaScript it is a plain search form.
 */
export function SearchBox({ locale, term, onTermChange, result, className = '' }: SearchBoxProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const inputId = useId()
  const listId = useId()
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)

  const typed = term.trim()
  const current = result && typed.length >= minSuggestionLength ? result : undefined
  const suggestions = current?.suggestions ?? []
  // The products, then "show all results".
  const optionCount = suggestions.length > 0 ? suggestions.length + 1 : 0
  const open = focused && !dismissed && optionCount > 0
  const optionId = (index: number) => `${listId}-option-${String(index)}`

  const go = (href: string) => {
    setDismissed(true)
    setActive(-1)
    onTermChange('')
    void navigate(href)
  }
  const choose = (index: number) => {
    const suggestion = suggestions[index]
    go(suggestion ? suggestion.href : searchPath(locale, typed))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (optionCount === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        if (!open) {
          setDismissed(false)
          setActive(step > 0 ? 0 : optionCount - 1)
          break
        }
        // The field itself (-1) and each option, round and round.
        const positions = optionCount + 1
        setActive(((active + 1 + step + positions) % positions) - 1)
        break
      }
      case 'Enter':
        if (open && active >= 0 && active < optionCount) {
          event.preventDefault()
          choose(active)
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          setDismissed(true)
          setActive(-1)
        } else if (term !== '') {
          event.preventDefault()
          onTermChange('')
        }
        break
    }
  }

  const activeIndex = open && active >= 0 && active < optionCount ? active : -1

  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      action={`/${locale}/search`}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        if (typed !== '') go(searchPath(locale, typed))
      }}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('search.placeholder')}
        value={term}
        maxLength={200}
        onChange={(event) => {
          onTermChange(event.target.value)
          setDismissed(false)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true)
        }}
        onBlur={() => {
          setFocused(false)
          setActive(-1)
        }}
        className="block min-h-11 w-full rounded-full border border-forest-700 bg-cream-50 py-2 pr-12 pl-4 text-ink placeholder:text-ink-muted"
      />
      <button
        type="submit"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-cream-200"
      >
        <SearchIcon />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
      <p role="status" className="sr-only">
        {open ? t('search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-lg bg-cream-50 py-1 text-ink shadow-xl ring-1 ring-cream-300"
      >
        {open && (
          <Suspense fallback={null}>
            <SuggestionOptions
              suggestions={suggestions}
              total={current?.total ?? 0}
              query={typed}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
            />
          </Suspense>
        )}
      </div>
    </form>
  )
}

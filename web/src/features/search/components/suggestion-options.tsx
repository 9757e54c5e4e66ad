import { useTranslation } from 'react-i18next'
import type { SearchSuggestion } from '../types'

/** The search box's options: the suggested products, then "show all results". */
export function SuggestionOptions({
  suggestions,
  total,
  query,
  activeIndex,
  optionId,
  onChoose,
}: {
  suggestions: readonly SearchSuggestion[]
  total: number
  query: string
  activeIndex: number
  optionId: (index: number) => string
  onChoose: (index: number) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {suggestions.map((suggestion, index) => (
        // Options are chosen by click or by Enter on the field; focus stays in the field.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          onMouseDown={(event) => {
            event.preventDefault()
          }}
          onClick={() => {
            onChoose(index)
          }}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
            index === activeIndex ? 'bg-cream-200' : 'hover:bg-cream-100'
          }`}
        >
          {suggestion.imageUrl ? (
            <img
              src={suggestion.imageUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded bg-white object-contain"
            />
          ) : (
            <span className="size-12 shrink-0 rounded bg-cream-200" />
          )}
          <span className="min-w-0 flex-1 truncate text-sm">{suggestion.name}</span>
          <span className="shrink-0 text-sm font-semibold text-forest-900">{suggestion.price}</span>
        </div>
      ))}
      {suggestions.length > 0 && (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          id={optionId(suggestions.length)}
          role="option"
          tabIndex={-1}
          aria-selected={activeIndex === suggestions.length}
          onMouseDown={(event) => {
            event.preventDefault()
          }}
          onClick={() => {
            onChoose(suggestions.length)
          }}
          className={`cursor-pointer border-t border-cream-300 px-3 py-3 text-sm font-medium text-forest-800 ${
            activeIndex === suggestions.length ? 'bg-cream-200' : 'hover:bg-cream-100'
          }`}
        >
          {t('search.showAll', { count: total, query })}
        </div>
      )}
    </>
  )
}

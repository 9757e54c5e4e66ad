import { useMemo, type ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { BlockEditor } from './block-editor'
import { MediaIdPicker } from './media-picker'
import { blockErrors, type Block } from './block-editor-model'
import { Field, inputClassName, labelClassName, secondaryButtonClassName } from './ui'
import { languages, useText, type Language, type TextKey } from '../lib/text'

/*
 * What the page editor and the club home editor share: the languages in
 * tabs (a missing one marked), "copy from German", the SEO fields and the
 * blocks of a language with the block editor. Field errors are keyed as
 * the server names them: locales.<lang>.meta.title, locales.<lang>.blocks[2].html …
 */

/** The SEO meta and blocks of a document's language as an editor holds them. */
export interface SeoBlocksText {
  metaTitle: string
  metaDescription: string
  metaRobots: string
  metaImageId: string | null
  blocks: Block[]
}

/** The language tab a field error belongs to, if any. */
export function errorLanguage(field: string): Language | null {
  const m = /^locales\.(de|en|fr)(\.|$)/.exec(field)
  return m ? (m[1] as Language) : null
}

/** Moves the focus to a field by its server name (data-field), after the tab switch renders. */
export function focusField(field: string) {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus()
  })
}

/** The languages in tabs; a missing one is marked (for screen readers too). */
export function LanguageTabs({
  tab,
  onTab,
  missing,
  children,
}: {
  tab: Language
  onTab: (l: Language) => void
  missing: (l: Language) => boolean
  children: (l: Language) => ReactNode
}) {
  const { t } = useText()
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(k: Key) => {
        onTab(k as Language)
      }}
    >
      <TabList
        aria-label={t('pages.languages')}
        className="mb-4 flex gap-1 border-b border-stone-300"
      >
        {languages.map((l) => (
          <Tab
            key={l}
            id={l}
            className="min-h-11 cursor-pointer rounded-t-md border border-b-0 border-transparent px-4 py-2 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-forest-700 data-[selected]:border-stone-300 data-[selected]:bg-white data-[selected]:font-semibold"
          >
            {t(('language.' + l) as TextKey)}
            {missing(l) ? (
              <span className="ml-1 text-amber-800">
                <span aria-hidden="true">●</span>
                <span className="sr-only"> {t('pages.languageMissing')}</span>
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {languages.map((l) => (
        <TabPanel key={l} id={l} className="outline-none">
          {children(l)}
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** "Copy from German" for a language other than German, when German exists. */
export function CopyFromGerman({
  language,
  hasGerman,
  onCopy,
}: {
  language: Language
  hasGerman: boolean
  onCopy: (l: Language) => void
}) {
  const { t } = useText()
  if (language === 'de' || !hasGerman) return null
  return (
    <button
      type="button"
      className={secondaryButtonClassName}
      onClick={() => {
        onCopy(language)
      }}
    >
      {t('pages.copyFromGerman')}
    </button>
  )
}

/** A language not started yet: copy German or start empty. */
export function LanguageAbsent({
  language,
  hasGerman,
  onCopy,
  onStart,
}: {
  language: Language
  hasGerman: boolean
  onCopy: (l: Language) => void
  onStart: (l: Language) => void
}) {
  const { t } = useText()
  const name = t(('language.' + language) as TextKey)
  return (
    <div className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
      <p className="mb-2">{t('pages.languageAbsent', { language: name })}</p>
      <div className="flex flex-wrap gap-2">
        <CopyFromGerman language={language} hasGerman={hasGerman} onCopy={onCopy} />
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            onStart(language)
          }}
        >
          {t('pages.startEmpty')}
        </button>
      </div>
    </div>
  )
}

/** A language started but incomplete: says so, with "copy from German". */
export function LanguageIncomplete({
  language,
  hasGerman,
  onCopy,
}: {
  language: Language
  hasGerman: boolean
  onCopy: (l: Language) => void
}) {
  const { t } = useText()
  if (language === 'de') return null
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-2 text-amber-950">
      <p>{t('pages.languageIncomplete', { language: t(('language.' + language) as TextKey) })}</p>
      <CopyFromGerman language={language} hasGerman={hasGerman} onCopy={onCopy} />
    </div>
  )
}

/** The SEO fields of a language (meta title, robots, description). */
export function SeoFields({
  language: l,
  text,
  errors,
  onField,
}: {
  language: Language
  text: SeoBlocksText
  errors: Record<string, string>
  onField: (
    field: 'metaTitle' | 'metaDescription' | 'metaRobots' | 'metaImageId',
    value: string | null,
  ) => void
}) {
  const { t } = useText()
  const prefix = `locales.${l}`
  return (
    <fieldset className="rounded-lg border border-stone-300 p-3">
      <legend className="px-1 font-medium">{t('pages.seo')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('pages.field.metaTitle')}
          value={text.metaTitle}
          data-field={prefix + '.meta.title'}
          error={errors[prefix + '.meta.title']}
          wrapperClassName=""
          onChange={(e) => {
            onField('metaTitle', e.target.value)
          }}
        />
        <div>
          <label htmlFor={`robots-${l}`} className={labelClassName}>
            {t('pages.field.metaRobots')}
          </label>
          <select
            id={`robots-${l}`}
            className={inputClassName}
            value={text.metaRobots}
            onChange={(e) => {
              onField('metaRobots', e.target.value)
            }}
          >
            <option value="">{t('pages.robots.default')}</option>
            <option value="noindex, follow">noindex, follow</option>
            <option value="noindex, nofollow">noindex, nofollow</option>
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`description-${l}`} className={labelClassName}>
            {t('pages.field.metaDescription')}
          </label>
          <textarea
            id={`description-${l}`}
            rows={2}
            className={inputClassName}
            data-field={prefix + '.meta.description'}
            value={text.metaDescription}
            onChange={(e) => {
              onField('metaDescription', e.target.value)
            }}
          />
          {errors[prefix + '.meta.description'] ? (
            <p className="mt-1 text-sm text-red-800">{errors[prefix + '.meta.description']}</p>
          ) : null}
        </div>
        <MediaIdPicker
          label={t('media.field.meta')}
          id={text.metaImageId ?? ''}
          error={errors[prefix + '.meta.image']}
          dataField={prefix + '.meta.image'}
          className="sm:col-span-2"
          onChange={(id) => {
            onField('metaImageId', id || null)
          }}
        />
      </div>
    </fieldset>
  )
}

/** A language's blocks with the block editor, the server's errors on their blocks' fields. */
export function LanguageBlocks({
  language: l,
  blocks,
  errors,
  onBlocks,
}: {
  language: Language
  blocks: Block[]
  errors: Record<string, string>
  onBlocks: (update: (blocks: Block[]) => Block[]) => void
}) {
  const { t } = useText()
  const prefix = `locales.${l}.blocks`
  const perBlock = useMemo(() => blockErrors(errors, prefix), [errors, prefix])
  return (
    <section aria-labelledby={`blocks-${l}`}>
      <h2 id={`blocks-${l}`} className="mb-2 text-lg font-semibold">
        {t('pages.blocks', { count: blocks.length })}
      </h2>
      {errors[prefix] ? (
        <p className="mb-2 text-sm text-red-800" data-field={prefix} tabIndex={-1}>
          {errors[prefix]}
        </p>
      ) : null}
      <BlockEditor
        blocks={blocks}
        onChange={onBlocks}
        errors={perBlock}
        label={t('pages.blocksOf', { language: t(('language.' + l) as TextKey) })}
        fieldPrefix={prefix}
      />
    </section>
  )
}

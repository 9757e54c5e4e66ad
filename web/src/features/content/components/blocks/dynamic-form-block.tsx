import { useId, type ReactNode } from 'react'
import { RichText } from '@/components/ui/rich-text'
import type { DynamicFormFieldsFragment } from '@/gql-content/graphql'
import type { BlockProps } from '@/features/content/lib/blocks'

/** Renders the form itself; the app hands in the forms feature's DynamicForm. */
export type RenderForm = (form: DynamicFormFieldsFragment) => ReactNode

/** An editor's form with the block's heading and introduction; without a form the block is left out. */
export function DynamicFormBlock({
  block,
  renderForm,
}: BlockProps<'DynamicFormBlock'> & { renderForm: RenderForm }) {
  const headingId = useId()
  if (!block.form) return null
  return (
    <section aria-labelledby={block.headline ? headingId : undefined} className="max-w-3xl">
      {block.headline && (
        <h2
          id={headingId}
          className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
        >
          {block.headline}
        </h2>
      )}
      {block.html && <RichText html={block.html} className={block.headline ? 'mt-3' : ''} />}
      <div className={block.headline || block.html ? 'mt-6' : ''}>{renderForm(block.form)}</div>
    </section>
  )
}

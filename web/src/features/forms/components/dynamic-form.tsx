import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { DynamicFormFieldsFragment } from '@/gql-content/graphql'
import { withCatalogPart } from '@/lib/with-catalog-part'

// The form machinery (react-hook-form, zod, react-aria's number field) loads
// only on pages that show a form, not with every page of blocks.
const DynamicFormView = lazy(async () => ({
  default: (await import('./dynamic-form-view')).DynamicFormView,
}))

/**
 * A form built by editors in the content system (the DynamicForm block),
 * rendered from its definition: every field kind, checked on the client and
 * on the server, with uploads, a honeypot, and a confirmation message or a
 * redirect after sending.
 */
function DynamicFormWithTexts({ form }: { form: DynamicFormFieldsFragment }) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <p role="status" className="min-h-40 text-ink-muted">
          {t('forms.loading')}
        </p>
      }
    >
      <DynamicFormView form={form} />
    </Suspense>
  )
}

/** DynamicForm, rendered once the forms part of the UI catalogs is loaded. */
export const DynamicForm = withCatalogPart('forms', DynamicFormWithTexts)

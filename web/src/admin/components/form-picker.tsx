import { useQuery } from '@tanstack/react-query'
import { gql } from '../lib/api'
import { useText } from '../lib/text'
import { inputClassName } from './ui'

/** A form of the site as the form picker lists it. */
interface FormChoice {
  id: string
  code: string
  title: string
}

/** The site's forms by name, for a block that shows one. */
export function useFormChoices() {
  return useQuery({
    queryKey: ['admin', 'forms', 'choices'],
    staleTime: 60_000,
    queryFn: () =>
      gql<{ staffForms: FormChoice[] }>('{ staffForms { id code title } }').then(
        (d) => d.staffForms,
      ),
  })
}

/**
 * A select of the site's forms by name (the form block's form), the
 * chosen id as a number. Who may not read the forms (a club manager)
 * types the id instead; a chosen id that names no form is offered as such.
 */
export function FormPicker({
  id,
  value,
  onChange,
  ...rest
}: {
  id: string
  value: number | undefined
  onChange: (value: number | undefined) => void
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'>) {
  const { t } = useText()
  const forms = useFormChoices()
  if (forms.isError)
    return (
      <input
        {...(rest as React.InputHTMLAttributes<HTMLInputElement>)}
        id={id}
        type="number"
        min={0}
        className={inputClassName}
        value={value ?? ''}
        onChange={(e) => {
          onChange(e.target.value === '' ? undefined : Number(e.target.value))
        }}
      />
    )
  const list = forms.data ?? []
  const known = value === undefined || list.some((f) => f.id === String(value))
  return (
    <select
      {...rest}
      id={id}
      className={inputClassName}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => {
        onChange(e.target.value === '' ? undefined : Number(e.target.value))
      }}
    >
      <option value="">{forms.isPending ? t('loading') : t('media.formPicker.none')}</option>
      {!known ? (
        <option value={String(value)}>
          {t('media.formPicker.unknown', { id: String(value) })}
        </option>
      ) : null}
      {list.map((f) => (
        <option key={f.id} value={f.id}>
          {t('media.formPicker.option', { title: f.title || f.code, code: f.code })}
        </option>
      ))}
    </select>
  )
}

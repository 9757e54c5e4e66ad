import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useLocale } from '@/hooks/use-locale'
import type { Locale } from '@/lib/locale'
import { formatMoney } from '@/lib/money'
import {
  offeredOptions,
  textLength,
  textLimit,
  type OptionProblem,
  type OptionValues,
} from '../lib/custom-option-values'
import {
  isChoiceOption,
  type ChoiceOption,
  type CustomOption,
  type Surcharge,
  type TextOption,
} from '../lib/product-detail'
import { FileOptionField, type UploadFile } from './file-option-field'

export interface CustomizableOptionsProps {
  options: readonly CustomOption[]
  values: OptionValues
  /** The problems to show, by option uid: of options left, or of all once the customer tried to add. */
  problems: ReadonlyMap<string, OptionProblem>
  onText: (uid: string, text: string) => void
  onChoice: (uid: string, chosen: readonly string[]) => void
  /** A file option's upload: its token and the file's name ('' for none, once removed). */
  onFile?: (uid: string, token: string, name: string) => void
  /** Uploads a file option's file (the cart's upload); without it file options take no file. */
  uploadFile?: UploadFile
  /** The customer left an option: its problem may show now. */
  onLeave: (uid: string) => void
  /** The id of an option's control (the first one of a group), for the focus on a problem. */
  controlId: (uid: string) => string
}

const controlClassName = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-md border bg-cream-50 px-3 text-ink ${
    invalid ? 'border-red-800' : 'border-cream-300'
  }`

function useSurchargeText() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (surcharge: Surcharge): string | null => surchargeText(t, locale, surcharge)
}

function surchargeText(
  t: TFunction,
  locale: Locale,
  { price, priceType }: Surcharge,
): string | null {
  if (!price || price <= 0) return null
  return priceType === 'PERCENT'
    ? t('customOptions.surchargePercent', { percent: price })
    : t('customOptions.surcharge', { price: formatMoney(price, 'EUR', locale) })
}

/**
 * The customizable options of a product (SPEC.md sections 2 and 5): texts
 * to put on it with their limit stated before typing and a live character
 * count, one value from a list (a logo's type or position), values to tick
 * (sublimation extras), one of radio buttons (a cord's colour), a text of
 * several lines (an area), a file to upload (a club logo: FileOptionField);
 * each with its surcharge, required ones marked,
 * checked by the server's rules when left and when the customer adds to the
 * cart. Only the values the choices above allow are offered (a value's
 * `availableWith`), and a list none of whose values they allow is left out.
 */
export function CustomizableOptions(props: CustomizableOptionsProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="space-y-5">
      {offeredOptions(props.options, props.values).map((option) =>
        option.kind === 'file' ? (
          <FileOptionField
            key={option.uid}
            option={option}
            {...props}
            surcharge={surchargeText(t, locale, option)}
            requiredMark={option.required ? <RequiredMark /> : null}
            problemText={
              <ProblemText
                id={`${props.controlId(option.uid)}-error`}
                problem={props.problems.get(option.uid)}
              />
            }
          />
        ) : !isChoiceOption(option) ? (
          <TextOptionField key={option.uid} option={option} {...props} />
        ) : option.kind === 'drop_down' ? (
          <DropDownField key={option.uid} option={option} {...props} />
        ) : option.kind === 'radio' ? (
          <RadioGroup key={option.uid} option={option} {...props} />
        ) : (
          <CheckboxGroup key={option.uid} option={option} {...props} />
        ),
      )}
    </div>
  )
}

function RequiredMark() {
  const { t } = useTranslation()
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-red-800">
        *
      </span>{' '}
      <span className="sr-only">({t('customOptions.required')})</span>
    </>
  )
}

function ProblemText({ id, problem }: { id: string; problem: OptionProblem | undefined }) {
  const { t } = useTranslation()
  if (!problem) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {problem.kind === 'required'
        ? t('validation.required')
        : t('customOptions.tooLong', { max: problem.max })}
    </p>
  )
}

type FieldProps<T> = Omit<CustomizableOptionsProps, 'options'> & { option: T }

function TextOptionField({
  option,
  values,
  problems,
  onText,
  onLeave,
  controlId,
}: FieldProps<TextOption>) {
  const { t } = useTranslation()
  const surcharge = useSurchargeText()(option)
  const id = controlId(option.uid)
  const value = values.texts.get(option.uid) ?? ''
  const problem = problems.get(option.uid)
  const max = textLimit(option)
  const showCount = option.maxCharacters !== null && option.maxCharacters > 0
  const length = textLength(value)

  // No maxLength: a browser would cut a longer text (a pasted name) without a
  // word; the limit is said before typing and a longer text is shown as too long.
  return (
    <div>
      <label
        htmlFor={id}
        className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-ink"
      >
        <span>
          {option.title}
          {option.required && <RequiredMark />}
        </span>{' '}
        {surcharge && <span className="font-normal text-ink-muted">{surcharge}</span>}
      </label>
      {showCount && (
        <p id={`${id}-limit`} className="text-xs text-ink-muted">
          {t('customOptions.maxCharacters', { max })}
        </p>
      )}
      <TextControl
        area={option.kind === 'area'}
        id={id}
        value={value}
        required={option.required}
        aria-invalid={problem !== undefined}
        aria-describedby={
          [
            showCount ? `${id}-limit` : '',
            showCount ? `${id}-count` : '',
            problem ? `${id}-error` : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => {
          onText(option.uid, event.target.value)
        }}
        onBlur={() => {
          onLeave(option.uid)
        }}
        className={`${controlClassName(problem !== undefined)}${option.kind === 'area' ? ' py-2' : ''}`}
      />
      <div className="flex justify-between gap-3">
        <ProblemText id={`${id}-error`} problem={problem} />
        {showCount && (
          <p
            id={`${id}-count`}
            className={`mt-1 ml-auto text-xs tabular-nums ${length > max ? 'font-medium text-red-800' : 'text-ink-muted'}`}
          >
            <span aria-hidden="true">
              {length}/{max}
            </span>
            <span className="sr-only">{t('customOptions.characters', { count: length, max })}</span>
          </p>
        )}
      </div>
    </div>
  )
}

/** A one-line input, or for an area a textarea of four lines the customer may enlarge. */
function TextControl({
  area,
  ...props
}: { area: boolean } & React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return area ? <textarea rows={4} {...props} /> : <input type="text" {...props} />
}

/**
 * One value of radio buttons: a group with its legend, one tab stop, the
 * arrow keys move between the values (the browser's own radio group).
 * A radio option that is not required offers "none" first.
 */
function RadioGroup({
  option,
  values,
  problems,
  onChoice,
  onLeave,
  controlId,
}: FieldProps<ChoiceOption>) {
  const { t } = useTranslation()
  const surchargeOf = useSurchargeText()
  const id = controlId(option.uid)
  const chosen = values.choices.get(option.uid)?.[0] ?? ''
  const problem = problems.get(option.uid)
  const choices = [
    ...(option.required ? [] : [{ uid: '', title: t('customOptions.none'), surcharge: null }]),
    ...option.values.map((value) => ({
      uid: value.uid,
      title: value.title,
      surcharge: surchargeOf(value),
    })),
  ]
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        {option.title}
        {option.required && <RequiredMark />}
      </legend>
      <div className="mt-1 space-y-1">
        {choices.map((choice, index) => (
          <label
            key={choice.uid || 'none'}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink"
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={id}
              value={choice.uid}
              checked={chosen === choice.uid}
              required={option.required}

              onBlur={(event) => {
                const group = event.currentTarget.closest('fieldset')
                if (!group?.contains(event.relatedTarget)) onLeave(option.uid)
              }}
              onChange={() => {
                onChoice(option.uid, choice.uid ? [choice.uid] : [])
              }}
              className="size-5 shrink-0 accent-forest-800"
            />
            <span>
              {choice.title}
              {choice.surcharge && (
                <>
                  {' '}
                  <span className="ml-1 text-ink-muted">{choice.surcharge}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      <ProblemText id={`${id}-error`} problem={problem} />
    </fieldset>
  )
}

function DropDownField({
  option,
  values,
  problems,
  onChoice,
  onLeave,
  controlId,
}: FieldProps<ChoiceOption>) {
  const { t } = useTranslation()
  const surchargeOf = useSurchargeText()
  const id = controlId(option.uid)
  const chosen = values.choices.get(option.uid)?.[0] ?? ''
  const problem = problems.get(option.uid)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {option.title}
        {option.required && <RequiredMark />}
      </label>
      <select
        id={id}
        value={chosen}
        required={option.required}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          onChoice(option.uid, event.target.value ? [event.target.value] : [])
        }}
        onBlur={() => {
          onLeave(option.uid)
        }}
        className={controlClassName(problem !== undefined)}
      >
        <option value="">
          {option.required ? t('customOptions.choose') : t('customOptions.none')}
        </option>
        {option.values.map((value) => {
          const surcharge = surchargeOf(value)
          return (
            <option key={value.uid} value={value.uid}>
              {surcharge ? `${value.title} (${surcharge})` : value.title}
            </option>
          )
        })}
      </select>
      <ProblemText id={`${id}-error`} problem={problem} />
    </div>
  )
}

function CheckboxGroup({
  option,
  values,
  problems,
  onChoice,
  onLeave,
  controlId,
}: FieldProps<ChoiceOption>) {
  const surchargeOf = useSurchargeText()
  const id = controlId(option.uid)
  const chosen = values.choices.get(option.uid) ?? []
  const problem = problems.get(option.uid)
  return (
    <fieldset aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        {option.title}
        {option.required && <RequiredMark />}
      </legend>
      <div className="mt-1 space-y-1">
        {option.values.map((value, index) => {
          const surcharge = surchargeOf(value)
          const checked = chosen.includes(value.uid)
          return (
            <label
              key={value.uid}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink"
            >
              <input
                id={index === 0 ? id : undefined}
                type="checkbox"
                checked={checked}
                aria-invalid={problem !== undefined}
                onBlur={(event) => {
                  // Left when the focus goes out of the group, not from one box to the next.
                  const group = event.currentTarget.closest('fieldset')
                  if (!group?.contains(event.relatedTarget)) onLeave(option.uid)
                }}
                onChange={() => {
                  onChoice(
                    option.uid,
                    checked
                      ? chosen.filter((uid) => uid !== value.uid)
                      : option.values
                          .map((candidate) => candidate.uid)
                          .filter((uid) => uid === value.uid || chosen.includes(uid)),
                  )
                }}
                className="size-5 shrink-0 accent-forest-800"
              />
              <span>
                {value.title}
                {surcharge && (
                  <>
                    {' '}
                    <span className="ml-1 text-ink-muted">{surcharge}</span>
                  </>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <ProblemText id={`${id}-error`} problem={problem} />
    </fieldset>
  )
}

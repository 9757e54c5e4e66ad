import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SwitchButton, SwitchField, Text } from 'react-aria-components'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button-styles'
import { ModalDialog, ModalDialogBody, ModalDialogCloseButton } from '@/components/ui/modal-dialog'
import type { Locale } from '@/lib/locale'
import {
  choicesWith,
  consentPurposes,
  isRequiredService,
  type ConsentChoices,
  type ConsentService,
} from '../lib/consent'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { pathFor } from '@/lib/routes'

export interface ConsentDialogProps {
  locale: Locale
  /** The saved choices when reopened; null on the first visit (everything optional off). */
  current: ConsentChoices | null
  onSave: (choices: ConsentChoices) => void
  /** Closing without a choice; absent until the visitor has chosen once. */
  onClose?: () => void
  /** The privacy link was followed. */
  onPrivacyLink: () => void
}

/**
 * The consent notice as a modal dialog: focus stays inside and the page
 * behind is inert. Until a first choice it cannot be dismissed by Escape or
 * a click outside. The three choices are buttons of equal weight
 * (SPEC.md section 2); the switches start off for every optional service.
 */
function ConsentDialogWithTexts({
  locale,
  current,
  onSave,
  onClose,
  onPrivacyLink,
}: ConsentDialogProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const [choices, setChoices] = useState<ConsentChoices>(() => current ?? choicesWith(false))
  const dismissable = onClose !== undefined

  const choose = (service: ConsentService, allowed: boolean) => {
    setChoices((before) => ({ ...before, [service]: allowed }))
  }

  return (
    <ModalDialog
      labelledBy={headingId}
      dismissable={dismissable}
      keepOpen={!dismissable}
      onClose={() => onClose?.()}
    >
      <ModalDialogBody>
        <div className="flex items-start justify-between gap-4">
          <h2
            id={headingId}
            className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl"
          >
            {t('consent.title')}
          </h2>
          {dismissable && <ModalDialogCloseButton onClose={onClose} />}
        </div>
        <p className="mt-3 leading-relaxed">{t('consent.intro')}</p>
        <p className="mt-2 leading-relaxed">
          {t('consent.privacyIntro')}{' '}
          <Link
            to={pathFor('privacy', locale)}
            onClick={onPrivacyLink}
            className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900"
          >
            {t('consent.privacyLink')}
          </Link>
        </p>

        <div className="mt-5 space-y-4">
          {consentPurposes.map((purpose) => (
            <PurposeSection
              key={purpose.id}
              purposeId={purpose.id}
              required={purpose.required}
              services={purpose.services}
              choices={choices}
              onChoose={choose}
            />
          ))}
        </div>
      </ModalDialogBody>

      {/* The choices stay in view while the details scroll. */}
      <div className="grid gap-3 border-t border-cream-300 p-4 sm:grid-cols-3 sm:px-7">
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            onSave(choicesWith(true))
          }}
        >
          {t('consent.allowAll')}
        </button>
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            onSave(choicesWith(false))
          }}
        >
          {t('consent.onlyNecessary')}
        </button>
        <button
          type="button"
          className={buttonClassName}
          onClick={() => {
            onSave(choices)
          }}
        >
          {t('consent.confirmSelection')}
        </button>
      </div>
    </ModalDialog>
  )
}

function PurposeSection({
  purposeId,
  required,
  services,
  choices,
  onChoose,
}: {
  purposeId: 'necessary' | 'performance'
  required: boolean
  services: readonly ConsentService[]
  choices: ConsentChoices
  onChoose: (service: ConsentService, allowed: boolean) => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-cream-300 p-4">
      <h3 id={headingId} className="font-display text-lg font-semibold text-forest-900">
        {t(`consent.purposes.${purposeId}.title`)}
        {required && (
          <span className="ml-2 align-middle font-sans text-sm font-normal text-ink-muted">
            ({t('consent.required')})
          </span>
        )}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-ink-muted">
        {t(`consent.purposes.${purposeId}.description`)}
      </p>
      <ul className="mt-3 divide-y divide-cream-300">
        {services.map((service) => (
          <li key={service} className="py-2">
            <ServiceSwitch
              service={service}
              selected={choices[service]}
              onChange={(allowed) => {
                onChoose(service, allowed)
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ServiceSwitch({
  service,
  selected,
  onChange,
}: {
  service: ConsentService
  selected: boolean
  onChange: (allowed: boolean) => void
}) {
  const { t } = useTranslation()
  const required = isRequiredService(service)
  return (
    <SwitchField isSelected={required || selected} isDisabled={required} onChange={onChange}>
      <SwitchButton className="group flex min-h-11 cursor-pointer items-center justify-between gap-4 data-[disabled]:cursor-default">
        <span className="font-medium">{t(`consent.services.${service}.name`)}</span>
        <span className="flex items-center gap-2">
          <span className="text-sm text-ink-muted" aria-hidden="true">
            {required
              ? t('consent.alwaysOn')
              : selected
                ? t('consent.switchOn')
                : t('consent.switchOff')}
          </span>
          <span className="flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-forest-800 bg-cream-50 p-0.5 transition-colors group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-3 group-data-[focus-visible]:outline-forest-700 group-data-[selected]:bg-forest-800 group-data-[disabled]:border-ink-muted group-data-[disabled]:bg-ink-muted">
            <span className="size-5 rounded-full bg-forest-800 transition-transform group-data-[selected]:translate-x-5 group-data-[selected]:bg-cream-50" />
          </span>
        </span>
      </SwitchButton>
      <Text slot="description" className="mt-1 block text-sm leading-relaxed text-ink-muted">
        {t(`consent.services.${service}.description`)}
      </Text>
    </SwitchField>
  )
}

/** ConsentDialog, rendered once the forms part of the UI catalogs is loaded. */
export const ConsentDialog = withCatalogPart('forms', ConsentDialogWithTexts)

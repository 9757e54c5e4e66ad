import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Club } from '../api/club'

/** A tel: link's number: the digits with a leading +, nothing else. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : ''
  return `tel:${plus}${phone.replace(/\D/g, '')}`
}

/**
 * How a club is reached, on its home: the contact person, the postal
 * address, the mail address (mailto) and the telephone (tel), each only
 * when the club gave it; nothing at all when it gave none.
 */
export function ClubContact({ contact }: { contact: Club['contact'] }) {
  const { t } = useTranslation()
  const headingId = useId()
  const { name, email, phone, address } = contact
  if (!name && !email && !phone && !address) return null
  const linkClass = 'font-medium text-forest-800 underline underline-offset-2 hover:text-forest-700'
  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {t('clubs.contact.heading')}
      </h2>
      <address className="mt-4 flex flex-col gap-3 not-italic">
        {name && (
          <p>
            <span className="block text-sm text-ink-muted">{t('clubs.contact.person')}</span>
            {name}
          </p>
        )}
        {address && (
          <p>
            <span className="block text-sm text-ink-muted">{t('clubs.contact.address')}</span>
            {address.split('\n').map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </p>
        )}
        {email && (
          <p>
            <span className="block text-sm text-ink-muted">{t('clubs.contact.email')}</span>
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          </p>
        )}
        {phone && (
          <p>
            <span className="block text-sm text-ink-muted">{t('clubs.contact.phone')}</span>
            <a href={telHref(phone)} className={linkClass}>
              {phone}
            </a>
          </p>
        )}
      </address>
    </section>
  )
}

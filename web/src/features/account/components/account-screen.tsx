import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '@/components/ui/tabs'
import { tabletQuery, useMediaQuery } from '@/hooks/use-media-query'
import { withCatalogPart } from '@/lib/with-catalog-part'
import { RegistrationForm } from './registration-form'
import { SignInForm, type SignIn } from './sign-in-form'

function AccountSection({
  headingId,
  heading,
  intro,
  showHeading,
  children,
}: {
  headingId: string
  heading: string
  intro: string
  /** In tabs the tab names the section; its heading stays for screen readers. */
  showHeading: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={showHeading ? 'rounded-xl border border-cream-300 bg-cream-50 p-6 sm:p-8' : ''}
    >
      <h2
        id={headingId}
        className={showHeading ? 'font-display text-2xl font-semibold text-forest-900' : 'sr-only'}
      >
        {heading}
      </h2>
      <p className={`text-ink-muted ${showHeading ? 'mt-2' : ''}`}>{intro}</p>
      {children}
    </section>
  )
}

/**
 * The account page's forms: sign-in and registration side by side from
 * tablets up, as two tabs on phones. `signIn` signs in (the session
 * feature's, composed by the app); where to go afterwards is the page's.
 * `redirected` says the visitor came from a page that needs an account.
 */
function AccountFormsWithTexts({ signIn, redirected }: { signIn: SignIn; redirected: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const wide = useMediaQuery(tabletQuery)
  const signInHeadingId = `${id}-sign-in`
  const registerHeadingId = `${id}-register`

  const signInSection = (
    <AccountSection
      headingId={signInHeadingId}
      heading={t('account.signIn.heading')}
      intro={t('account.signIn.intro')}
      showHeading={wide}
    >
      <SignInForm signIn={signIn} headingId={signInHeadingId} />
    </AccountSection>
  )
  const registerSection = (
    <AccountSection
      headingId={registerHeadingId}
      heading={t('account.register.heading')}
      intro={t('account.register.intro')}
      showHeading={wide}
    >
      <RegistrationForm signIn={signIn} headingId={registerHeadingId} />
    </AccountSection>
  )

  return (
    <div className="mt-8">
      {redirected && (
        <p className="mb-6 rounded-md border border-brass-400 bg-cream-50 px-4 py-3 text-ink">
          {t('account.signInToContinue')}
        </p>
      )}
      {wide ? (
        <div className="grid grid-cols-2 items-start gap-6 lg:gap-10">
          {signInSection}
          {registerSection}
        </div>
      ) : (
        <Tabs
          label={t('account.tabsLabel')}
          items={[
            { id: 'sign-in', label: t('account.signIn.heading'), content: signInSection },
            { id: 'register', label: t('account.register.heading'), content: registerSection },
          ]}
        />
      )}
    </div>
  )
}

/** The account page's forms, once the forms and account parts of the UI catalogs are loaded. */
export const AccountForms = withCatalogPart(['forms', 'account'], AccountFormsWithTexts)

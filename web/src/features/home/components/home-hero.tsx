import { useTranslation } from 'react-i18next'
import { LogoMark } from '@/components/ui/logo'

/** The home page's opening: the shop's promise and what sets it apart. */
export function HomeHero() {
  const { t } = useTranslation()
  const promises = [t('home.promiseRange'), t('home.promiseClubs'), t('home.promiseReturns')]
  return (
    <section className="relative overflow-hidden rounded-xl bg-forest-900 px-6 py-10 text-cream-100 sm:px-10 sm:py-14 lg:px-14">
      <LogoMark className="pointer-events-none absolute -top-6 -right-10 size-64 text-forest-800 sm:size-80 [--logo-nail:var(--color-forest-900)]" />
      <div className="relative max-w-2xl">
        <p className="text-sm font-medium tracking-widest text-brass-300 uppercase">
          {t('home.eyebrow')}
        </p>
        <h1 className="mt-3 font-display text-3xl leading-tight font-semibold text-balance text-cream-50 sm:text-5xl">
          {t('routes.home.title')}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-cream-200">{t('home.intro')}</p>
        <ul className="mt-6 space-y-2">
          {promises.map((promise) => (
            <li key={promise} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brass-400" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
        <a
          href="#entry-points-heading"
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brass-400 px-5 py-2.5 font-medium text-forest-950 hover:bg-brass-300 [--focus-ring:var(--color-brass-300)]"
        >
          {t('home.cta')}
        </a>
      </div>
    </section>
  )
}

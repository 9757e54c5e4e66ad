import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import type { NavigationItem } from '../types'

/** An open mega menu panel: a link to the category, then levels 2 to 4 in columns. */
export function MegaMenuPanel({ item }: { item: NavigationItem }) {
  const { t } = useTranslation()
  return (
    <Container className="py-8">
      <Link
        to={item.href}
        className="inline-flex min-h-9 items-center font-display text-xl font-semibold text-forest-900 underline-offset-4 hover:underline"
      >
        {t('navigation.showAll', { name: item.name })}
      </Link>
      <ul className="mt-5 grid grid-cols-4 gap-x-8 gap-y-6 xl:grid-cols-5">
        {item.children.map((child) => (
          <li key={child.id}>
            <Link
              to={child.href}
              className="inline-flex min-h-8 items-center font-semibold text-forest-900 hover:underline"
            >
              {child.name}
            </Link>
            {child.children.length > 0 && (
              <ul className="mt-1 space-y-0.5">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link
                      to={grandchild.href}
                      className="inline-flex min-h-8 items-center text-sm text-ink hover:text-forest-700 hover:underline"
                    >
                      {grandchild.name}
                    </Link>
                    {grandchild.children.length > 0 && (
                      <ul className="mb-1 border-l border-cream-300 pl-3">
                        {grandchild.children.map((leaf) => (
                          <li key={leaf.id}>
                            <Link
                              to={leaf.href}
                              className="inline-flex min-h-7 items-center text-sm text-ink-muted hover:text-forest-700 hover:underline"
                            >
                              {leaf.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Container>
  )
}

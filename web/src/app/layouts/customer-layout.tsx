import { Outlet } from 'react-router'
import { CustomerNavigation } from '@/features/customer/components/customer-navigation'
import { useLocale } from '@/hooks/use-locale'

/** The customer area's parent route: section navigation beside the page. */
export function Component() {
  const locale = useLocale()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
      <div className="min-w-0 border-b border-cream-300 pb-3 md:border-r md:border-b-0 md:pr-6 md:pb-0">
        <CustomerNavigation locale={locale} />
      </div>
      <div>
        <Outlet />
      </div>
    </div>
  )
}

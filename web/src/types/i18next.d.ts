import type { Catalog, namespace } from '@/lib/i18n'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof namespace
    resources: { common: Catalog }
  }
}

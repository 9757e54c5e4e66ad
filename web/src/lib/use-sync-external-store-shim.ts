/**
 * React 19 has useSyncExternalStore built in; react-i18next still imports
 * the shim for React 17. vite.config.ts points that import here, so the
 * first page load carries no copy of it.
 */
export { useSyncExternalStore } from 'react'

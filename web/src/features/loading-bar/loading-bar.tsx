import { useTranslation } from 'react-i18next'
import { useLoadingBar } from './use-loading-bar'

/**
 * The 3 px bar at the top of the window while a page change takes longer than 200 ms (SPEC.md section 9).
 * Once the page is there, the bar runs to its end and fades hidden from assistive technology: it stands
 * outside the page's landmarks, and the finished page is what a screen reader should find.
 */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation()
  const { visible, progress } = useLoadingBar(active)
  if (!visible && progress === 0) return null

  return (
    <div
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible || !active}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] origin-left bg-brass-400 shadow-[0_0_6px_var(--color-brass-400)] transition-[transform,opacity] duration-300 ease-out motion-reduce:transition-none"
      style={{ transform: `scaleX(${String(progress / 100)})`, opacity: visible ? 1 : 0 }}
    />
  )
}

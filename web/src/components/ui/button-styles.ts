/** The primary button look, also for links that act as the main call to action. */
export const buttonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-forest-800 px-5 py-2.5 font-medium text-cream-50 shadow-sm transition-colors hover:bg-forest-700 active:bg-forest-900'

/** A button of less weight than the primary one (buttonClassName); shows a wait while aria-disabled. */
export const secondaryButtonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-forest-800 px-4 py-2 font-medium text-forest-900 transition-colors hover:bg-cream-200 aria-disabled:cursor-progress aria-disabled:opacity-70'

/** The card look of the customer area's and the orders' sections. */
export const cardClassName = 'rounded-xl border border-cream-300 bg-cream-50 p-5 sm:p-6'

/** A text link inside cards and lists, big enough to tap. */
export const textLinkClassName =
  'inline-flex min-h-11 items-center font-medium text-forest-700 underline underline-offset-2 hover:text-forest-900'

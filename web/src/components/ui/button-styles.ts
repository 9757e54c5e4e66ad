/** The primary button look, also for links that act as the main call to action. */
export const buttonClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-forest-800 px-5 py-2.5 font-medium text-cream-50 shadow-sm transition-colors hover:bg-forest-700 active:bg-forest-900'

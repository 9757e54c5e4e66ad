/** The plain underlined look of a download among text (an order's documents, a return's label). */
export const downloadLinkClassName =
  'inline-flex min-h-11 items-center gap-2 font-medium break-words text-forest-800 underline underline-offset-2 hover:text-forest-700'

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5 shrink-0"
    >
      <path d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12" />
    </svg>
  )
}

/**
 * A download of the server's (a file the session may fetch, answered as
 * an attachment): a plain link, not the router's, with the download icon
 * and named by what it brings ("Rechnung RE-2026-000001 (PDF)"), so a
 * screen reader's list of links says it too. Underlined among text unless
 * given another look (a button's).
 */
export function DownloadLink({
  href,
  children,
  className = downloadLinkClassName,
}: {
  href: string
  children: string
  className?: string
}) {
  return (
    <a href={href} className={className}>
      <DownloadIcon />
      <span>{children}</span>
    </a>
  )
}

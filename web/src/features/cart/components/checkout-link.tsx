import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * The way to the checkout from the cart page and the mini cart: a link
 * while the cart can be ordered; while it holds items no longer sold
 * (`blocked`, the sentence naming them), the same-looking control goes
 * nowhere (aria-disabled, so it stays focusable and is read with its
 * reason) and the reason stands under it.
 */
export function CheckoutLink({
  to,
  blocked,
  className,
  onClick,
  children,
}: {
  to: string
  blocked: string | null
  className: string
  onClick?: () => void
  children: ReactNode
}) {
  const reasonId = useId()
  if (!blocked) {
    return (
      <Link to={to} onClick={onClick} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <div>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={reasonId}
        className={`${className} cursor-not-allowed opacity-60`}
      >
        {children}
      </button>
      <p id={reasonId} className="mt-2 text-sm font-medium text-red-800">
        {blocked}
      </p>
    </div>
  )
}

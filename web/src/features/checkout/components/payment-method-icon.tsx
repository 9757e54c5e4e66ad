/**
 * A payment method's icon (Mollie's, from mollie_meta.image): decorative,
 * since the method's name stands beside it; a fixed box, so the list does
 * not move while icons load, and loaded lazily, as a long list on a phone
 * shows only a few at first.
 */
export function PaymentMethodIcon({ src, className = '' }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={32}
      height={24}
      loading="lazy"
      decoding="async"
      className={`h-6 w-8 shrink-0 object-contain ${className}`}
    />
  )
}

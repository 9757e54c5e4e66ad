/** Leaves the shop for a payment provider's hosted page (a full page load). */
export function leavePageFor(url: string): void {
  window.location.assign(url)
}

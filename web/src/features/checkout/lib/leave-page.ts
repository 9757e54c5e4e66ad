/**
 * Leaving the shop for a payment provider's hosted page (a full page load).
 * An object, so that a test can spy on `leavePage.for` in the module graph
 * the suite's workers share (vi.mock does not reach a module already
 * imported by an earlier file).
 */
export const leavePage = {
  for(url: string): void {
    window.location.assign(url)
  },
}

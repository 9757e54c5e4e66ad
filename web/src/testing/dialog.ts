/**
 * jsdom knows <dialog> but not showModal() and close(). These do what the
 * drawer relies on: the open attribute, and a close event on closing (the
 * browser's own Escape handling is not imitated; tests close with buttons).
 */
export function installDialog(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
  if (typeof proto.showModal === 'function') return
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

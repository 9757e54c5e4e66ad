/**
 * Upload fields name their allowed types as MIME types (image/png, image/*)
 * or extensions (.pdf); the same list feeds the file picker's `accept` and
 * the check before a file is sent. The server sniffs the content anyway.
 */

const normalise = (type: string) => type.trim().toLowerCase()

/** The `accept` attribute of the file input; undefined lets every type through. */
export function acceptAttribute(allowed: readonly string[]): string | undefined {
  const types = allowed.map(normalise).filter((type) => type !== '')
  return types.length > 0 ? types.join(',') : undefined
}

/** Whether a chosen file is of an allowed type, by its MIME type or its extension. */
export function isAllowedFile(file: Pick<File, 'name' | 'type'>, allowed: readonly string[]) {
  const types = allowed.map(normalise).filter((type) => type !== '')
  if (types.length === 0) return true
  const name = file.name.toLowerCase()
  const mime = normalise(file.type)
  return types.some((type) => {
    if (type.startsWith('.')) return name.endsWith(type) && name.length > type.length
    if (type.endsWith('/*')) return mime !== '' && mime.startsWith(type.slice(0, -1))
    return mime === type
  })
}

/** The allowed types as a person reads them: PDF, PNG, JPG, images. */
export function describeFileTypes(
  allowed: readonly string[],
  wildcardLabel: (group: string) => string,
): string {
  const labels = allowed
    .map(normalise)
    .filter((type) => type !== '')
    .map((type) => {
      if (type.startsWith('.')) return type.slice(1).toUpperCase()
      if (type.endsWith('/*')) return wildcardLabel(type.slice(0, -2))
      const subtype = type.split('/')[1] ?? type
      return (subtype === 'jpeg' ? 'JPG' : subtype.replace(/^(x-|vnd\.)/, '')).toUpperCase()
    })
  return [...new Set(labels)].join(', ')
}

/** A size in bytes as "4,5 MB" or "820 KB" (1 KB = 1024 bytes) in the reader's number format. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit] ?? 'B'}`
}

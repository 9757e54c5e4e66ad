/** The first of texts that is not empty, or ''. */
export function firstText(...texts: (string | undefined)[]): string {
  return texts.find((x) => x !== undefined && x !== '') ?? ''
}

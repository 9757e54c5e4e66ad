/** The storefront's site code; the Store header and the layout rules depend on it (SPEC.md sections 2 and 7). */
export const defaultSiteCode = 'shop'

/** An entry of the main navigation with the levels below it. */
export interface NavigationItem {
  id: string
  name: string
  /** The page of the entry itself. */
  href: string
  children: NavigationItem[]
}

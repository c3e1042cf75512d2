/** One page of a list the server pages and filters (admin orders, users). */
export interface Page<T> {
  items: T[]
  total: number
  /** A broad search's total is what it counted at least; counting every match would be slow. */
  totalIsLowerBound?: true
  page: number
  pageSize: number
}

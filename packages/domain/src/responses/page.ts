/** One page of a list the server pages and filters (admin orders, users). */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

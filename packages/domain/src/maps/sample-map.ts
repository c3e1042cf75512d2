import { z } from '../zod-hebrew.ts'

/**
 * The fictional person of the map anyone can open before ordering: typeset by the same code as a
 * buyer's map, from the current texts. Not a customer: no order or report holds this name.
 */
export const sampleMapSubject = {
  fullName: 'נועה ישראלי',
  dateOfBirth: '1990-06-15',
} as const

/** Where the sample's files are kept: the PDF, a PNG preview per page and their count. */
export const sampleMapFiles = {
  pdf: 'sample-map/map.pdf',
  pages: 'sample-map/pages.json',
  pagesPrefix: 'sample-map/pages/',
  page: (page: number) => `sample-map/pages/${page}.png`,
} as const

/**
 * What the worker stores beside the sample and `GET /api/sample-map` answers: how many page
 * previews there are. Read back from storage, it is checked rather than trusted.
 */
export const sampleMapPagesSchema = z.object({ pages: z.number().int().positive() })
export type SampleMapPages = z.infer<typeof sampleMapPagesSchema>

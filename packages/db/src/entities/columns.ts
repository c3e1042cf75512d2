import { randomUUID } from 'node:crypto'
import { p } from '@mikro-orm/core'

/** Column builders every table shares, so ids and timestamps mean the same thing everywhere. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID())
export const createdAt = () => p.datetime().onCreate(() => new Date())
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date())
export const nullableTimestamp = () => p.datetime().nullable()

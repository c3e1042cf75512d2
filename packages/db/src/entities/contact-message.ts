import { defineEntity, p } from '@mikro-orm/core'
import { createdAt, uuidPrimaryKey } from './columns.ts'

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100),
    email: p.string().length(255),
    phone: p.string().length(30).nullable(),
    message: p.string().length(1000),
    createdAt: createdAt(),
  },
})

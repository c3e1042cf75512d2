// Apart from the order schema so that a form can show its limits without loading the schema, and
// zod with it, before the form is first checked.
export const maxReportsPerOrder = 20
export const commentsMaxLength = 500
export const giftMessageMaxLength = 300

import { authMessages } from '@shop/domain'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../form/field'
import { LtrInput } from '../form/ltr-input'

export interface EmailFieldProps {
  registration: UseFormRegisterReturn<'email'>
  error?: string
}

/** The e-mail a visitor types to start signing in or to ask for a reset link; it takes the focus. */
export function EmailField({ registration, error }: EmailFieldProps) {
  return (
    <FormField label={authMessages.fields.email} required error={error}>
      {(control) => (
        <LtrInput {...control} {...registration} type="email" autoComplete="email" autoFocus />
      )}
    </FormField>
  )
}

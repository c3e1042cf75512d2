import { Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { useId, type ReactNode } from 'react'
import { Field } from '../ui/styled/field'

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FormFieldProps {
  label: string
  /** The validation or server message for this field; marks the control invalid. */
  error?: string
  helperText?: string
  required?: boolean
  /** Shows "(not required)" beside the label. */
  optional?: boolean
  children: (control: FieldControlProps) => ReactNode
}

/**
 * Every form field of the shop: the label, the hint and the error are wired to the control here,
 * once, so screen readers announce them the same way in every form.
 */
export function FormField({
  label,
  error,
  helperText,
  required,
  optional,
  children,
}: FormFieldProps) {
  const id = useId()
  const helperId = `${id}-helper`
  const errorId = `${id}-error`
  const describedBy = [helperText && helperId, error && errorId].filter(Boolean).join(' ')

  // The control is described here, not by Chakra: told the hint's id, the field would look for it
  // once mounted and, finding it, draw itself and its control again at once, a long task on a phone
  // as a form with hints hydrates.
  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="medium">
        {label}
        <Field.RequiredIndicator />
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
            {siteMessages.form.optional}
          </Text>
        )}
      </Field.Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {helperText && <Field.HelperText id={helperId}>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

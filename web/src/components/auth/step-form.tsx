import { Button, Stack } from '@chakra-ui/react'
import { authMessages } from '@shop/domain'
import type { FormEventHandler, ReactNode } from 'react'
import { FormMessage } from '../form/form-message'
import { HydratedFieldset } from '../form/hydrated-fieldset'

const { loginPage } = authMessages

export interface StepFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The visitor reaching the form (a field or the button), as a cue to load what checking it needs. */
  onFocus?: () => void
  /** Why the last attempt failed, above the fields: the server's answer, or checks not loaded. */
  serverError?: string | null
  /** A good outcome to say in the same place, when there is no error. */
  success?: string | null
  submitting: boolean
  submitLabel: string
  /** The step's own fields. */
  children: ReactNode
}

/** The frame every login step shares: the server's message, the fields and one large submit. */
export function StepForm({
  onSubmit,
  onFocus,
  serverError,
  success,
  submitting,
  submitLabel,
  children,
}: StepFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus}>
      <HydratedFieldset>
        <Stack gap="5">
          <FormMessage
            status={serverError ? 'error' : 'success'}
            message={serverError ?? success}
          />
          {children}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submitting}
            loadingText={loginPage.submitting}
          >
            {submitLabel}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  )
}

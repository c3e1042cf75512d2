import { zodResolver } from '@hookform/resolvers/zod'
import { emailLookupSchema, he } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { StepForm } from '../../components/auth/step-form'

const { fields, loginPage } = he.auth

export interface EmailStepProps {
  defaultEmail: string
  onContinue: (email: string) => void
}

/**
 * Step one: only the e-mail, checked in the browser. Nothing is asked of the server here, so this
 * step cannot tell anyone which e-mails have accounts; the visitor says so in the next step.
 */
export function EmailStep({ defaultEmail, onContinue }: EmailStepProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(emailLookupSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  return (
    <StepForm
      onSubmit={handleSubmit(({ email }) => onContinue(email))}
      serverError={null}
      submitting={false}
      submitLabel={loginPage.emailStep.submit}
    >
      <FormField label={fields.email} required error={formState.errors.email?.message}>
        {(control) => (
          <LtrInput
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
        )}
      </FormField>
    </StepForm>
  )
}

import { authMessages, emailLookupSchema } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { EmailField } from '../../components/auth/email-field'
import { StepForm } from '../../components/auth/step-form'
import { hebrewResolver } from '../../components/form/hebrew-resolver'

const { loginPage } = authMessages

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
    resolver: hebrewResolver(emailLookupSchema),
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
      <EmailField registration={register('email')} error={formState.errors.email?.message} />
    </StepForm>
  )
}

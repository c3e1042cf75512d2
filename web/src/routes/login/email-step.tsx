import { authMessages } from '@shop/domain'
import { useForm } from 'react-hook-form'
import { EmailField } from '../../components/auth/email-field'
import { StepForm } from '../../components/auth/step-form'
import { lazyResolver } from '../../components/form/lazy-resolver'

const { loginPage } = authMessages
const resolver = lazyResolver(() =>
  import('../../components/auth/auth-resolvers').then((module) => module.emailLookupResolver),
)

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
    resolver,
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  return (
    <StepForm
      onSubmit={handleSubmit(({ email }) => onContinue(email))}
      onFocus={resolver.preload}
      // Only ever that checking the e-mail could not load: this step asks nothing of the server
      serverError={formState.errors.root?.message ?? null}
      submitting={false}
      submitLabel={loginPage.emailStep.submit}
    >
      <EmailField registration={register('email')} error={formState.errors.email?.message} />
    </StepForm>
  )
}

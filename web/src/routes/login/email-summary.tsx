import { Button, HStack } from '@chakra-ui/react'
import { authMessages } from '@shop/domain'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'

const { fields, loginPage } = authMessages

/** The e-mail chosen in the first step, read-only (and offered to password managers as the username). */
export function EmailSummary({
  registration,
  onChangeEmail,
}: {
  registration: UseFormRegisterReturn<'email'>
  onChangeEmail: () => void
}) {
  return (
    <FormField label={fields.email}>
      {(control) => (
        <HStack gap="2" align="stretch" w="full">
          <LtrInput
            {...control}
            {...registration}
            type="email"
            autoComplete="username"
            readOnly
            bg="bg.muted"
            flex="1"
          />
          <Button
            variant="outline"
            colorPalette="brand"
            flexShrink="0"
            aria-label={loginPage.changeEmail}
            onClick={onChangeEmail}
          >
            {loginPage.change}
          </Button>
        </HStack>
      )}
    </FormField>
  )
}

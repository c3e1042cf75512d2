import { authMessages } from '@shop/domain'
import type { ReactNode } from 'react'
import { LogInIcon, UserPlusIcon } from 'lucide-react'
import { Tabs } from '../../components/ui/styled/tabs'

const { accountChoice } = authMessages.loginPage

export type AccountMode = 'sign-in' | 'sign-up'

export interface AccountChoiceProps {
  mode: AccountMode
  onModeChange: (mode: AccountMode) => void
  signIn: ReactNode
  signUp: ReactNode
}

/**
 * The password step offers both ways for every e-mail: the visitor picks whether they have an
 * account. Only the open form is mounted, so the page never holds two password fields.
 */
export function AccountChoice({ mode, onModeChange, signIn, signUp }: AccountChoiceProps) {
  return (
    <Tabs.Root
      value={mode}
      onValueChange={(details) => onModeChange(details.value as AccountMode)}
      variant="enclosed"
      colorPalette="brand"
      fitted
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={accountChoice.label} rounded="xl" p="1">
        <Tabs.Trigger value="sign-in">
          <LogInIcon />
          {accountChoice.signIn}
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up">
          <UserPlusIcon />
          {accountChoice.signUp}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" pt="5">
        {signIn}
      </Tabs.Content>
      <Tabs.Content value="sign-up" pt="5">
        {signUp}
      </Tabs.Content>
    </Tabs.Root>
  )
}

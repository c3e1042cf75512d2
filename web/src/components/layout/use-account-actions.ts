import { authMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import { authApi } from '../../auth/auth-api'
import { clearSession, forgetOrderDrafts, signOut } from '../../auth/auth-session'
import { errorMessage } from '../../lib/error-message'
import { toaster } from '../ui/toaster'

/** Log out and delete account, as offered by the account menu and the mobile drawer. */
export function useAccountActions() {
  const navigate = useNavigate()
  const deletion = useMutation({ mutationFn: () => authApi.deleteAccount() })

  // Leave the customer's pages before the session goes, or their guards would send the visitor on
  // to /login. flushSync (the router renders without transitions): a transition would keep the old
  // page (and its guard) on screen while the home page's code loads.
  const leave = () => flushSync(() => void navigate('/'))

  const logOut = async () => {
    leave()
    try {
      await signOut()
    } catch (error) {
      console.error('Logout failed', error)
    }
    toaster.create({ type: 'success', title: authMessages.logoutSuccess })
  }

  /** True once the server deleted the account; the session is kept until then. */
  const deleteAccount = async (): Promise<boolean> => {
    try {
      await deletion.mutateAsync()
    } catch (error) {
      toaster.create({
        type: 'error',
        title: authMessages.deleteAccountFailed,
        description: errorMessage(error, ''),
      })
      return false
    }
    leave()
    // The server has already revoked every session of the account
    clearSession()
    await forgetOrderDrafts()
    toaster.create({ type: 'success', title: authMessages.accountDeleted })
    return true
  }

  return { logOut, deleteAccount }
}

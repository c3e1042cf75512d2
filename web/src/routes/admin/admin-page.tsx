import { Alert, Box, Container, Stack } from '@chakra-ui/react'
import { he } from '@shop/domain'
import { useAuth } from '../../auth/auth-state'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminHeader } from './admin-header'

/** The managers' dashboard; its tabs (orders, users, coupons, pricing, settings) come next. */
export function AdminPage() {
  useDocumentTitle(he.site.pages.admin)
  const { user } = useAuth()
  return (
    <Box bg="brand.50/60" flex="1">
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6">
          <AdminHeader user={user} />
          <Alert.Root status="info" rounded="xl">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{he.auth.adminPage.tabsComing}</Alert.Title>
          </Alert.Root>
        </Stack>
      </Container>
    </Box>
  )
}

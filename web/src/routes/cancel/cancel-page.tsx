import { Container, Grid, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { cancellationMessages } from '@shop/domain'
import { useAuth } from '../../auth/auth-state'
import { PageBand } from '../../components/order/page-band'
import { Card } from '../../components/ui/styled/card'
import { List } from '../../components/ui/styled/list'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AnonymousCancelForm } from './anonymous-cancel-form'
import { OwnOrderCancelForm } from './own-order-cancel-form'
import { ContactDetails } from '../contact/contact-details'

const m = cancellationMessages

/**
 * /cancel, "ביטול עסקה": the rules and the form the Consumer Protection Law wants online. Rendered
 * at build, so the rules read without scripts; a signed-in buyer also picks from their orders.
 */
export function CancelPage() {
  useDocumentTitle(m.page.title)
  const signedIn = useAuth().status === 'authenticated'
  return (
    <>
      <PageBand title={m.page.title} subtitle={m.page.intro} maxW="5xl" />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
          <Card.Root variant="outline" rounded="2xl" borderColor="brand.100">
            <Card.Body gap="6">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {m.page.formTitle}
              </Heading>
              {signedIn && (
                <>
                  <OwnOrderCancelForm />
                  <Separator />
                </>
              )}
              <AnonymousCancelForm />
            </Card.Body>
          </Card.Root>
          <Stack gap="6">
            <Stack as="section" gap="3">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {m.page.rulesTitle}
              </Heading>
              <List.Root gap="2" ps="5" color="fg.muted">
                {m.rules.map((rule) => (
                  <List.Item key={rule}>{rule}</List.Item>
                ))}
              </List.Root>
              <Text color="fg.muted">{m.rulesHowTo}</Text>
            </Stack>
            <ContactDetails />
          </Stack>
        </Grid>
      </Container>
    </>
  )
}

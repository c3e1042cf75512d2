import { Container, Grid, Heading } from '@chakra-ui/react'
import { contactMessages, siteMessages } from '@shop/domain'
import { PageBand } from '../../components/order/page-band'
import { Card } from '../../components/ui/styled/card'
import { useDocumentTitle } from '../../lib/use-document-title'
import { ContactDetails } from './contact-details'
import { ContactForm } from './contact-form'

const { page: m } = contactMessages

/** /contact: the form, sent to the managers, and the shop's own details. */
export function ContactPage() {
  useDocumentTitle(siteMessages.pages.contact)
  return (
    <>
      <PageBand title={siteMessages.pages.contact} subtitle={m.intro} maxW="5xl" />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
          <Card.Root variant="outline" rounded="2xl" borderColor="brand.100">
            <Card.Body gap="5">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {m.formTitle}
              </Heading>
              <ContactForm />
            </Card.Body>
          </Card.Root>
          <ContactDetails />
        </Grid>
      </Container>
    </>
  )
}

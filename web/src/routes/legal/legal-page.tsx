import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { legalMessages as legal } from '@shop/domain'
import type { ReactNode } from 'react'
import { List } from '../../components/ui/styled/list'
import { usePublicSettings } from '../../lib/public-settings'
import { useDocumentTitle } from '../../lib/use-document-title'
import { PageHeading } from '../../components/layout/page-heading'

export interface LegalDocument {
  title: string
  intro: string
  sections: readonly {
    title: string
    paragraphs: readonly string[]
    items?: readonly string[]
  }[]
}

export interface LegalPageProps {
  document: LegalDocument
  updated?: string
  /** The closing box: by default, the shop's e-mail for questions. */
  closing?: ReactNode
}

export function LegalPage({ document, updated = legal.updated, closing }: LegalPageProps) {
  useDocumentTitle(document.title)

  return (
    <>
      <PageHeading title={document.title} subtitle={updated} />
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Stack gap="10">
          <Text fontSize={{ base: 'md', md: 'lg' }}>{document.intro}</Text>
          {document.sections.map((section) => (
            <Stack as="section" key={section.title} gap="3">
              <Heading as="h2" fontSize="xl" color="brand.900">
                {section.title}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} color="fg.muted">
                  {paragraph}
                </Text>
              ))}
              {section.items && (
                <List.Root color="fg.muted" gap="2" ps="5">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          ))}
          {closing ?? <ShopContact />}
        </Stack>
      </Container>
    </>
  )
}

/** A tinted box that closes a legal page, headed by its title. */
export function ClosingBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="brand.50" rounded="xl" p="6">
      <Heading as="h2" fontSize="xl" color="brand.900" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function ShopContact() {
  const { settings } = usePublicSettings()
  return (
    <ClosingBox title={legal.contactTitle}>
      <Text color="fg.muted">
        {legal.contactText}{' '}
        <Link href={`mailto:${settings.contact_email}`} color="brand.700" fontWeight="medium">
          <bdi>{settings.contact_email}</bdi>
        </Link>
      </Text>
    </ClosingBox>
  )
}

import { Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react'
import { contactMessages, siteMessages } from '@shop/domain'
import { MailIcon, PhoneIcon } from 'lucide-react'
import { Card } from '../../components/ui/styled/card'
import { usePublicSettings } from '../../lib/public-settings'

const { page: m } = contactMessages

/** The shop's e-mail and phone, from the public settings. */
export function ContactDetails() {
  const { settings } = usePublicSettings()
  const details = [
    {
      icon: <MailIcon />,
      label: m.emailLabel,
      value: settings.contact_email,
      href: `mailto:${settings.contact_email}`,
    },
    {
      icon: <PhoneIcon />,
      label: m.phoneLabel,
      value: settings.contact_phone,
      href: `tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`,
    },
  ]

  return (
    <Card.Root variant="subtle" rounded="2xl" bg="brand.50">
      <Card.Body gap="4">
        <Heading as="h2" fontSize="xl" color="brand.900">
          {m.detailsTitle}
        </Heading>
        <Text color="fg.muted">{m.detailsText}</Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {details.map((detail) => (
            <HStack as="li" key={detail.label} gap="3">
              <Icon color="brand.700" size="md" aria-hidden>
                {detail.icon}
              </Icon>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {detail.label}
                </Text>
                <Link href={detail.href} color="brand.800" fontWeight="medium">
                  <bdi>{detail.value}</bdi>
                </Link>
              </Stack>
            </HStack>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {siteMessages.footer.deliveryNote}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

import { Heading, Link, Stack } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'
import { MailIcon, PhoneIcon } from 'lucide-react'
import { usePublicSettings } from '../../lib/public-settings'

export function FooterContact() {
  const { settings } = usePublicSettings()
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="white">
        {siteMessages.footer.contactTitle}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        <li>
          <Link
            href={`mailto:${settings.contact_email}`}
            color="whiteAlpha.800"
            _hover={{ color: 'gold.300' }}
          >
            <MailIcon aria-hidden />
            <bdi>{settings.contact_email}</bdi>
          </Link>
        </li>
        <li>
          <Link
            href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}
            color="whiteAlpha.800"
            _hover={{ color: 'gold.300' }}
          >
            <PhoneIcon aria-hidden />
            <bdi>{settings.contact_phone}</bdi>
          </Link>
        </li>
      </Stack>
    </Stack>
  )
}

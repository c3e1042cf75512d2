import { Link, Text } from '@chakra-ui/react'
import { accessibilityMessages } from '@shop/domain'
import type { ReactNode } from 'react'
import { DataList } from '../../components/ui/styled/data-list'
import { usePublicSettings } from '../../lib/public-settings'
import { ClosingBox, LegalPage } from './legal-page'

const m = accessibilityMessages

/**
 * The accessibility statement. The coordinator's details are the shop's settings: the server puts
 * them into the page built at build time, and hydrating keeps that text (public-settings.ts).
 */
export function AccessibilityPage() {
  const { settings } = usePublicSettings()
  const phone = settings.accessibility_coordinator_phone
  const email = settings.accessibility_coordinator_email
  const details: { label: string; value: ReactNode }[] = [
    {
      label: m.coordinator.name,
      value: <bdi suppressHydrationWarning>{settings.accessibility_coordinator_name}</bdi>,
    },
    {
      label: m.coordinator.phone,
      value: (
        <Link href={`tel:${phone.replace(/\s/g, '')}`} suppressHydrationWarning {...linkStyle}>
          <bdi suppressHydrationWarning>{phone}</bdi>
        </Link>
      ),
    },
    {
      label: m.coordinator.email,
      value: (
        <Link href={`mailto:${email}`} suppressHydrationWarning {...linkStyle}>
          <bdi suppressHydrationWarning>{email}</bdi>
        </Link>
      ),
    },
  ]

  return (
    <LegalPage
      document={m}
      updated={m.reviewed}
      closing={
        <ClosingBox title={m.coordinator.title}>
          <Text color="fg.muted" mb="4">
            {m.coordinator.text}
          </Text>
          <DataList.Root orientation="horizontal" gap="3">
            {details.map((detail) => (
              <DataList.Item key={detail.label}>
                <DataList.ItemLabel minW="16">{detail.label}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium" color="brand.900">
                  {detail.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </ClosingBox>
      }
    />
  )
}

const linkStyle = { color: 'brand.700', fontWeight: 'medium' } as const

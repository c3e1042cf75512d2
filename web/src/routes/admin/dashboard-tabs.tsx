import { VisuallyHidden } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import {
  FileTextIcon,
  FolderArchiveIcon,
  PercentIcon,
  ReceiptIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Tabs } from '../../components/ui/styled/tabs'
import type { Setting } from './api/admin-types'
import { CouponsTab } from './coupons/coupons-tab'
import { DocumentsTab } from './documents/documents-tab'
import { OrdersTab } from './orders/orders-tab'
import { PricingTab } from './pricing/pricing-tab'
import { SettingsTab } from './settings/settings-tab'
import { TextsTab } from './texts/texts-tab'
import { UsersTab } from './users/users-tab'

const { tabs } = adminMessages
const tabNames = [
  'orders',
  'documents',
  'users',
  'coupons',
  'texts',
  'pricing',
  'settings',
] as const
type TabName = (typeof tabNames)[number]

const icons: Record<TabName, ReactNode> = {
  orders: <ReceiptIcon />,
  documents: <FolderArchiveIcon />,
  users: <UsersIcon />,
  coupons: <TagIcon />,
  texts: <FileTextIcon />,
  pricing: <PercentIcon />,
  settings: <SettingsIcon />,
}

export interface DashboardTabsProps {
  settings: UseQueryResult<Setting[]>
}

/**
 * The seven areas. A tab's content is mounted when it is first opened and kept afterwards, so the
 * open tab's list does not wait behind the other six (their queries and their drawing); the open
 * tab is kept in the address so a reload returns to it.
 */
export function DashboardTabs({ settings }: DashboardTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const current: TabName = tabNames.find((name) => name === requested) ?? 'orders'

  const select = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === 'orders') params.delete('tab')
        else params.set('tab', value)
        return params
      },
      { replace: true },
    )

  const content: Record<TabName, ReactNode> = {
    orders: <OrdersTab />,
    documents: <DocumentsTab />,
    users: <UsersTab />,
    coupons: <CouponsTab />,
    texts: <TextsTab />,
    pricing: <PricingTab settings={settings} />,
    settings: <SettingsTab settings={settings} />,
  }

  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => select(details.value)}
      lazyMount
      variant="enclosed"
      colorPalette="brand"
    >
      <Tabs.List
        aria-label={tabs.label}
        bg="white"
        borderWidth="1px"
        borderColor="brand.100"
        rounded="xl"
        p="1"
        // Wrapped rather than scrolled: a strip cut at the screen's edge hid its last tabs on a
        // phone with nothing to say they were there.
        flexWrap="wrap"
        maxW="full"
      >
        {tabNames.map((name) => (
          <Tabs.Trigger key={name} value={name} flexShrink="0" px="4">
            {icons[name]}
            {tabs[name]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabNames.map((name) => (
        <Tabs.Content key={name} value={name}>
          {/* The tab names the area on screen; the heading places it between the page's title
              and the panels' headings for those who move by headings */}
          <VisuallyHidden asChild>
            <h2>{tabs[name]}</h2>
          </VisuallyHidden>
          {content[name]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

import { Center, Icon, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Skeleton } from '../../../components/ui/styled/skeleton'
import { Stat } from '../../../components/ui/styled/stat'

export interface SummaryCardProps {
  label: string
  value: ReactNode
  hint?: ReactNode
  icon: ReactNode
  loading: boolean
}

/** One number at the top of the dashboard. */
export function SummaryCard({ label, value, hint, icon, loading }: SummaryCardProps) {
  return (
    <Stat.Root
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p="5"
      boxShadow="xs"
      aria-busy={loading}
    >
      {/* A <dl> holds only its terms and values, so the icon sits in the term, the skeleton in the value */}
      <Stat.Label justifyContent="space-between" alignItems="start" gap="4">
        <Text as="span" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Center boxSize="10" rounded="xl" bg="brand.50" color="brand.700" flexShrink="0">
          <Icon size="md" aria-hidden>
            {icon}
          </Icon>
        </Center>
      </Stat.Label>
      <Stat.ValueText fontSize="3xl" fontWeight="bold" color="brand.900">
        <Skeleton loading={loading} minH="9" minW="24" w="fit-content">
          {value}
        </Skeleton>
      </Stat.ValueText>
      {hint && (
        <Stat.HelpText asChild color="fg.muted" fontSize="sm">
          <dd>{hint}</dd>
        </Stat.HelpText>
      )}
    </Stat.Root>
  )
}

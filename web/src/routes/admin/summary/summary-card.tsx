import { Center, HStack, Icon, Skeleton, Stat } from '@chakra-ui/react'
import type { ReactNode } from 'react'

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
      <HStack justify="space-between" align="start" gap="4">
        <Stat.Label color="fg.muted" fontWeight="medium">
          {label}
        </Stat.Label>
        <Center boxSize="10" rounded="xl" bg="brand.50" color="brand.700" flexShrink="0">
          <Icon size="md">{icon}</Icon>
        </Center>
      </HStack>
      <Skeleton loading={loading} minH="9" minW="24" w="fit-content">
        <Stat.ValueText fontSize="3xl" fontWeight="bold" color="brand.900">
          {value}
        </Stat.ValueText>
      </Skeleton>
      {hint && (
        <Stat.HelpText color="fg.muted" fontSize="sm">
          {hint}
        </Stat.HelpText>
      )}
    </Stat.Root>
  )
}

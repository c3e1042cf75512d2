import { Center, Spinner, Text, VStack, type CenterProps } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'

/**
 * A spinner and "loading", or what is being waited for, announced to screen readers, centred in
 * the space it is given.
 */
export function Loader({
  label = siteMessages.loading,
  ...props
}: CenterProps & { label?: string }) {
  return (
    <Center role="status" {...props}>
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  )
}

export function PageLoader() {
  return <Loader minH="50vh" />
}

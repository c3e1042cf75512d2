import { Heading, Stack } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** A titled white panel (part of an order's details, a form, a list of facts), named by its title. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="xl"
      p="4"
      minW="0"
    >
      <Heading as="h3" id={headingId} fontSize="md" color="brand.900">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

import { Center, Icon, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { InboxIcon } from 'lucide-react'

/** What an empty list says, with an optional way to fill it. */
export function ListEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" bg="white">
      <Stack align="center" gap="3" textAlign="center">
        <Icon size="xl" color="brand.300">
          <InboxIcon />
        </Icon>
        <Text color="fg.muted">{text}</Text>
        {action}
      </Stack>
    </Center>
  )
}

import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'

const { about } = siteMessages.home

export function HowItWorks() {
  return (
    <Box
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="2xl"
      p={{ base: '6', md: '8' }}
    >
      <Heading as="h3" fontSize="xl" color="brand.900" mb="6">
        {about.stepsTitle}
      </Heading>
      <Stack as="ol" gap="6" listStyleType="none">
        {about.steps.map((step, index) => (
          <HStack as="li" key={step.title} align="flex-start" gap="4">
            <Center
              flexShrink="0"
              boxSize="10"
              rounded="full"
              bg="brand.700"
              color="white"
              fontWeight="bold"
              aria-hidden
            >
              {index + 1}
            </Center>
            <Stack gap="1">
              <Text fontWeight="bold" color="brand.900">
                {step.title}
              </Text>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Box>
  )
}

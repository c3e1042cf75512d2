import { Box, Center, Text } from '@chakra-ui/react'
import { siteMessages } from '@shop/domain'

const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9]

/** Decorative: the nine root numbers around a sample life-path number. */
export function NumerologyWheel() {
  return (
    <Center hideBelow="md" aria-hidden>
      <Box
        position="relative"
        boxSize="22rem"
        rounded="full"
        borderWidth="1px"
        borderColor="whiteAlpha.300"
        bg="whiteAlpha.50"
        boxShadow="0 0 120px rgba(236, 197, 99, 0.18)"
      >
        <Box
          position="absolute"
          inset="12"
          rounded="full"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gold.300/40"
        />
        {digits.map((digit, index) => {
          const angle = (index / digits.length) * 2 * Math.PI - Math.PI / 2
          return (
            <Center
              key={digit}
              position="absolute"
              boxSize="10"
              rounded="full"
              bg={digit === 7 ? 'gold.300' : 'whiteAlpha.100'}
              color={digit === 7 ? 'brand.950' : 'whiteAlpha.900'}
              fontWeight="bold"
              fontSize="lg"
              style={{
                left: `${50 + 44 * Math.cos(angle)}%`,
                top: `${50 + 44 * Math.sin(angle)}%`,
                transform: 'translate(-50%, -50%)',
              }}
            >
              {digit}
            </Center>
          )
        })}
        <Center position="absolute" inset="0" flexDirection="column" gap="1">
          <Text fontSize="7xl" fontWeight="bold" lineHeight="1" color="gold.300">
            7
          </Text>
          <Text fontSize="sm" color="whiteAlpha.800">
            {siteMessages.home.hero.wheelCaption}
          </Text>
        </Center>
      </Box>
    </Center>
  )
}

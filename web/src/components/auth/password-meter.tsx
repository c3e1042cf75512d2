import { Box, Stack, Text } from '@chakra-ui/react'
import { authMessages } from '@shop/domain'
import type { PasswordAssessment, PasswordOwner } from '@shop/domain/password-strength'
import { useEffect, useState } from 'react'

const { meterLabel, levels } = authMessages.passwordStrength
const colors = ['red.solid', 'orange.solid', 'yellow.solid', 'green.solid', 'green.solid']

// The estimator comes with the auth forms' resolvers, in a chunk of its own: the page loads
// without it, and it arrives once a password is typed (or the form was first checked).
type Assess = (password: string, owner: PasswordOwner) => PasswordAssessment
let loading: Promise<Assess> | undefined
const loadAssess = () =>
  (loading ??= import('./password-resolvers').then(
    (module) => module.assessPassword,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** How strong the password typed so far is, on the scale the server judges it by, in words too. */
export function PasswordMeter({ password, owner }: { password: string; owner: PasswordOwner }) {
  const [score, setScore] = useState<number | null>(null)
  const { email, name } = owner
  useEffect(() => {
    if (!password) return
    let current = true
    loadAssess().then(
      (assess) => current && setScore(assess(password, { email, name }).score),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [password, email, name])

  if (!password || score === null) return null
  return (
    <Stack gap="1">
      <Box
        role="meter"
        aria-label={meterLabel}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={levels[score]}
        h="1.5"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${(score + 1) * 20}%`} bg={colors[score]} transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" color="fg.muted" aria-hidden>
        {meterLabel}: {levels[score]}
      </Text>
    </Stack>
  )
}

import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { mapMessages, type NumerologyAspect } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryState } from '../../../components/admin/query-state'
import { FormField } from '../../../components/form/field'
import { NativeSelect } from '../../../components/ui/styled/native-select'
import { queryKeys } from '../../../lib/query-keys'
import { adminApi } from '../api/admin-api'
import { MapTextForm } from './map-text-form'

const labels = mapMessages.admin

/** The interpretation texts of the map, one aspect at a time, each number with its own form. */
export function TextsTab() {
  const texts = useQuery({
    queryKey: queryKeys.admin.mapTexts,
    queryFn: ({ signal }) => adminApi.mapTexts(signal),
  })
  const [aspect, setAspect] = useState<NumerologyAspect>('lifePath')
  const shown = texts.data?.aspects.find((entry) => entry.aspect === aspect)

  return (
    <Stack gap="4" pt="2" aria-busy={texts.isPending}>
      <Text color="fg.muted" fontSize="sm">
        {labels.textsIntro}
      </Text>
      <QueryState query={texts}>
        {texts.data && (
          <Stack gap="4">
            <FormField label={labels.aspect}>
              {(ids) => (
                <NativeSelect.Root maxW="sm" bg="white">
                  <NativeSelect.Field
                    {...ids}
                    value={aspect}
                    onChange={(event) => setAspect(event.target.value as NumerologyAspect)}
                  >
                    {texts.data.aspects.map((entry) => (
                      <option key={entry.aspect} value={entry.aspect}>
                        {entry.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
              {shown?.texts.map((entry) => (
                <MapTextForm
                  key={`${entry.aspect}-${entry.number}`}
                  title={`${shown.title} ${entry.number}`}
                  entry={entry}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  )
}

import { Button, Container, Image, Stack, Text } from '@chakra-ui/react'
import { errorMessages, mapMessages } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, DownloadIcon } from 'lucide-react'
import { Link as RouterLink } from 'react-router-dom'
import { PageHeading } from '../../components/layout/page-heading'
import { api } from '../../lib/api-client'
import { loadState } from '../../lib/load-state'
import { queryKeys } from '../../lib/query-keys'
import { useDocumentTitle } from '../../lib/use-document-title'

const m = mapMessages.sample

const sampleMapPdf = '/api/sample-map.pdf'

/**
 * The sample map as a buyer gets it: its pages as pictures, one under the other, and the PDF
 * itself. The worker makes the sample at its start, so the page count is asked at run time; the
 * page rendered at build holds the intro and the links.
 */
export function SampleMapPage() {
  useDocumentTitle(m.title)
  const pages = useQuery({
    queryKey: queryKeys.sampleMap,
    queryFn: ({ signal }) => api('GET /api/sample-map', { signal }),
  })
  const state = loadState(pages, errorMessages.unavailable)

  return (
    <>
      <PageHeading title={m.title} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Text fontSize={{ base: 'md', md: 'lg' }}>{m.intro}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild size="lg" colorPalette="brand" variant="outline">
              <a href={sampleMapPdf}>
                <DownloadIcon aria-hidden />
                {m.download}
              </a>
            </Button>
            <Button asChild size="lg" colorPalette="gold">
              <RouterLink to="/report-form">
                {m.order}
                <ArrowLeftIcon aria-hidden />
              </RouterLink>
            </Button>
          </Stack>
          {state.kind === 'ready' ? (
            <Stack as="ol" listStyleType="none" gap="6" aria-label={m.title}>
              {Array.from({ length: state.data.pages }, (_, index) => (
                <li key={index}>
                  <Image
                    src={`/api/sample-map/pages/${index + 1}.png`}
                    alt={m.pageAlt(index + 1, state.data.pages)}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    w="full"
                    h="auto"
                    aspectRatio="210 / 297"
                    bg="white"
                    borderWidth="1px"
                    borderColor="border.muted"
                    shadow="md"
                  />
                </li>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted" role="status">
              {state.kind === 'failed' ? state.message : m.loading}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  )
}

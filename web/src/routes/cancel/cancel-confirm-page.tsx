import { Button, Container, Stack, Text } from '@chakra-ui/react'
import { cancellationMessages } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { CircleCheckIcon } from 'lucide-react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { FormMessage } from '../../components/form/form-message'
import { PageBand } from '../../components/order/page-band'
import { cancellationApi } from '../../lib/cancellation-api'
import { errorMessage } from '../../lib/error-message'
import { useDocumentTitle } from '../../lib/use-document-title'
import { CancellationOutcome } from './cancellation-outcome'

const m = cancellationMessages

/**
 * /cancel/confirm?token=…, opened from the e-mailed link. The cancellation waits for a press of
 * the button: a mail client's link preview opens the page, and must not cancel the order.
 */
export function CancelConfirmPage() {
  useDocumentTitle(m.confirm.title)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirming = useMutation({ mutationFn: () => cancellationApi.confirm(token) })
  return (
    <>
      <PageBand title={m.confirm.title} subtitle={m.page.intro} />
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          {confirming.data ? (
            <CancellationOutcome answer={confirming.data} />
          ) : token === '' ? (
            <FormMessage message={m.confirm.missingToken} />
          ) : (
            <>
              <Text>{m.confirm.text}</Text>
              <FormMessage
                message={
                  confirming.error ? errorMessage(confirming.error, m.errors.sendFailed) : undefined
                }
              />
              <Button
                colorPalette="red"
                size="lg"
                alignSelf={{ md: 'start' }}
                loading={confirming.isPending}
                onClick={() => confirming.mutate()}
              >
                <CircleCheckIcon aria-hidden />
                {m.confirm.button}
              </Button>
            </>
          )}
          <Button asChild variant="ghost" colorPalette="brand" alignSelf="start">
            <RouterLink to="/cancel">{m.page.title}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </>
  )
}

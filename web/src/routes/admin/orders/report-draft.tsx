import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { errorMessages, mapMessages, profileAspects, numerologyInterpretations } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { EyeIcon, RefreshCwIcon, SendIcon } from 'lucide-react'
import { FormField } from '../../../components/form/field'
import { Textarea } from '../../../components/ui/styled/textarea'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import { adminApi } from '../api/admin-api'
import type { AdminReport } from '../api/admin-types'
import { openDraftPdf } from '../api/draft-pdf'
import { useAdminMutation } from '../api/use-admin-mutation'

const labels = mapMessages.admin
const palettes = { queued: 'blue', drafted: 'green', failed: 'red', delivered: 'green' } as const

/** One of the draft's actions, with its own busy state and a toast for the outcome. */
function useDraftAction(orderId: string, action: () => Promise<unknown>, success: string) {
  return useAdminMutation({
    mutationFn: action,
    orderId,
    notices: { success, failure: errorMessages.internal },
  })
}

/**
 * The generated draft of one map: its state, the numbers it prints, a preview, a personal note
 * for its own section, making it again, and approving it, which sends it as an upload would.
 */
export function ReportDraft({ orderId, report }: { orderId: string; report: AdminReport }) {
  const headingId = useId()
  const [note, setNote] = useState(report.personal_note ?? '')
  const preview = useMutation({
    mutationFn: () => openDraftPdf(report.id),
    onError: (error) =>
      toaster.create({ type: 'error', title: errorMessage(error, errorMessages.internal) }),
  })
  const regenerate = useDraftAction(
    orderId,
    () => adminApi.regenerateDraft(report.id),
    labels.regenerateQueued,
  )
  const approve = useDraftAction(orderId, () => adminApi.approveDraft(report.id), labels.approved)
  const saveNote = useDraftAction(
    orderId,
    () => adminApi.saveReportNote(report.id, note || null),
    labels.noteSaved,
  )
  const delivered = report.status === 'ready'
  const status = report.draft_status
  const shownStatus = delivered ? 'delivered' : status

  // The note saved on the server, once it arrives, is what the field shows
  const [savedNote, setSavedNote] = useState(report.personal_note)
  if (savedNote !== report.personal_note) {
    setSavedNote(report.personal_note)
    setNote(report.personal_note ?? '')
  }

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderTopWidth="1px"
      borderColor="brand.100"
      pt="3"
    >
      <HStack gap="2" wrap="wrap">
        <Text id={headingId} fontWeight="bold">
          {labels.draftTitle}
        </Text>
        <Badge colorPalette={shownStatus ? palettes[shownStatus] : 'gray'} variant="subtle">
          {labels.draftStatus[shownStatus ?? 'none']}
        </Badge>
      </HStack>
      {status === 'failed' && report.draft_error && (
        <Text color="red.700" fontSize="sm" role="status">
          {report.draft_error}
        </Text>
      )}
      {report.numbers && (
        <SimpleGrid
          as="dl"
          aria-label={labels.numbersTitle}
          columns={{ base: 2, md: 3 }}
          gap="2"
          fontSize="sm"
        >
          {profileAspects.map((aspect) => (
            // The term comes first in a list of definitions; the number is drawn before it.
            <HStack
              key={aspect}
              gap="2"
              bg="brand.50"
              rounded="md"
              px="2"
              py="1"
              flexDirection="row-reverse"
              justify="flex-end"
            >
              <Text as="dt" color="fg.muted">
                {numerologyInterpretations[aspect].title}
              </Text>
              <Text as="dd" fontWeight="bold" fontSize="md" minW="6" textAlign="center">
                {report.numbers![aspect] ?? '–'}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!report.drafted_at}
          loading={preview.isPending}
          onClick={() => preview.mutate()}
        >
          <EyeIcon aria-hidden />
          {labels.preview}
        </Button>
        {!delivered && (
          <Button
            size="sm"
            variant="subtle"
            colorPalette="purple"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            <RefreshCwIcon aria-hidden />
            {labels.regenerate}
          </Button>
        )}
        {report.status === 'drafted' && status === 'drafted' && (
          <Button
            size="sm"
            colorPalette="brand"
            loading={approve.isPending}
            onClick={() => approve.mutate()}
          >
            <SendIcon aria-hidden />
            {labels.approve}
          </Button>
        )}
      </HStack>
      {!delivered && (
        <Stack gap="2">
          <FormField label={labels.personalNote} helperText={labels.personalNoteHint}>
            {(ids) => (
              <Textarea
                {...ids}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={2000}
                rows={3}
              />
            )}
          </FormField>
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            loading={saveNote.isPending}
            disabled={note === (report.personal_note ?? '')}
            onClick={() => saveNote.mutate()}
          >
            {labels.saveNote}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { adminMessages as admin } from '@shop/domain'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { FileUpIcon, PaperclipIcon } from 'lucide-react'
import { Progress } from '../../../components/ui/styled/progress'
import { toaster } from '../../../components/ui/toaster'
import { errorMessage } from '../../../lib/error-message'
import type { WorkableReport } from '../api/admin-types'
import { uploadReportFile } from '../api/upload-report'
import { useAdminMutation } from '../api/use-admin-mutation'

const labels = admin.report

// The server reads the file's first bytes to be sure; this only spares a pointless upload.
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name)

/** Chooses a report's PDF and uploads it, showing how much has gone out. */
export function ReportUpload({ orderId, report }: { orderId: string; report: WorkableReport }) {
  const inputId = useId()
  const statusId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const uploading = progress !== null
  const uploadFile = useAdminMutation({
    orderId,
    mutationFn: (chosen: File) => uploadReportFile(report.id, chosen, { onProgress: setProgress }),
  })

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    if (chosen && !isPdf(chosen)) {
      event.target.value = ''
      setFile(null)
      setError(admin.onlyPdf)
      return
    }
    setFile(chosen)
    setError(null)
  }

  const upload = async () => {
    if (!file) {
      setError(admin.noFileChosen)
      return
    }
    setError(null)
    setProgress(0)
    try {
      await uploadFile.mutateAsync(file)
      toaster.create({ type: 'success', title: labels.uploaded(report.subject_name) })
      setFile(null)
      if (inputRef.current) inputRef.current.value = ''
    } catch (failure) {
      setError(errorMessage(failure, admin.uploadFailed))
    } finally {
      setProgress(null)
    }
  }

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <VisuallyHidden asChild>
          <input
            ref={inputRef}
            id={inputId}
            className="peer"
            type="file"
            accept=".pdf,application/pdf"
            aria-label={labels.fileLabel(report.subject_name)}
            aria-describedby={statusId}
            disabled={uploading}
            onChange={choose}
          />
        </VisuallyHidden>
        <Button
          asChild
          size="sm"
          variant="outline"
          cursor={uploading ? 'not-allowed' : 'pointer'}
          opacity={uploading ? 0.5 : undefined}
          _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <label htmlFor={inputId}>
            <PaperclipIcon aria-hidden />
            {labels.chooseFile}
          </label>
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!file || uploading}
          loading={uploading}
          loadingText={labels.uploading}
          onClick={upload}
        >
          <FileUpIcon aria-hidden />
          {report.status === 'ready' ? labels.replace : labels.upload}
        </Button>
      </HStack>
      <Text
        id={statusId}
        fontSize="sm"
        color={error ? 'red.700' : file ? 'fg' : 'fg.muted'}
        role={error ? 'alert' : undefined}
        overflowWrap="anywhere"
      >
        {error ?? (file ? <bdi>{file.name}</bdi> : labels.noFileYet)}
      </Text>
      {uploading && (
        <Progress.Root value={progress} size="sm" colorPalette="brand" striped animated>
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs" color="fg.muted">
              {labels.uploadProgress(report.subject_name)}
            </Progress.Label>
            <Progress.ValueText fontSize="xs" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  )
}

import { maxReportsPerOrder, orderMessages } from '@shop/domain'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { toaster } from '../../components/ui/toaster'
import {
  hasMissingRequiredFields,
  newReportDraft,
  pendingReportsAtom,
  withGiftCard,
  type ReportDraft,
} from '../../lib/pending-reports'
import { sessionStore } from '../../lib/session-state'
import type { OrderFormValues } from './order-form-schema'
import { lazyResolver } from '../../components/form/lazy-resolver'
import { isAppHydrating } from '../../lib/use-hydrating'

const m = orderMessages

const resolver = lazyResolver(() =>
  import('./order-resolver').then((module) => module.orderResolver),
)

/**
 * The stored reports after a reload, if any; a gift link adds its gift card to what is stored
 * rather than being ignored.
 */
function storedReports(gift: boolean): ReportDraft[] | undefined {
  const stored = sessionStore.get(pendingReportsAtom)
  if (gift) return withGiftCard(stored, maxReportsPerOrder)
  return stored.length > 0 ? stored : undefined
}

/**
 * The order form's state: its report cards, kept in session storage as they are typed. Rendered
 * at build, the page was drawn with one fresh card: it hydrates with that card, and the stored
 * cards (or a gift link's) take its place right after.
 */
export function useOrderForm({ gift, onContinue }: { gift: boolean; onContinue: () => void }) {
  const [hydrating] = useState(isAppHydrating)
  const [defaultValues] = useState<OrderFormValues>(() => ({
    reports: (!hydrating && storedReports(gift)) || [newReportDraft()],
  }))
  const restoreAfterHydrating = useRef(hydrating ? () => storedReports(gift) : null)
  const form = useForm<OrderFormValues>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { control, subscribe, getValues, handleSubmit, reset } = form
  const reports = useFieldArray({ control, name: 'reports', keyName: 'key' })
  const savePendingReports = useSetAtom(pendingReportsAtom)

  useEffect(() => {
    const restored = restoreAfterHydrating.current?.()
    restoreAfterHydrating.current = null
    if (restored) reset({ reports: restored })
    savePendingReports(getValues('reports') as ReportDraft[])
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => savePendingReports(values.reports as ReportDraft[]),
    })
  }, [subscribe, getValues, reset, savePendingReports])

  const addReport = () => {
    if (reports.fields.length >= maxReportsPerOrder) {
      toaster.create({ type: 'error', title: m.tooManyReports })
      return
    }
    reports.append(newReportDraft())
  }

  const removeReport = (index: number) => {
    if (reports.fields.length <= 1) {
      toaster.create({ type: 'error', title: m.cannotDeleteTitle, description: m.cannotDeleteText })
      return
    }
    reports.remove(index)
  }

  const submit = handleSubmit(
    () => {
      savePendingReports(getValues('reports') as ReportDraft[])
      onContinue()
    },
    (errors) => {
      // The checks could not be loaded (the connection dropped): nothing was checked
      if (errors.root?.message) {
        toaster.create({ type: 'error', title: errors.root.message })
        return
      }
      if (hasMissingRequiredFields(getValues('reports'))) {
        toaster.create({
          type: 'error',
          title: m.missingFieldsTitle,
          description: m.missingFieldsText,
        })
      }
    },
  )

  return {
    form,
    reports: reports.fields,
    addReport,
    removeReport,
    submit,
    preloadChecks: resolver.preload,
  }
}

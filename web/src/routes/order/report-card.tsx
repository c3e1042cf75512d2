import { Flex, Heading, IconButton, SimpleGrid } from '@chakra-ui/react'
import { commentsMaxLength, hebrewDateOf, orderMessages } from '@shop/domain'
import { useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Trash2Icon } from 'lucide-react'
import { FormField } from '../../components/form/field'
import { LtrInput } from '../../components/form/ltr-input'
import { Card } from '../../components/ui/styled/card'
import { Input } from '../../components/ui/styled/input'
import { Textarea } from '../../components/ui/styled/textarea'
import type { OrderFormValues } from './order-form-schema'
import { ReportGiftFields } from './report-gift-fields'

const { form: m } = orderMessages

/**
 * Today in the visitor's calendar, for the date picker's upper bound. Without Intl: its first
 * date format loads locale data, a long task of a phone's start when the order form is drawn.
 */
const today = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export interface ReportCardProps {
  index: number
  onRemove: () => void
}

/** One report of the order form: whose map it is, and whether it is a gift. */
export function ReportCard({ index, onRemove }: ReportCardProps) {
  const { register, control, getValues, setValue, formState } = useFormContext<OrderFormValues>()
  const errors = formState.errors.reports?.[index]
  const name = <K extends string>(field: K) => `reports.${index}.${field}` as const
  const comments = useWatch({ control, name: name('comments') }) ?? ''
  const lastDate = useRef(getValues(name('dateOfBirth')))

  // The Hebrew date follows the Gregorian one until the customer writes their own.
  const onDateChange = (event: { target: { value: string } }) => {
    const current = getValues(name('hebrewBirthDate')) ?? ''
    if (current === '' || current === hebrewDateOf(lastDate.current)) {
      setValue(name('hebrewBirthDate'), hebrewDateOf(event.target.value))
    }
    lastDate.current = event.target.value
  }

  return (
    <Card.Root
      as="section"
      aria-labelledby={`report-${index}-title`}
      variant="outline"
      rounded="2xl"
      borderColor="brand.100"
      bg="white"
    >
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" id={`report-${index}-title`} fontSize="lg" color="brand.900">
            {m.reportTitle(index + 1)}
          </Heading>
          <IconButton
            variant="ghost"
            colorPalette="red"
            size="sm"
            aria-label={m.removeReport(index + 1)}
            onClick={onRemove}
          >
            <Trash2Icon />
          </IconButton>
        </Flex>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={m.fullName} required error={errors?.fullName?.message}>
            {(control) => <Input {...control} {...register(name('fullName'))} autoComplete="off" />}
          </FormField>
          <FormField label={m.relationToBuyer} optional error={errors?.relationToBuyer?.message}>
            {(control) => (
              <Input
                {...control}
                {...register(name('relationToBuyer'))}
                placeholder={m.relationPlaceholder}
              />
            )}
          </FormField>
          <FormField label={m.dateOfBirth} required error={errors?.dateOfBirth?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...register(name('dateOfBirth'), { onChange: onDateChange })}
                type="date"
                min="1900-01-01"
                max={today()}
              />
            )}
          </FormField>
          <FormField
            label={m.hebrewBirthDate}
            optional
            helperText={m.hebrewBirthDateHint}
            error={errors?.hebrewBirthDate?.message}
          >
            {(control) => <Input {...control} {...register(name('hebrewBirthDate'))} />}
          </FormField>
          <FormField label={m.phone} required error={errors?.phone?.message}>
            {(control) => (
              <LtrInput
                {...control}
                {...register(name('phone'))}
                type="tel"
                inputMode="tel"
                autoComplete="off"
              />
            )}
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={1} gap="4" mt="4">
          <FormField
            label={m.comments}
            optional
            helperText={m.counter(comments.length, commentsMaxLength)}
            error={errors?.comments?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                {...register(name('comments'))}
                maxLength={commentsMaxLength}
                rows={3}
                autoresize
              />
            )}
          </FormField>
          <ReportGiftFields index={index} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}

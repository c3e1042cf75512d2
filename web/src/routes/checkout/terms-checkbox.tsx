import { HStack, Stack } from '@chakra-ui/react'
import { orderMessages } from '@shop/domain'
import { NewTabLink } from '../../components/order/new-tab-link'
import { Checkbox } from '../../components/ui/styled/checkbox'

const { checkout: m } = orderMessages

export interface TermsCheckboxProps {
  checked: boolean
  invalid: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/**
 * The approval of the terms of use and privacy policy. Its sentence is plain text, so a click
 * or tap anywhere on it ticks the box; the two documents open in a new tab from their own links
 * beneath it, where a tap meant for the box cannot land on them.
 */
export function TermsCheckbox({ checked, invalid, disabled, onChange }: TermsCheckboxProps) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={checked}
        invalid={invalid}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="1" />
        <Checkbox.Label fontWeight="normal">
          {m.termsBefore}
          {m.terms}
          {m.termsBetween}
          {m.privacy}
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="5" ps="7" flexWrap="wrap">
        <NewTabLink to="/terms" label={m.terms} />
        <NewTabLink to="/privacy" label={m.privacy} />
      </HStack>
    </Stack>
  )
}

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

/** The approval of the terms of use and privacy policy; both open in a new tab. */
export function TermsCheckbox({ checked, invalid, disabled, onChange }: TermsCheckboxProps) {
  return (
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
        <NewTabLink to="/terms" label={m.terms} />
        {m.termsBetween}
        <NewTabLink to="/privacy" label={m.privacy} />
      </Checkbox.Label>
    </Checkbox.Root>
  )
}

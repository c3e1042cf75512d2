import { type InputProps } from '@chakra-ui/react'
import { forwardRef } from 'react'
import { Input } from '../ui/styled/input'

/**
 * For e-mail addresses and phone numbers: typed left to right, so "@" and "+972" stay in order,
 * yet aligned to the right like every other field of the right-to-left form.
 */
export const LtrInput = forwardRef<HTMLInputElement, InputProps>(function LtrInput(props, ref) {
  return <Input ref={ref} dir="ltr" textAlign="right" {...props} />
})

import { Button, type ButtonProps } from '@chakra-ui/react'

/** A form's send button: as wide as the form on a phone, as wide as its text from a tablet up. */
export function SubmitButton(props: ButtonProps) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      alignSelf={{ md: 'start' }}
      px="8"
      {...props}
    />
  )
}

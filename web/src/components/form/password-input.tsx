import { IconButton, type InputProps } from '@chakra-ui/react'
import { authMessages } from '@shop/domain'
import { forwardRef, useState } from 'react'
import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { Input, InputGroup } from '../ui/styled/input'

const { fields } = authMessages

/** A password input with a button that shows what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false)
    return (
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? fields.hidePassword : fields.showPassword}
            aria-pressed={visible}
            aria-controls={props.id}
            disabled={props.disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
      </InputGroup>
    )
  },
)

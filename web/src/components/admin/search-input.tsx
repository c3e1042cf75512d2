import { VisuallyHidden } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { SearchIcon } from 'lucide-react'
import { Input, InputGroup } from '../ui/styled/input'

export interface SearchInputProps {
  label: string
  placeholder: string
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void
  delayMs?: number
}

/** A search box for server-side filtering: one request per pause in typing, not per key. */
export function SearchInput({ label, placeholder, onSearch, delayMs = 350 }: SearchInputProps) {
  const id = useId()
  const [text, setText] = useState('')
  // Kept in a ref so a parent's new callback on each render does not restart the pause.
  const onSearchRef = useRef(onSearch)
  useEffect(() => {
    onSearchRef.current = onSearch
  })

  useEffect(() => {
    const timer = setTimeout(() => onSearchRef.current(text.trim()), delayMs)
    return () => clearTimeout(timer)
  }, [text, delayMs])

  return (
    <>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <InputGroup startElement={<SearchIcon aria-hidden />} maxW={{ md: 'sm' }} flex="1">
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          bg="white"
        />
      </InputGroup>
    </>
  )
}

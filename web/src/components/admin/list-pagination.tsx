import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react'
import { adminMessages } from '@shop/domain'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'

const { list } = adminMessages

export interface ListPaginationProps {
  page: number
  pageSize: number
  total: number
  /** The total is a lower bound (a broad search): told as "at least". */
  totalIsLowerBound?: boolean
  onPageChange: (page: number) => void
}

/** Pages of a server-paged list, with "21–40 of 57"; hidden when everything fits on one page. */
export function ListPagination({
  page,
  pageSize,
  total,
  totalIsLowerBound,
  onPageChange,
}: ListPaginationProps) {
  if (total <= pageSize) return null
  const from = (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" pt="4">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {(totalIsLowerBound ? list.rangeOfAtLeast : list.range)(from, to, total)}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: list.pagination,
          prevTriggerLabel: list.previousPage,
          nextTriggerLabel: list.nextPage,
          itemLabel: ({ page: item, totalPages }) => list.page(item, totalPages),
        }}
      >
        <ButtonGroup variant="ghost" size="sm" gap="1">
          {/* Right to left: "previous" points right, "next" points left */}
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronRightIcon />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronLeftIcon />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}

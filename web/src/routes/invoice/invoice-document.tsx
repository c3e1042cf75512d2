import { Badge, Box, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import { documentTitle, formatDate, invoiceMessages } from '@shop/domain'
import type { Invoice } from '@shop/domain'
import { InvoiceLines } from './invoice-lines'
import { InvoiceTotals } from './invoice-totals'

const { document: m } = invoiceMessages

/**
 * The invoice-receipt itself, laid out to print on one page; for a cancelled order, its credit
 * invoice: the same lines under its own title and number, referring to the receipt, as frozen when
 * it was issued. The original went with the payment e-mail (or to the first download), so every
 * rendering here is marked a true copy. A document issued before the business details were
 * complete says it is a draft instead of naming the business.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { business, customer, credit } = invoice
  return (
    <Box
      as="article"
      aria-labelledby="invoice-title"
      bg="white"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '5', md: '10' }}
      _print={{ borderWidth: '0', p: '0' }}
    >
      <Stack gap="8">
        <Flex justify="space-between" gap="6" wrap="wrap">
          <Stack gap="0.5">
            {invoice.draft ? (
              <Heading as="h2" fontSize="xl" color="red.700">
                {invoiceMessages.draft}
              </Heading>
            ) : (
              <>
                <Heading as="h2" fontSize="xl" color="brand.900">
                  {business.name}
                </Heading>
                <Text>{business.address}</Text>
                <Text>{m.dealerNumber(business.dealerNumber)}</Text>
              </>
            )}
            {/* Each isolated and whole: mixed into the Hebrew line, a phone number was broken at
                its hyphen and its parts reordered on a narrow screen. */}
            <Flex wrap="wrap" columnGap="3">
              <Text as="bdi" dir="ltr" overflowWrap="anywhere">
                {business.email}
              </Text>
              <Text as="bdi" dir="ltr" whiteSpace="nowrap">
                {business.phone}
              </Text>
            </Flex>
          </Stack>
          <Stack gap="1" align={{ base: 'start', sm: 'end' }}>
            <Flex gap="2" align="center">
              <Heading as="h1" id="invoice-title" fontSize="2xl">
                {documentTitle(credit ? 'credit-invoice' : 'invoice-receipt')}
              </Heading>
              {!invoice.draft && (
                <Badge variant="outline" size="lg">
                  {invoiceMessages.copy}
                </Badge>
              )}
            </Flex>
            <Text fontWeight="bold">{m.number(credit?.number ?? invoice.receiptNumber)}</Text>
            <Text>{`${m.date}: ${formatDate(credit?.date ?? invoice.date)}`}</Text>
            <Text>{`${m.orderNumber} ${invoice.orderNumber}`}</Text>
            {credit && <Text>{m.creditRefersTo(invoice.receiptNumber)}</Text>}
          </Stack>
        </Flex>
        <Box>
          <Text color="fg.muted" fontSize="sm">
            {m.customer}
          </Text>
          {customer.businessName && <Text fontWeight="bold">{customer.businessName}</Text>}
          {customer.dealerNumber && <Text>{m.buyerDealerNumber(customer.dealerNumber)}</Text>}
          <Text fontWeight="medium">{customer.name}</Text>
        </Box>
        <InvoiceLines lines={invoice.lines} />
        <InvoiceTotals invoice={invoice} />
        <Separator />
        <Text fontSize="sm" color="fg.muted">
          {credit ? m.creditNote : m.paidNote}
        </Text>
      </Stack>
    </Box>
  )
}

/** A card the payment sandbox accepts (Luhn-valid number, valid Israeli ID), paid by `customer`. */
export const testCardFor = (customer: { name: string; email: string }) => ({
  cardNumber: '4580458045804580',
  expiry: '12/39',
  cvv: '123',
  cardholderName: customer.name,
  idNumber: '000000018',
  billingEmail: customer.email,
  billingPhone: '0501234567',
})

export interface Order {
  id: string
  amount_cents: number
}

/** The order's total in cents. */
export function orderTotal(order: Order): number {
  return order.amount_cents
}

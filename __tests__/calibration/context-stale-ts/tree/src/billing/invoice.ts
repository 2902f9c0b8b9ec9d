import { orderTotal, type Order } from './order.js'

export function renderInvoice(order: Order): string {
  const cents = order.total_cents
  const shown = (cents / 100).toFixed(2)
  return `Invoice: ${shown} (${orderTotal(order)})`
}

export { renderInvoice } from './invoice.js'
export { orderTotal } from './order.js'

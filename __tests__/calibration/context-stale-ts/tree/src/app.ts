import { renderInvoice } from './billing/index.js'

console.log(renderInvoice({ id: 'a', amount_cents: 100 }))

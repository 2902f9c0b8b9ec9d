/**
 * Formats an amount for display.
 * @param {number} cents the amount in cents
 */
export function formatPrice(cents, currency = 'EUR') {
  return `${(cents / 100).toFixed(2)} ${currency}`
}

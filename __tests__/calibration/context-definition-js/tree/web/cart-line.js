import { formatPrice } from '../lib/money.js'

export function cartLine(item) {
  const discount = item.discountEuros
  return `${item.name}: ${formatPrice(item.priceCents)} (-${formatPrice(discount)})`
}

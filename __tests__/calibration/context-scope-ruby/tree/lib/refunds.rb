class Refunds
  def initialize(gateway, audit)
    @gateway = gateway
    @audit = audit
  end

  def refund(order, amount)
    raise ArgumentError, 'negative' if amount.negative?
    return nil if amount.zero?
    result = @gateway.refund(order.id, amount)
    @audit.record(order.id, amount)
    result
  end
end

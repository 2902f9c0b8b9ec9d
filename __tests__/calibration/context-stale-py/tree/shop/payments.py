import logging

log = logging.getLogger(__name__)


def charge(account, amount):
    currency = account.currency
    log.info("charging %s %s", amount, currency)
    return account.gateway.charge(amount, currency)

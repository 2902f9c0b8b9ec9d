from app import db
from app.cache import TTL


def start():
    return db.URL, TTL

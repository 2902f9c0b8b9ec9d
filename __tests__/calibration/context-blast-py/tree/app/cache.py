from app.settings import setting

TTL = int(setting("CACHE_TTL"))

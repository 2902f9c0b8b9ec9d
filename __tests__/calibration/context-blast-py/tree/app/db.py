from app.settings import setting

URL = setting("DATABASE_URL")

import os


def setting(key):
    return os.environ.get(key)

package com.acme.subs;

public enum Status {
    ACTIVE,
    PAUSED,
    CANCELLED
}

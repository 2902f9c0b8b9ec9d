package com.acme.subs;

public final class StatusLabels {
    private StatusLabels() {}

    public static String label(Status status) {
        switch (status) {
            case ACTIVE:
                return "Active";
            case CANCELLED:
                return "Cancelled";
            default:
                return "unknown";
        }
    }
}
